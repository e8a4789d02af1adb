/**
 * The reference API server: the mock backend's handlers (the same ones demo mode, stories and tests
 * use) served over real HTTP by Node, so the real-API build can run end to end. msw's `getResponse`
 * runs the handlers on a Fetch `Request`; this file only adapts Node's request/response to it and adds
 * what a browser meets on a real server: the anti-forgery cookie rule, CORS for one configured origin,
 * a persisted world and one log line per request.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { getResponse } from 'msw';
import { createDb, parseState, type Db } from './db';
import { createHandlers } from './handlers';

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
  log?: (line: string) => void;
  warn?: (line: string) => void;
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

/** The saved world, or the seed (with a warning) when the file is missing, unreadable or of another version. */
export function loadWorld(db: Db, options: ApiServerOptions): void {
  const { dataFile, reset, warn = () => undefined } = options;
  if (!dataFile || reset) return;
  let text: string;
  try {
    text = readFileSync(dataFile, 'utf8');
  } catch {
    warn(`No saved world at ${dataFile}; starting from the seed.`);
    return;
  }
  try {
    db.replaceState(parseState(text));
  } catch (error) {
    warn(`The saved world at ${dataFile} is not readable (${(error as Error).message}); starting from the seed.`);
  }
}

/** Temporary file then rename: a crash mid-write leaves the previous world, never half a file. */
export function saveWorld(db: Db, dataFile: string): void {
  mkdirSync(dirname(dataFile), { recursive: true });
  const temporary = `${dataFile}.${process.pid}.tmp`;
  writeFileSync(temporary, db.serialize());
  renameSync(temporary, dataFile);
}

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

export function createApiServer(options: ApiServerOptions = {}): ApiServer {
  const db = createDb();
  loadWorld(db, options);
  const { dataFile, corsOrigin, log = () => undefined } = options;
  if (dataFile) {
    db.subscribe(() => saveWorld(db, dataFile));
    if (options.reset) saveWorld(db, dataFile);
  }
  const handlers = createHandlers(db);

  const answer = async (req: IncomingMessage, cookie: string | undefined): Promise<Response> => {
    const method = (req.method ?? 'GET').toUpperCase();
    const origin = req.headers.origin;
    if (method === 'OPTIONS') {
      return origin !== undefined && origin === corsOrigin ? new Response(null, { status: 204 }) : new Response(null, { status: 403 });
    }
    const safe = method === 'GET' || method === 'HEAD';
    if (!safe) {
      const header = req.headers[XSRF_HEADER];
      if (cookie === undefined || typeof header !== 'string' || header !== cookie) return json(400, [XSRF_REFUSED]);
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    if (safe) {
      const found = picture(options.picturesDir, url.pathname);
      if (found) return found;
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    }
    const body = safe ? undefined : await readBody(req);
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
        const body = req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer());
        res.end(body);
        log(`${req.method ?? 'GET'} ${req.url ?? '/'} ${response.status} ${Math.round(performance.now() - started)}ms`);
      },
      (error: unknown) => {
        res.statusCode = 500;
        res.end();
        log(`${req.method ?? 'GET'} ${req.url ?? '/'} 500 ${(error as Error).message}`);
      },
    );
  });
  return { server, db };
}
