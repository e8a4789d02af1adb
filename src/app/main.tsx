import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { configureApp } from './bootstrap';

async function boot() {
  // Vite replaces VITE_API_BASE at build time, so a build for a real API drops this branch and the
  // whole mock backend with it (scripts/size.mjs checks that no MSW code is shipped).
  if (!import.meta.env.VITE_API_BASE) {
    const { startDemoBackend } = await import('./demo');
    await startDemoBackend();
  }
  configureApp();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
