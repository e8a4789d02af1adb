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
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './api.mjs';

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

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const canInstall = () => process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env }).status === 0;
}

/**
 * Like Chromium for the browser tests: nginx and its brotli module are installed on the fly where we may
 * (root with apt-get). Without the module the portal is still served, with gzip only.
 */
export function ensureNginx() {
  const installed = () => (spawnSync('nginx', ['-v']).status === 0 ? 'nginx' : existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
  if (!installed() && canInstall()) {
    say('nginx is missing; installing it and its brotli module with apt-get…');
    aptInstall(['nginx', 'libnginx-mod-http-brotli-filter']);
  } else if (installed() && !existsSync(brotliModule) && canInstall()) {
    say("nginx's brotli module is missing; installing it with apt-get…");
    aptInstall(['libnginx-mod-http-brotli-filter']);
  }
  const nginx = installed();
  if (!nginx) throw new Error('nginx is not installed: apt-get install nginx (Debian), or run as root to have it installed');
  if (!existsSync(brotliModule)) say('no brotli module for nginx (apt-get install libnginx-mod-http-brotli-filter): gzip only');
  return nginx;
}

/** deploy/nginx.conf with this machine's values, and paths an unprivileged user may write. */
function writeConfig(prefix) {
  const temp = (name) => join(prefix, name);
  const config = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('@PORT@', String(port))
    .replaceAll('@ROOT@', outDir)
    .replaceAll('@API@', `127.0.0.1:${apiPort}`)
    .replace(/\n[^\n]*# brotli:begin[\s\S]*?# brotli:end\n/, (lines) => (existsSync(brotliModule) ? lines : '\n'))
    .replace(
      'http {',
      [
        'http {',
        // A file: nginx open()s its log paths, and /dev/stdout cannot be opened when it is a socket (as
        // under Playwright's webServer). The API prints its own line per request.
        `  access_log ${join(prefix, 'access.log')};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${temp(name)};`),
      ].join('\n'),
    );
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

const nginx = ensureNginx();
buildIfStale();
const prefix = join(root, '.data/nginx');
mkdirSync(prefix, { recursive: true });
// Debian's module files load `modules/<name>.so`, relative to nginx's prefix: here, this folder.
rmSync(join(prefix, 'modules'), { force: true });
if (existsSync('/usr/lib/nginx/modules')) symlinkSync('/usr/lib/nginx/modules', join(prefix, 'modules'));
const config = writeConfig(prefix);
const api = await startApi({ port: apiPort, reset: process.argv.includes('--reset') });
const server = spawn(nginx, ['-p', prefix, '-c', config, '-e', 'stderr', '-g', `daemon off; pid ${join(prefix, 'nginx.pid')};`], {
  stdio: 'inherit',
});

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
