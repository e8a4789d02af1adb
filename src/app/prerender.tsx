// Build-time only (vite.config.ts, prerenderLogin): the login page's markup, rendered by react-dom's
// static renderer into index.html so a phone paints the form before any script has run (issue 15).
// main.tsx then hydrates it. The tree is main.tsx's: any difference is a hydration mismatch, which
// React reports as an error (the deployed e2e fails on it).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { lightTheme } from '../ui/theme/theme.css';
import { App } from './App';

export async function renderLoginPage(): Promise<{ html: string; htmlClass: string }> {
  const { prelude } = await prerender(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return { html: await new Response(prelude).text(), htmlClass: lightTheme };
}
