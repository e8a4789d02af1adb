import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureNginx, startNginx, writeNginxConfig } from '../../scripts/nginx.mjs';

/** A port nobody listens on right now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface OwnNginx {
  origin: string;
  /** With `tls`: the same server over HTTPS (a self-signed certificate). */
  httpsOrigin: string | null;
  stop(): Promise<void>;
}

/**
 * A second nginx with deploy/nginx.conf, as `npm run serve` writes it, in front of `api` (an address that
 * may be dead on purpose): for what the shared one must not go through (a dead API, a used-up rate limit,
 * TLS). Same build folder as the served one.
 */
export async function ownNginx({ api, tls = false }: { api: string; tls?: boolean }): Promise<OwnNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  const port = await freePort();
  let tlsOptions: { port: number; cert: string; key: string } | undefined;
  if (tls) {
    const cert = join(prefix, 'cert.pem');
    const key = join(prefix, 'key.pem');
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    if (made.status !== 0) throw new Error('openssl could not make a test certificate');
    tlsOptions = { port: await freePort(), cert, key };
  }
  const rootDir = resolve(process.env.SERVE_OUT_DIR ?? 'dist-serve');
  const config = writeNginxConfig({ prefix, port, rootDir, api, ...(tlsOptions ? { tls: tlsOptions } : {}) });
  // Its error log (the refused connections a test causes on purpose) is kept for a failure to start.
  const server = startNginx(ensureNginx(), prefix, config, ['ignore', 'ignore', 'pipe']);
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (server.exitCode !== null) throw new Error(`nginx stopped (${server.exitCode}): ${errors}`);
    const up = await fetch(`${origin}/robots.txt`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    origin,
    httpsOrigin: tlsOptions ? `https://127.0.0.1:${tlsOptions.port}` : null,
    stop: () =>
      new Promise<void>((done) => {
        server.once('exit', () => {
          rmSync(prefix, { recursive: true, force: true });
          done();
        });
        server.kill('SIGQUIT');
      }),
  };
}
