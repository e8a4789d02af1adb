// Builds the portal in demo mode (mock backend in the browser) and runs the Playwright journeys on it.
import { spawnSync } from 'node:child_process';

// E2E_OUT_DIR lets two runs on one machine build side by side.
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const env = { ...process.env, BUILD_OUT_DIR: outDir };
delete env.VITE_API_BASE;
const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
if (built.status !== 0) process.exit(built.status ?? 1);
const tested = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(tested.status ?? 1);
