/**
 * Node tests of the reference HTTP server: start it on an ephemeral loopback port and call it as a
 * browser (or an attacker) would, with the anti-forgery cookie and header.
 */
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { createApiServer, type ApiServer, type ApiServerOptions } from './apiServer';
import { DEMO_PASSWORD, DEMO_USERNAME } from './fixtures/world';
import { createServerSecurity, type ServerSecurityOptions } from './serverSecurity';

export interface Running extends ApiServer {
  base: string;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

const running: { close(): void; closeAllConnections(): void }[] = [];

/** Servers started in a test file are closed after each test. */
export function closeServersAfterEach(): void {
  afterEach(() => {
    for (const server of running.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });
}

/** A cheap scrypt (tests hash many passwords); the format and the checks are the server's. */
export const testSecurity = (options: ServerSecurityOptions = {}) => createServerSecurity({ scryptCost: 2 ** 10, ...options });

export async function startServer(options: ApiServerOptions = {}): Promise<Running> {
  const api = createApiServer({ security: testSecurity(), ...options });
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  running.push(api.server);
  return { ...api, base: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` };
}

/** One browser: its anti-forgery cookie, its session token once logged in, its address (X-Real-IP). */
export class Browser {
  token: string | null = null;
  private xsrf: string | null = null;

  constructor(
    readonly base: string,
    readonly address?: string,
  ) {}

  async call<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    if (this.xsrf === null) {
      const first = await fetch(`${this.base}/api/account/getwarehouses`);
      this.xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
    }
    const all: Record<string, string> = { Cookie: `XSRF-TOKEN=${this.xsrf}`, 'X-XSRF-TOKEN': this.xsrf, ...headers };
    if (this.address !== undefined) all['X-Real-IP'] = this.address;
    if (this.token !== null) all.Authorization = `Bearer ${this.token}`;
    // Bytes go as they are; anything else as JSON (a string too: forgot-password's body is one).
    let sent: string | Uint8Array<ArrayBuffer> | undefined;
    if (body instanceof Uint8Array) sent = new Uint8Array(body);
    else if (body !== undefined) sent = JSON.stringify(body);
    if (sent !== undefined) all['Content-Type'] ??= 'application/json';
    const response = await fetch(`${this.base}${path}`, { method, headers: all, ...(sent === undefined ? {} : { body: sent }) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON: the text itself.
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  /** Logs in; the token is kept for the next calls. */
  async login(userName = DEMO_USERNAME, password = DEMO_PASSWORD): Promise<Answer<{ token?: string }>> {
    const answer = await this.call<{ token?: string }>('POST', '/api/account/login', { UserName: userName, Password: password });
    if (answer.status === 200 && answer.body.token) this.token = answer.body.token;
    return answer;
  }
}

export const depositBody = { Amount: 500_000, BankName: 'Vietcombank', TransferContent: 'NAP TIEN', Note: '' };
export const withdrawalBody = { Amount: 500_000, BankName: 'Vietcombank', AccountNumber: '0011004123456', AccountHolder: 'NGUYEN THI MINH ANH', Note: '' };
