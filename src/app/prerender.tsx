// Build-time only (vite.config.ts, prerenderLogin; issue 15): the anonymous #/login page rendered into
// index.html, so a phone paints the form before any script has run. main.tsx's first render replaces it
// and must look the same: the tree is main.tsx's, and renderToString (not react-dom/static's prerender,
// which waits for lazy parts) shows a Suspense boundary's fallback where the client's first render does
// too, e.g. the footer's warehouse contacts, a lazy chunk. Never part of the client build.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { lightTheme } from '../ui/theme/theme.css';
import { App } from './App';
import { RootErrorBoundary } from './RootErrorBoundary';

export function renderLoginPage(): { html: string; htmlClass: string } {
  // The hash router reads the address for its server snapshot too (routing/hashLocation.ts): here it is
  // the one address index.html keeps this markup for.
  const global = globalThis as { location?: unknown };
  global.location = { hash: '#/login' };
  try {
    const html = renderToString(
      <StrictMode>
        <RootErrorBoundary>
          <App />
        </RootErrorBoundary>
      </StrictMode>,
    );
    return { html, htmlClass: lightTheme };
  } finally {
    delete global.location;
  }
}
