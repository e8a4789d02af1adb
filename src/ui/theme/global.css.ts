import { createGlobalVar, globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fallbackFamilies, fallbackFontFaces } from './fontStacks';

for (const { fontFamily, ...face } of fallbackFontFaces) globalFontFace(fontFamily, face);

/**
 * The height of the customer's first screen: the small viewport, with the browser's bars shown. Named,
 * rather than 100svh where it is used, because the screen-baseline harness grows its frame to a long
 * page's full height for the shot and pins this to the screen it stands for
 * (tests/support/screen-baselines.ts); 100svh would grow with the frame.
 */
export const firstScreenHeight = createGlobalVar('first-screen-height');
globalStyle(':root', { vars: { [firstScreenHeight]: '100svh' } });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  // Stops iOS from inflating text in landscape, which breaks the layout of tables turned into cards.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p, figure, dl, dd, ul, ol', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.brand });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// index.html's prerendered login markup (issue 15, vite.config.ts prerenderLogin) sits in a wrapper that
// leaves no box of its own, so the page lays out exactly as React's. On any other page its gate in <head>
// marks <html>, the markup is never painted, and main.tsx removes it before its first render.
globalStyle('[data-prerendered]', { display: 'contents' });
globalStyle('html[data-prerender="drop"] [data-prerendered]', { display: 'none' });
// Its `Đang tải…` (routes/PageLoading, written beside the markup at build time) shows instead on those
// other pages, until React's first commit replaces both (issue 26).
globalStyle('[data-page-loading]', { display: 'none' });
globalStyle('html[data-prerender="drop"] [data-page-loading]', { display: 'contents' });

// On a first visit to #/login the fonts are not needed for the first paint (font-display: swap would not
// wait for them anyway), so index.html's gate holds them back until that paint has happened: the page is
// drawn from HTML and its stylesheets alone, and the faces then come in. A page the service worker
// controls has them in its cache and never gets this (vite.config.ts prerenderGate, docs/decisions.md).
globalStyle('html[data-fonts="later"] body', { fontFamily: fallbackFamilies });
