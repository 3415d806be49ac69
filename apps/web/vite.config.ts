import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes /builds/latest.json so that open tabs can tell a newer build was deployed (SPEC §7). */
const buildId = Date.now().toString(36);

function buildManifest(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-build-manifest',
    apply: 'build',
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

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), buildManifest()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  server: {
    port: 5173,
    proxy: { '/api': api, '/builds': api, '/uploads': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
