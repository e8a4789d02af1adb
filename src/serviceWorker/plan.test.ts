import { describe, expect, it, vi } from 'vitest';
import { answerPage, planFetch } from './plan';

const scope = 'https://portal.example.vn/khach/';
const get = (url: string, mode: RequestMode = 'cors') => ({ method: 'GET', url, mode });

describe('the service worker never answers for the API and answers pages and hashed files', () => {
  it.each([
    ['the page, any route', get('https://portal.example.vn/khach/?x=1', 'navigate'), 'page'],
    ['a hashed script', get('https://portal.example.vn/khach/assets/index-B9Xy.js'), 'asset'],
    ['a font', get('https://portal.example.vn/khach/assets/be-vietnam-pro-vietnamese-400-normal.woff2'), 'asset'],
    ['an API read', get('https://portal.example.vn/khach/api/wallet/wallet'), 'network'],
    ['an API read opened as a page', get('https://portal.example.vn/khach/api/wallet/wallet', 'navigate'), 'network'],
    ['a write', { method: 'POST', url: 'https://portal.example.vn/khach/api/wallet/deposit', mode: 'cors' as const }, 'network'],
    ['another origin (a product picture)', get('https://img.alicdn.com/a.jpg', 'no-cors'), 'network'],
    ['the same origin outside the scope', get('https://portal.example.vn/other/assets/a.js'), 'network'],
    ['the manifest (no-cache, from the network)', get('https://portal.example.vn/khach/manifest.webmanifest'), 'network'],
  ])('%s', (_, request, plan) => {
    expect(planFetch(request, scope)).toBe(plan);
  });
});

describe('a page is answered from the network first, and from the cache only when there is no network', () => {
  const page = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'text/html' } });
  const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
  const sources = (preloaded: Promise<Response | undefined> | undefined, { cached = true } = {}) => ({
    preloaded,
    fetchPage: vi.fn(noNetwork),
    cachedPage: vi.fn(() => Promise.resolve(cached ? page('cached') : undefined)),
  });

  it('takes the answer the browser fetched while the worker started, and sends no request of its own', async () => {
    const from = sources(Promise.resolve(page('new')));
    expect(await (await answerPage(from)).text()).toBe('new');
    expect(from.fetchPage).not.toHaveBeenCalled();
    expect(from.cachedPage).not.toHaveBeenCalled();
  });

  it('sends the request itself where the browser preloads nothing', async () => {
    const from = { ...sources(Promise.resolve(undefined)), fetchPage: vi.fn(() => Promise.resolve(page('new'))) };
    expect(await (await answerPage(from)).text()).toBe('new');
    const noPreload = { ...sources(undefined), fetchPage: vi.fn(() => Promise.resolve(page('new'))) };
    expect(await (await answerPage(noPreload)).text()).toBe('new');
  });

  it('keeps an error page the server sent: the network answered', async () => {
    const from = sources(Promise.resolve(new Response('Bad Gateway', { status: 502 })));
    const answer = await answerPage(from);
    expect(answer.status).toBe(502);
    expect(from.cachedPage).not.toHaveBeenCalled();
  });

  it.each([
    ['Chromium: the preload rejects', () => noNetwork()],
    ['Firefox ESR: the preload answers with a network error', () => Promise.resolve(Response.error())],
    ['no preload, and the request the worker sends fails', () => Promise.resolve(undefined)],
  ])('offline (%s): the cached page', async (_, preloaded) => {
    const answer = await answerPage(sources(preloaded()));
    expect(answer.type).not.toBe('error');
    expect(await answer.text()).toBe('cached');
  });

  it('offline with nothing cached: the failure stands, for the browser to show', async () => {
    await expect(answerPage(sources(Promise.resolve(Response.error()), { cached: false }))).rejects.toThrow(TypeError);
    await expect(answerPage(sources(noNetwork(), { cached: false }))).rejects.toThrow('Failed to fetch');
  });
});
