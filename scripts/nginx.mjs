/**
 * Debian's nginx with deploy/nginx.conf, for `npm run serve` and for the deployed e2e tests that need an
 * nginx of their own (a dead API, TLS): the file's @…@ values filled in, and paths an unprivileged user
 * may write, in one folder (`prefix`) per nginx.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line) => process.stdout.write(`[serve] ${line}\n`);
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

/**
 * deploy/nginx.conf for this machine, written to `prefix`/nginx.conf; its access log is
 * `prefix`/access.log. With `tls`, the file's tls:begin lines are switched on with that port and
 * certificate, as a deployment does.
 */
export function writeNginxConfig({ prefix, port, rootDir, api, tls }) {
  mkdirSync(prefix, { recursive: true });
  // Debian's module files load `modules/<name>.so`, relative to nginx's prefix: here, this folder.
  rmSync(join(prefix, 'modules'), { force: true });
  if (existsSync('/usr/lib/nginx/modules')) symlinkSync('/usr/lib/nginx/modules', join(prefix, 'modules'));
  let config = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('@PORT@', String(port))
    .replaceAll('@ROOT@', rootDir)
    .replaceAll('@API@', api)
    .replaceAll('@LOGS@', prefix)
    .replace(/\n[^\n]*# brotli:begin[\s\S]*?# brotli:end\n/, (lines) => (existsSync(brotliModule) ? lines : '\n'));
  if (tls) {
    // The server's TLS lines, uncommented, on this machine's port and certificate; the redirecting
    // plain-HTTP server stays off (it would want port 80).
    config = config.replace(/(# tls:begin[^\n]*\n(?:\s*#[^\n]*\n)*?)((?:\s*# (?:listen|ssl_)[^\n]*\n)+)/, (_, lead, lines) =>
      lead +
      lines
        .replace(/# listen 443 ssl http2;/, `listen 127.0.0.1:${tls.port} ssl http2;`)
        .replace(/# ssl_certificate [^;]*;/, `ssl_certificate ${tls.cert};`)
        .replace(/# ssl_certificate_key [^;]*;/, `ssl_certificate_key ${tls.key};`)
        .replace(/# ssl_protocols/, 'ssl_protocols'),
    );
  }
  config = config.replace(
    'http {',
    ['http {', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(prefix, name)};`)].join('\n'),
  );
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

/** nginx in the foreground on `config`; its errors go to this process's stderr. */
export function startNginx(nginx, prefix, config, stdio = 'inherit') {
  return spawn(nginx, ['-p', prefix, '-c', config, '-e', 'stderr', '-g', `daemon off; pid ${join(prefix, 'nginx.pid')};`], { stdio });
}
