import { describe, expect, it } from 'vitest';
import { planFetch } from './plan';

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
