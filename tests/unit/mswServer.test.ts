import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';

let started: Server | undefined;
afterEach(() => {
  started?.close();
  started = undefined;
  vi.restoreAllMocks();
});

it('a request no handler answers gets a 500 naming it instead of reaching the network', async () => {
  // MSW says why on the console; the failure itself is what matters here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const answer = await fetch('https://api.example.vn/api/order/getcarts');
  // Answered by the test server with what went wrong, not by a DNS lookup that went out.
  expect(answer.status).toBe(500);
  expect(await answer.text()).toContain('No handler answers GET https://api.example.vn/api/order/getcarts');
});

it('a loopback server the test started itself is reached', async () => {
  started = createServer((_request, response) => response.end('thật'));
  await new Promise<void>((resolve) => started?.listen(0, '127.0.0.1', resolve));
  const { port } = started.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${String(port)}/`);
  expect(await answer.text()).toBe('thật');
});
