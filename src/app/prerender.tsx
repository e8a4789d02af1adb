// Build-time only (vite.config.ts, prerenderLogin; issue 15): the anonymous #/login page rendered into
// index.html, so a phone paints the form before any script has run. main.tsx hydrates it, so the tree is
// main.tsx's. react-dom/static's prerender, not renderToString: it waits for lazy parts (the footer's
// warehouse contacts) and writes them complete, in their loading state, which hydration keeps until
// their chunk arrives. renderToString writes such a boundary as "not finished", and hydrating it reports
// a recoverable error (React #419) on every load. Never part of the client build.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { lightTheme } from '../ui/theme/theme.css';
import { App } from './App';
import { RootErrorBoundary } from './RootErrorBoundary';
import { PageLoading } from './routes/PageLoading';

export async function renderLoginPage(): Promise<{ html: string; htmlClass: string }> {
  // The hash router reads the address for its server snapshot too (routing/hashLocation.ts): here it is
  // the one address index.html keeps this markup for.
  const global = globalThis as { location?: unknown };
  global.location = { hash: '#/login' };
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <RootErrorBoundary>
          <App />
        </RootErrorBoundary>
      </StrictMode>,
    );
    return { html: await new Response(prelude).text(), htmlClass: lightTheme };
  } finally {
    delete global.location;
  }
}

/** The loading line index.html shows on any other first screen until React's first commit (issue 26). */
export async function renderPageLoading(): Promise<string> {
  const { prelude } = await prerender(<PageLoading />);
  return new Response(prelude).text();
}
