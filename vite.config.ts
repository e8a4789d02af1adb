import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as bundleWorker } from 'esbuild';
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

/**
 * Real builds get the portal's own service worker (src/serviceWorker/sw.ts, docs/decisions.md): it opens
 * the portal offline and notices a deploy. It is bundled on its own (a worker cannot share the app's
 * chunks) with the list of files to keep and a version that changes whenever any of them does.
 */
function appServiceWorker(enabled: boolean): Plugin {
  const publicDir = fileURLToPath(new URL('./public', import.meta.url));
  return {
    name: 'app-service-worker',
    async generateBundle(_options, bundle) {
      if (!enabled) return;
      const built = Object.keys(bundle).filter((file) => {
        if (/\.(js|css)$/.test(file)) return true;
        // Of the fonts only the subsets Vietnamese text needs; another subset is kept when first used.
        return /\.woff2$/.test(file) && /-(latin|vietnamese)-/.test(file) && !/-latin-ext-/.test(file);
      });
      const copied = readdirSync(publicDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name !== 'robots.txt')
        .map((entry) => `${entry.parentPath.slice(publicDir.length + 1)}/${entry.name}`.replace(/^\//, ''));
      const precache = ['index.html', ...copied, ...built].sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const result = await bundleWorker({
        entryPoints: [fileURLToPath(new URL('./src/serviceWorker/sw.ts', import.meta.url))],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: { __BUILD_VERSION__: JSON.stringify(version), __PRECACHE__: JSON.stringify(precache) },
        logLevel: 'warning',
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: result.outputFiles[0]?.text ?? '' });
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
      appServiceWorker(!demo),
    ],
    resolve: {
      alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/app/vendor/useSyncExternalStoreShim.ts', import.meta.url)) }],
    },
    server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
    preview: { port: Number(process.env.PORT ?? 4173) },
    build: {
      outDir: process.env.BUILD_OUT_DIR ?? 'dist',
      sourcemap: false,
      target: 'es2022',
      // The demo world's pictures stand for what a server sends: files with http(s) addresses, never
      // inlined data: (the portal shows only http(s) pictures from a server, issue 12 §5).
      assetsInlineLimit: (filePath: string) => (/[\\/](src[\\/]mocks|stories)[\\/]assets[\\/]/.test(filePath) ? false : undefined),
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
