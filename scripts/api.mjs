#!/usr/bin/env node
/**
 * `npm run api`: the reference API server on 127.0.0.1:API_PORT (default 8787), over the mock backend's
 * handlers. The TypeScript sources are bundled with esbuild into .data/api-server.mjs and run in this
 * process; the demo world's pictures become files in .data/pictures, served at /api/pictures/ (the portal
 * shows only http(s) pictures from a server).
 *
 *   npm run api               # keeps the world in .data/world.json (mode 0600) across restarts
 *   npm run api -- --reset    # back to the seed
 *   API_CORS_ORIGIN=https://portal.example npm run api   # allow one other origin
 *   API_HOST=0.0.0.0 npm run api                         # listen beyond loopback: the demo account is locked
 *   API_HOST=0.0.0.0 npm run api -- --demo-account       # ...unless told (or API_DEMO_ACCOUNT=1)
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}.data/api-server.mjs`;

export async function loadApiModule() {
  await build({
    entryPoints: [`${root}src/mocks/apiServer.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    packages: 'external',
    loader: { '.svg': 'file' },
    assetNames: 'pictures/[name]-[hash]',
    publicPath: '/api/',
    logLevel: 'warning',
    define: { 'import.meta.env.VITE_API_BASE': '"/"' },
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

const say = (line) => process.stdout.write(`[api] ${line}\n`);

export async function startApi({
  port = Number(process.env.API_PORT ?? 8787),
  host = process.env.API_HOST || '127.0.0.1',
  reset = false,
  demoAccount: told = process.argv.includes('--demo-account') || process.env.API_DEMO_ACCOUNT === '1',
} = {}) {
  const { createApiServer, demoAccountFor } = await loadApiModule();
  // The published demo password is a known credential: beyond loopback, only when told to.
  const { demoAccount, line } = demoAccountFor(host, told);
  const { server } = createApiServer({
    dataFile: `${root}.data/world.json`,
    picturesDir: `${root}.data/pictures`,
    reset,
    demoAccount,
    corsOrigin: process.env.API_CORS_ORIGIN || undefined,
    log: (line) => process.stdout.write(`[api] ${new Date().toISOString()} ${line}\n`),
    warn: (line) => process.stderr.write(`[api] warning: ${line}\n`),
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  say(line);
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.API_PORT ?? 8787);
  const server = await startApi({ port, reset: process.argv.includes('--reset') });
  say(`listening on http://${process.env.API_HOST || '127.0.0.1'}:${port}/api/`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
