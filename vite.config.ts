import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as bundleWorker } from 'esbuild';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build as viteBuild, defineConfig, loadEnv, type Plugin } from 'vite';

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

/**
 * Runs in index.html's <head>, before anything in <body> can paint. The prerendered markup is the
 * anonymous #/login page, so it is used only there: for a signed-in customer (configs stored, SPEC §3),
 * any other page, or a login link with a token, the gate marks <html data-prerender="drop">, global.css
 * hides the markup, and main.tsx renders from scratch as before: no flash of the login form. A bare
 * address becomes #/login first, as the app's own redirect would. CSP: its SHA-256 must be in script-src
 * of deploy/nginx.conf; the build fails when it is not, and says the value. So must the hash of every
 * style attribute in the markup (react-aria's visually hidden inputs), under 'unsafe-hashes'.
 */
const prerenderGate = `(function(){var h=location.hash,s=!1;if(h===''||h==='#'||h==='#/'){history.replaceState(null,'','#/login');h='#/login'}try{s=!!(localStorage.getItem('user.configs')||sessionStorage.getItem('user.configs'))}catch(e){s=!0}if(s||!/^#\\/login\\/?$/.test(h)||/[?&]token=/.test(location.search))document.documentElement.setAttribute('data-prerender','drop')})()`;

/**
 * The login page from HTML (issue 15): after the client build, the same sources are built for Node and
 * src/app/prerender.tsx renders the login page with react-dom/static into index.html's #root, with the
 * theme class on <html>. vanilla-extract names classes by file and position, so both builds agree.
 */
function prerenderLogin(enabled: boolean): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const ssrOut = `${root}node_modules/.prerender`;
  let mode = 'production';
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!enabled) return html;
        const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
        const policy = readFileSync(`${root}deploy/nginx.conf`, 'utf8');
        if (!policy.includes(sha(prerenderGate))) {
          throw new Error(`prerender-login: add ${sha(prerenderGate)} to script-src in deploy/nginx.conf (the inline gate changed)`);
        }
        process.env.PRERENDER_SSR = '1';
        try {
          await viteBuild({
            mode,
            logLevel: 'warn',
            build: { ssr: 'src/app/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
          });
        } finally {
          delete process.env.PRERENDER_SSR;
        }
        const module = (await import(`${pathToFileURL(`${ssrOut}/prerender.js`).href}?t=${Date.now()}`)) as typeof import('./src/app/prerender');
        const page = await module.renderLoginPage();
        rmSync(ssrOut, { recursive: true, force: true });
        for (const [, style] of page.html.matchAll(/ style="([^"]*)"/g)) {
          if (!policy.includes(sha(style))) throw new Error(`prerender-login: add ${sha(style)} to style-src in deploy/nginx.conf (a style attribute in the prerendered login page: ${style})`);
        }
        return html
          .replace('<html lang="vi">', `<html lang="vi" class="${page.htmlClass}">`)
          .replace('<title>', `<script>${prerenderGate}</script>\n    <title>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${page.html}</div>`);
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = !env.VITE_API_BASE;
  // The nested Node build of prerenderLogin: the same sources and class names, no workers, no splitting.
  const ssr = process.env.PRERENDER_SSR === '1';
  return {
    base: './',
    plugins: [
      react(),
      vanillaExtractPlugin(),
      // react-aria has no Vietnamese strings of its own; it falls back to en-US for the few hidden labels
      // we do not pass ourselves. Every other locale's strings are dropped from the bundle.
      optimizeLocales.vite({ locales: ['vi-VN', 'en-US'] }),
      demoWorker(demo && !ssr),
      appServiceWorker(!demo && !ssr),
      prerenderLogin(!ssr),
    ],
    server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
    preview: { port: Number(process.env.PORT ?? 4173) },
    build: {
      outDir: process.env.BUILD_OUT_DIR ?? 'dist',
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: ssr ? {} : {
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
