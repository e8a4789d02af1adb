#!/usr/bin/env node
/**
 * `npm run serve`: the portal as deployed, on one origin. Builds the same-origin real build
 * (VITE_API_BASE=/ into dist-serve/) when it is missing or older than its sources, starts the reference
 * API server (API_PORT, default 8787) and Debian's nginx in the foreground with deploy/nginx.conf on
 * PORT (default 8080). Ctrl-C stops both.
 *
 *   PORT=8140 API_PORT=8141 npm run serve
 *   npm run serve -- --reset        # the API's world back to the seed
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './api.mjs';
import { ensureNginx, startNginx, writeNginxConfig } from './nginx.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8787);
const outDir = resolve(root, process.env.SERVE_OUT_DIR ?? 'dist-serve');
const say = (line) => process.stdout.write(`[serve] ${line}\n`);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

function buildIfStale() {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((name) => newest(join(root, name)));
  const built = existsSync(join(outDir, 'index.html')) ? statSync(join(outDir, 'index.html')).mtimeMs : 0;
  if (built > Math.max(...sources)) return say(`using the build in ${outDir}`);
  say(`building the same-origin real build (VITE_API_BASE=/) into ${outDir}…`);
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE: '/', BUILD_OUT_DIR: outDir },
  });
  if (result.status !== 0) throw new Error('the build failed');
}

const nginx = ensureNginx();
buildIfStale();
// nginx's access log is .data/nginx/access.log (the API prints its own line per request).
const prefix = join(root, '.data/nginx');
const config = writeNginxConfig({ prefix, port, rootDir: outDir, api: `127.0.0.1:${apiPort}` });
const api = await startApi({ port: apiPort, reset: process.argv.includes('--reset') });
const server = startNginx(nginx, prefix, config);

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) server.kill('SIGQUIT');
  api.close(() => process.exit(code));
  setTimeout(() => process.exit(code), 3000).unref();
};
server.on('exit', (code) => {
  if (!stopping) {
    process.stderr.write(`[serve] nginx stopped (${code ?? 'signal'})\n`);
    stop(1);
  }
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
say(`Cổng khách hàng: http://127.0.0.1:${port}/  (API on 127.0.0.1:${apiPort})`);
say('Demo account: demo / demo123 — Ctrl-C stops nginx and the API.');
