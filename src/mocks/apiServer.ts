/**
 * The reference API server: the mock backend's handlers (the same ones demo mode, stories and tests
 * use) served over real HTTP by Node, so the real-API build can run end to end. msw's `getResponse`
 * runs the handlers on a Fetch `Request`; this file only adapts Node's request/response to it and adds
 * what a browser meets on a real server: the anti-forgery cookie rule, CORS for one configured origin,
 * body caps per route, 405 for a known path's other methods, the caller's address for the brute-force
 * limits, a persisted world and one log line per request. Its security policy is serverSecurity.ts: no
 * fixed token or reset link, secrets and passwords kept hashed, sessions that expire.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { getResponse } from 'msw';
import { createDb, upgradeState, type Db } from './db';
import { findEndpoint } from './endpoints';
import { DEMO_PASSWORD } from './fixtures/world';
import { createHandlers } from './handlers';
import { CLIENT_ADDRESS_HEADER } from './http';
import { BODY_TOO_LARGE_LINE, bodyLimitOf } from './limits';
import type { Security } from './security';
import { createServerSecurity } from './serverSecurity';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** What a write without the matching anti-forgery header gets (a 400 body: lines the client shows). */
export const XSRF_REFUSED = 'Yêu cầu không hợp lệ (thiếu mã chống giả mạo). Vui lòng tải lại trang rồi thử lại.';

export interface ApiServerOptions {
  /** The JSON file the world is kept in; none keeps it in memory only. */
  dataFile?: string;
  /** Start from the seed even if the file holds a world (and overwrite it on the next write). */
  reset?: boolean;
  /** The one origin allowed to call cross-origin (with credentials); none answers no CORS at all. */
  corsOrigin?: string;
  /**
   * Where the demo world's pictures are (npm run api bundles them as files there); served at
   * `/api/pictures/<file>` so every picture address the API hands out is http(s), as a real server's are.
   */
  picturesDir?: string;
  /**
   * Whether the demo customer logs in with the published demo/demo123 (default true). See
   * `demoAccountFor`: a server listening beyond loopback has it only when told to.
   */
  demoAccount?: boolean;
  /** The security policy; createServerSecurity() by default (tests inject a clock and a cheaper scrypt). */
  security?: Security;
  /** Receives each reset link id (there is no mail server: without this, the link goes nowhere). */
  mail?: (email: string, id: string) => void;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+|localhost)$/i;

export const isLoopback = (address: string | undefined): boolean => address !== undefined && LOOPBACK.test(address);

/**
 * The published demo password is a known credential: on loopback (npm run serve, the tests) the demo
 * account is seeded as before; listening beyond it, only when told to (--demo-account or
 * API_DEMO_ACCOUNT=1). The line says which, for the start-up log.
 */
export function demoAccountFor(host: string, told: boolean): { demoAccount: boolean; line: string } {
  if (told || isLoopback(host)) {
    return { demoAccount: true, line: `the demo account (demo / ${DEMO_PASSWORD}) is open${isLoopback(host) ? ' (loopback only)' : ': anyone who reaches this server can log in with it'}.` };
  }
  return { demoAccount: false, line: 'the demo account is locked (listening beyond loopback; --demo-account or API_DEMO_ACCOUNT=1 opens it).' };
}

/** A picture of the demo world by its file name, or null: names only, never a path out of the folder. */
function picture(picturesDir: string | undefined, pathname: string): Response | null {
  const name = /^\/api\/pictures\/([\w-]+\.svg)$/.exec(pathname)?.[1];
  if (!picturesDir || !name) return null;
  try {
    const bytes = readFileSync(join(picturesDir, name));
    return new Response(new Uint8Array(bytes), {
      status: 200,
      // Hashed names never change content; nosniff and a sandboxing policy keep an SVG a picture.
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox", 'X-Content-Type-Options': 'nosniff' },
    });
  } catch {
    return null;
  }
}

export interface ApiServer {
  server: Server;
  db: Db;
}

/**
 * The saved world, or the seed (with a warning) when the file is missing, unreadable or of another
 * version. A world of version 1 (passwords and tokens as text) is upgraded: passwords hashed, sessions
 * and reset links dropped. Returns whether the file must be written again.
 */
export function loadWorld(db: Db, options: ApiServerOptions): boolean {
  const { dataFile, reset, warn = () => undefined } = options;
  if (!dataFile || reset) return false;
  let text: string;
  try {
    text = readFileSync(dataFile, 'utf8');
  } catch {
    warn(`No saved world at ${dataFile}; starting from the seed.`);
    return false;
  }
  try {
    const loaded = upgradeState(text, db.security);
    if (!loaded) throw new Error('not a world of this version');
    db.replaceState(loaded.state);
    if (loaded.upgraded) warn(`The saved world at ${dataFile} kept passwords or tokens as text: passwords are hashed now, and every session and reset link ended.`);
    return loaded.upgraded;
  } catch (error) {
    warn(`The saved world at ${dataFile} is not readable (${(error as Error).message}); starting from the seed.`);
    return false;
  }
}

/**
 * Temporary file then rename: a crash mid-write leaves the previous world, never half a file. Only the
 * owner may read it (0600): it holds every customer's data.
 */
export function saveWorld(db: Db, dataFile: string): void {
  mkdirSync(dirname(dataFile), { recursive: true, mode: 0o700 });
  const temporary = `${dataFile}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, db.serialize(), { mode: 0o600, flag: 'wx' });
  // The rename puts the new file (0600) in place of an older one, whatever mode that had.
  renameSync(temporary, dataFile);
}

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * The body, read while it streams, or null as soon as it passes `cap` (declared or counted): the rest is
 * never read nor kept; the caller answers 413 and closes the connection.
 */
function readBody(req: IncomingMessage, cap: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > cap) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= cap) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.pause();
      chunks.length = 0;
      resolve(null);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The caller: the socket's peer, or, behind nginx on loopback, the X-Real-IP nginx sets. */
function clientAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-real-ip'];
  return isLoopback(peer) && typeof forwarded === 'string' && forwarded.trim() !== '' ? forwarded.trim() : peer;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** A request's address for the log: a reset link id is a password for 30 minutes, so it never reaches the log. */
const logged = (url: string | undefined): string => (url ?? '/').replace(/(\/resetpassword\/)[^/?]+/i, '$1…');

/** What the server answers a body over its route's cap: the connection is closed after it. */
export const BODY_TOO_LARGE = [BODY_TOO_LARGE_LINE];

export function createApiServer(options: ApiServerOptions = {}): ApiServer {
  const security = options.security ?? createServerSecurity();
  const demoAccount = options.demoAccount ?? true;
  const db = createDb({ security, demoAccount, ...(options.mail ? { mail: options.mail } : {}) });
  const upgraded = loadWorld(db, options);
  // A saved world from a run with the demo account open does not reopen it on a server told to keep it shut.
  if (!demoAccount && db.passwordMatches(db.demo, DEMO_PASSWORD)) db.setPassword(db.demo, security.newSecret());
  const { dataFile, corsOrigin, log = () => undefined } = options;
  if (dataFile) {
    db.subscribe(() => saveWorld(db, dataFile));
    if (options.reset || upgraded) saveWorld(db, dataFile);
  }
  const handlers = createHandlers(db);

  const answer = async (req: IncomingMessage, cookie: string | undefined): Promise<Response> => {
    const method = (req.method ?? 'GET').toUpperCase();
    const origin = req.headers.origin;
    if (method === 'OPTIONS') {
      return origin !== undefined && origin === corsOrigin ? new Response(null, { status: 204 }) : new Response(null, { status: 403 });
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const endpoint = url.pathname.startsWith('/api/pictures/') ? undefined : findEndpoint(url.pathname);
    const safe = method === 'GET' || method === 'HEAD';
    if (endpoint && method !== endpoint.method && !(method === 'HEAD' && endpoint.method === 'GET')) {
      return new Response(JSON.stringify(['Phương thức không được hỗ trợ cho địa chỉ này.']), {
        status: 405,
        headers: { 'Content-Type': 'application/json; charset=utf-8', Allow: endpoint.method === 'GET' ? 'GET, HEAD' : endpoint.method },
      });
    }
    if (!safe) {
      const header = req.headers[XSRF_HEADER];
      if (cookie === undefined || typeof header !== 'string' || header !== cookie) return json(400, [XSRF_REFUSED]);
    }
    if (safe) {
      const found = picture(options.picturesDir, url.pathname);
      if (found) return found;
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    }
    // Only the server says who called: a caller's own value of the header is replaced.
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(req));
    const body = safe ? undefined : await readBody(req, bodyLimitOf(endpoint?.name));
    if (body === null) return json(413, BODY_TOO_LARGE);
    const request = new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
    try {
      return (await getResponse(handlers, request)) ?? json(404, ['Không tìm thấy địa chỉ này']);
    } catch {
      return json(500, { Message: 'An error has occurred.' });
    }
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const sent = cookieOf(req.headers.cookie, XSRF_COOKIE);
    void answer(req, sent).then(
      async (response) => {
        res.statusCode = response.status;
        response.headers.forEach((value, key) => res.setHeader(key, value));
        // Every answer carries the cookie until the browser has one; the client echoes it in the header.
        if (sent === undefined) {
          res.setHeader('Set-Cookie', `${XSRF_COOKIE}=${randomBytes(18).toString('base64url')}; Path=/; SameSite=Strict`);
        }
        const origin = req.headers.origin;
        if (origin !== undefined && origin === corsOrigin) {
          res.setHeader('Access-Control-Allow-Origin', origin);
          res.setHeader('Access-Control-Allow-Credentials', 'true');
          res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
          res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-XSRF-TOKEN, Idempotency-Key');
          res.setHeader('Access-Control-Max-Age', '600');
          res.setHeader('Vary', 'Origin');
        }
        if (!response.headers.has('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
        if (response.status === 413) {
          // The unread rest of an oversized body is never read: the connection ends with the answer.
          res.setHeader('Connection', 'close');
          res.once('finish', () => req.socket.destroy());
        }
        const body = req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer());
        res.end(body);
        log(`${req.method ?? 'GET'} ${logged(req.url)} ${response.status} ${Math.round(performance.now() - started)}ms`);
      },
      (error: unknown) => {
        res.statusCode = 500;
        res.end();
        log(`${req.method ?? 'GET'} ${logged(req.url)} 500 ${(error as Error).message}`);
      },
    );
  });
  return { server, db };
}
