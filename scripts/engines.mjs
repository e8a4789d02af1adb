// The journeys in Firefox ESR and WebKitGTK (tests/engines), on the demo build the demo e2e step made
// (built here when it is missing), and the service worker's on the real build (scripts/serve.mjs builds
// it when it is older than the sources). WebKitGTK has no headless mode: the run is under xvfb-run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const outDir = process.env.BUILD_OUT_DIR ?? 'dist-e2e';
const env = { ...process.env, BUILD_OUT_DIR: outDir };
delete env.VITE_API_BASE;
if (!existsSync(`${outDir}/index.html`) || process.argv.includes('--build')) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const args = ['-a', 'npx', 'vitest', 'run', '-c', 'vitest.engines.config.ts', ...process.argv.slice(2).filter((arg) => arg !== '--build')];
const tested = spawnSync('xvfb-run', args, { stdio: 'inherit', env });
process.exit(tested.status ?? 1);
