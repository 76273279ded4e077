import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** Budget for the JavaScript a first visit downloads before anything lazy (issue 3). */
const INITIAL_JS_BUDGET_KB = 300;

/** Prints the gzipped size of the initial JavaScript: the entry chunk and its static imports. */
function reportInitialJs(): Plugin {
  return {
    name: 'hardwood:initial-js',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const seen = new Set<string>();
      const visit = (name: string) => {
        if (seen.has(name)) return;
        seen.add(name);
        const chunk = chunks.find((c) => c.fileName === name);
        chunk?.imports.forEach(visit);
      };
      visit(entry.fileName);
      const bytes = [...seen].reduce((sum, name) => {
        const chunk = chunks.find((c) => c.fileName === name);
        return sum + (chunk ? gzipSync(chunk.code).length : 0);
      }, 0);
      const kb = bytes / 1024;
      const line = `initial JavaScript: ${kb.toFixed(1)} KB gzipped in ${seen.size} chunk(s) (budget ${INITIAL_JS_BUDGET_KB} KB)`;
      console.log(`\n[hardwood] ${line}`);
      if (kb > INITIAL_JS_BUDGET_KB) this.error(`${line}: over budget`);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), reportInitialJs()],
  server: {
    port: 5173,
    // `npm run dev`: Vite serves the client; the API (started beside it) answers /api and the game server's sockets.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/matchmake': { target: apiTarget, changeOrigin: false },
      '^/[a-zA-Z0-9_-]{9}/[a-zA-Z0-9_-]{9}': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2022',
    reportCompressedSize: true,
  },
});
