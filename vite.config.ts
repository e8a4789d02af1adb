import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as bundleWorker } from 'esbuild';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build as viteBuild, defineConfig, loadEnv, type Plugin } from 'vite';
import { compileHints } from './buildPlugins/compileHints';
import { intlOnDemand } from './buildPlugins/intlOnDemand';
import { preloadOnlyWhatIsNew } from './buildPlugins/preloadOnlyWhatIsNew';
import { routeChunks } from './buildPlugins/routeChunks';

/** The project's folder, with a trailing slash: module ids and the prerender's files are under it. */
const root = fileURLToPath(new URL('.', import.meta.url));
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
    // After Vite's own hooks: its CSS plugin deletes the chunks of style-only modules (a
    // ui/theme/*.css.ts with nothing left in JS) in this same hook, and a file in the list that is not
    // served fails the worker's install, so the portal never works offline.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
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
    },
  };
}

/**
 * index.html's only inline script, in <head>, before <body> can paint (issue 15). The prerendered markup
 * is the anonymous #/login page, so it may show only there. A bare address becomes #/login first, as the
 * app's own redirect would. For a signed-in customer (configs stored, SPEC §3), any other page, or a
 * token link it marks <html data-prerender="drop">, and global.css never paints the markup: no flash of
 * the login form (main.tsx then drops the markup and renders afresh).
 * It also starts the app's script, only once the page has painted: on #/login when the browser reports
 * the first contentful paint (3 s at most), elsewhere after the first frame, and at once in a tab opened
 * in the background, which paints nothing. The painted page needs its stylesheets, not the script; a
 * script that arrived first ran before the paint and held it back by its evaluation, 4× longer on a
 * cheap phone (issue 15; docs/decisions.md weighs what this costs on a slow connection). The entry's
 * address is the gate's data-entry attribute, so the gate's text, and its hash, stay the same from build
 * to build.
 * On a first visit to #/login (no service worker controls the page, so the fonts are in no cache of
 * ours) it marks <html data-fonts="later"> and lifts the mark at that same moment: the page paints in
 * the fallback faces and Be Vietnam Pro swaps in after (global.css). A font that finished before the
 * paint put its round trip into Lighthouse's FCP (docs/decisions.md).
 * CSP: its SHA-256 must be in script-src of deploy/nginx.conf; the build fails otherwise and prints the
 * value. So must every style attribute of the markup, under 'unsafe-hashes'.
 */
const prerenderGate = `(function(){var d=document,r=d.documentElement,n=navigator,l=location,h=l.hash,k='user.configs',s=/[?&]token=/.test(l.search),e=d.currentScript.getAttribute('data-entry'),g=0,p=0;if(!s&&(h==''||h=='#'||h=='#/')){history.replaceState(null,'','#/login');h='#/login'}try{s=s||!!(localStorage.getItem(k)||sessionStorage.getItem(k))}catch(x){s=!0}if(s||h!='#/login')r.setAttribute('data-prerender','drop');else try{new PerformanceObserver(function(o){if(o.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:!0});p=1;if(!(n.serviceWorker&&n.serviceWorker.controller))r.setAttribute('data-fonts','later')}catch(x){}function go(){if(g)return;g=1;r.removeAttribute('data-fonts');var t=d.createElement('script');t.type='module';t.crossOrigin='';t.src=e;d.head.appendChild(t)}d.addEventListener('DOMContentLoaded',function(){if(d.hidden)return go();d.addEventListener('visibilitychange',go);if(p)setTimeout(go,3e3);else requestAnimationFrame(function(){setTimeout(go)})})})()`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The login page from HTML (issue 15): after the client build, the same sources are built for Node
 * (PRERENDER_SSR) and src/app/prerender.tsx renders #/login with react-dom/server into index.html's
 * #root, the theme class on <html> as UiProvider puts it. vanilla-extract names classes by file and
 * position, so both builds agree. main.tsx hydrates the markup where the gate let it paint, keeping the
 * painted nodes (replacing them lost the early LCP; docs/decisions.md), and renders afresh elsewhere.
 * Until React owns it, it is `inert`, so nothing is typed into fields React does not listen to yet and no
 * form is sent without the app. Beside it goes AppRoutes' `Đang tải…` (routes/PageLoading), which
 * global.css shows instead wherever the gate drops the markup: a signed-in page's first paint, held until
 * main.tsx has the shell's and the page's chunks and renders the page (issue 26). Build-only: nothing of it
 * is in the client's chunks.
 */
function prerenderLogin(enabled: boolean): Plugin {
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
      async handler(html, { filename, bundle }) {
        // Only the portal's own page: Storybook's build reads this config too, for its iframe.html.
        if (!enabled || filename !== `${root}index.html`) return html;
        const policy = readFileSync(`${root}deploy/nginx.conf`, 'utf8');
        const missing = (hash: string, what: string) => {
          if (!policy.includes(hash)) throw new Error(`prerender-login: add ${hash} to ${what} in deploy/nginx.conf's $csp`);
        };
        missing(sha256(prerenderGate), "script-src (index.html's inline gate changed)");
        process.env.PRERENDER_SSR = '1';
        try {
          await viteBuild({ mode, logLevel: 'warn', build: { ssr: 'src/app/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false } });
        } finally {
          delete process.env.PRERENDER_SSR;
        }
        const module = (await import(`${pathToFileURL(`${ssrOut}/prerender.js`).href}?t=${Date.now()}`)) as typeof import('./src/app/prerender');
        const page = await module.renderLoginPage();
        const pageLoading = await module.renderPageLoading();
        rmSync(ssrOut, { recursive: true, force: true });
        for (const [, style = ''] of `${page.html}${pageLoading}`.matchAll(/ style="([^"]*)"/g)) missing(sha256(style), `style-src ('unsafe-hashes'; a style attribute of index.html's prerendered markup, the login page or the loading line: ${style})`);
        // The markup's lazy parts (the footer's contacts, in their loading state) are styled by their own
        // chunks' stylesheets, which would arrive only with those chunks: the footer would grow under the
        // painted page. Every stylesheet that styles a class of the markup is linked from the start.
        const classes = new Set([...page.html.matchAll(/ class="([^"]*)"/g)].flatMap(([, names = '']) => names.split(' ')));
        const styled = (css: string) => [...css.matchAll(/\.([\w-]+)/g)].some(([, name = '']) => classes.has(name));
        const sheets = Object.values(bundle ?? {})
          .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css') && !html.includes(file.fileName) && styled(String(file.source)))
          .map((file) => `<link rel="stylesheet" crossorigin href="./${file.fileName}">`);
        let entry = '';
        const out = html
          .replace('</head>', `${sheets.join('')}</head>`)
          // The entry script leaves the HTML: the gate starts it after the first paint (above).
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
            entry = src;
            return '';
          })
          .replace('<html lang="vi">', `<html lang="vi" class="${page.htmlClass}">`)
          .replace('<title>', () => `<script data-entry="${entry}">${prerenderGate}</script>\n    <title>`)
          .replace('<div id="root"></div>', `<div id="root"><div data-page-loading>${pageLoading}</div><div data-prerendered inert>${page.html}</div></div>`);
        if (!out.includes('<div data-page-loading><div role="status"') || !out.includes('<div data-prerendered inert><') || !out.includes(prerenderGate) || !entry || out.includes('type="module"')) throw new Error("prerender-login: index.html no longer has the expected <html>, <title>, #root or entry script");
        return out;
      },
    },
  };
}

/**
 * The demo world's pictures stand for what a server sends: files with http(s) addresses, never inlined
 * data: (the portal shows only http(s) pictures from a server, issue 12 §5). A plugin rather than a
 * `build` setting because Storybook's builder keeps this file's plugins but drops its `build` section:
 * the static Storybook inlined them, and every product there showed its grey placeholder.
 */
function demoPicturesAsFiles(): Plugin {
  return {
    name: 'demo-pictures-as-files',
    config: () => ({
      build: { assetsInlineLimit: (filePath: string) => (/[\\/](src[\\/]mocks|stories)[\\/]assets[\\/]/.test(filePath) ? false : undefined) },
    }),
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = !env.VITE_API_BASE;
  // The nested Node build of prerenderLogin: the same sources and class names, no workers, no splitting.
  const ssr = process.env.PRERENDER_SSR === '1';
  const preload = preloadOnlyWhatIsNew();
  // The signed-in shell: the root of the chunk plan's route groups and one of the two hinted chunks.
  const shell = `${root}src/app/routes/AuthenticatedApp.tsx`;
  return {
    base: './',
    plugins: [
      react(),
      vanillaExtractPlugin(),
      // react-aria has no Vietnamese strings of its own; it falls back to en-US for the few hidden labels
      // we do not pass ourselves. Every other locale's strings are dropped from the bundle.
      optimizeLocales.vite({ locales: ['vi-VN', 'en-US'] }),
      intlOnDemand(!ssr),
      demoWorker(demo && !ssr),
      appServiceWorker(!demo && !ssr),
      prerenderLogin(!ssr),
      demoPicturesAsFiles(),
      preload.plugin,
      compileHints(!ssr, { page: `${root}index.html`, shell }),
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
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      rolldownOptions: ssr ? {} : {
        output: {
          codeSplitting: {
            // Everything the first page needs in one file: gzip compresses one large file better than
            // five small ones, and a cheap phone makes one request instead of five.
            // Then what the signed-in route groups share, in two files rather than one per set of groups
            // sharing it (buildPlugins/routeChunks.ts).
            groups: [
              { name: 'initial', tags: ['$initial'] },
              routeChunks({ entry: `${root}src/app/main.tsx`, shell, landing: `${root}src/app/routes/groups/dashboard.tsx` }),
            ],
          },
        },
      },
    },
  };
});
