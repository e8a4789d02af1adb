import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const workerFile = fileURLToPath(new URL('./.storybook/public/mockServiceWorker.js', import.meta.url));

/**
 * Demo mode runs the portal on the in-browser mock backend. Its service worker must never ship in a
 * build for a real API, so it lives beside Storybook's static files and is served or emitted only
 * when no VITE_API_BASE is configured.
 */
function demoWorker(enabled: boolean): Plugin {
  const serve = (req: { url?: string }, res: { setHeader(k: string, v: string): void; end(b: string): void }, next: () => void) => {
    if (enabled && req.url?.split('?')[0] === '/mockServiceWorker.js') {
      res.setHeader('Content-Type', 'text/javascript');
      res.end(readFileSync(workerFile, 'utf8'));
      return;
    }
    next();
  };
  return {
    name: 'demo-mode-worker',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    generateBundle() {
      if (enabled) {
        this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerFile, 'utf8') });
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = !env.VITE_API_BASE;
  return {
    base: './',
    plugins: [
      react(),
      vanillaExtractPlugin(),
      // react-aria has no Vietnamese strings of its own; it falls back to en-US for the few hidden labels
      // we do not pass ourselves. Every other locale's strings are dropped from the bundle.
      optimizeLocales.vite({ locales: ['vi-VN', 'en-US'] }),
      demoWorker(demo),
    ],
    server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
    preview: { port: Number(process.env.PORT ?? 4173) },
    build: {
      outDir: process.env.BUILD_OUT_DIR ?? 'dist',
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the first page needs in one file: gzip compresses one large file better than
            // five small ones, and a cheap phone makes one request instead of five.
            groups: [{ name: 'initial', tags: ['$initial'] }],
          },
        },
      },
    },
  };
});
