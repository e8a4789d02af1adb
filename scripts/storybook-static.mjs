// Builds the static Storybook (what a designer opens) and checks it with Playwright: its pages can differ
// from the stories the test run renders through Vite's dev server (issue 27: pictures, the Introduction).
import { spawnSync } from 'node:child_process';

const outDir = process.env.STORYBOOK_OUT_DIR ?? 'storybook-static';
const env = { ...process.env, STORYBOOK_OUT_DIR: outDir };
const built = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', outDir], { stdio: 'inherit', env });
if (built.status !== 0) process.exit(built.status ?? 1);
const tested = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.storybook.config.ts', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(tested.status ?? 1);
