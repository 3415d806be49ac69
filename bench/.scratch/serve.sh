#!/bin/bash
# Fresh demo shop on :23500 (dev env, demo seed, admin@shop.local). Rebuilds the web app if sources changed.
cd /work/main
pkill -f apps/server/src/main.ts; sleep 1
rm -rf /tmp/demo-data
PORT=23500 DATA_DIR=/tmp/demo-data ADMIN_EMAIL=admin@shop.local ADMIN_PASSWORD='Admin-pass-2026!' setsid n24 npm start > /tmp/serve.log 2>&1 &
for i in $(seq 1 180); do curl -sf localhost:23500/api/health >/dev/null && echo up && exit 0; sleep 1; done
echo "not up"; tail -20 /tmp/serve.log
