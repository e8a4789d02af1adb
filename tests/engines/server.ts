/**
 * Vitest global setup for the engine journeys: the demo build (built by scripts/engines.mjs, or the one
 * the demo e2e step left) served by `vite preview` on a port of its own.
 */
import { spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';

export default async function serveDemoBuild(project: TestProject): Promise<() => void> {
  const port = Number(process.env.ENGINES_PORT ?? 4347);
  const outDir = process.env.BUILD_OUT_DIR ?? 'dist-e2e';
  const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`vite preview of ${outDir} did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.env.ENGINES_BASE_URL = url;
  project.provide('enginesBaseUrl', url);
  return () => {
    if (server.pid !== undefined) process.kill(-server.pid);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    enginesBaseUrl: string;
  }
}
