import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes /builds/latest.json so that open tabs can tell a newer build was deployed (SPEC §7). */
const buildId = Date.now().toString(36);

function buildManifest(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-build-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      mkdirSync(path.join(outDir, 'builds'), { recursive: true });
      writeFileSync(
        path.join(outDir, 'builds', 'latest.json'),
        JSON.stringify({ id: buildId, time: new Date().toISOString() }),
      );
    },
  };
}

/**
 * Writes .br and .gz beside every text asset, once, at build time: the server sends them as they are
 * (`preCompressed`), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'shop-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), buildManifest(), precompress()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  server: {
    port: 5173,
    proxy: { '/api': api, '/builds': api, '/uploads': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The server entry (decision 016) needs no copy of public/: the server serves the browser build's.
    copyPublicDir: !isSsrBuild,
    // The server reads it to preload the chunks and styles of the page it rendered (decision 016).
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : {
            // What the entry needs before any page can show is one chunk, not forty tiny ones on the critical path.
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 12_000 },
            },
          },
      onLog(level, log, handler) {
        // The server entry holds every language's words at once; the browser build still loads them one by one.
        if (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
    },
  },
}));
