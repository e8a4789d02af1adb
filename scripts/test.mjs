// `npm test`: the whole suite, in the order a failure is cheapest to find. Stops at the first red step.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function findChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
}

/** Installs a Debian package the suite needs when it is missing and we may (root with apt-get), like CI. */
function ensurePackage(name, found, hint) {
  if (found()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    process.stdout.write(`test: no ${name} found, installing Debian's ${name} with apt-get…\n`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get update', 'apt-get', ['update', '-qq'], { env });
    run(`apt-get install ${name}`, 'apt-get', ['install', '-y', '-qq', name], { env });
    if (found()) return;
  }
  process.stderr.write(`test: no ${name} found. ${hint}\n`);
  process.exit(1);
}

const timings = [];
function run(label, command, args, options = {}) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${label}: ${seconds} s`);
  if (result.status !== 0) {
    const verdict = `\n✖ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s\n`;
    process.stdout.write(verdict);
    process.stderr.write(verdict);
    process.exit(result.status ?? 1);
  }
}

ensurePackage('chromium', () => Boolean(findChromium()), 'Install one (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.');
// The "deployed" e2e project serves the build with Debian's nginx.
ensurePackage('nginx', () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p)), 'Install it (Debian: `sudo apt-get install nginx`).');
// …with brotli, which the deployed project checks nginx sends.
ensurePackage('libnginx-mod-http-brotli-filter', () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'), 'Install it (Debian: `sudo apt-get install libnginx-mod-http-brotli-filter`).');
// Chinese shop names and the China warehouse address render as blank boxes in every screenshot without a
// CJK font (docs/decisions.md); customers' phones have one, so the test machine gets the one the baselines
// were taken with.
ensurePackage('fonts-noto-cjk', () => spawnSync('fc-list', ['-q', 'Noto Sans CJK SC'], { stdio: 'ignore' }).status === 0, 'Install it (Debian: `sudo apt-get install fonts-noto-cjk`); the screen baselines were taken with it.');
// The engine journeys drive Debian's Firefox ESR and WebKitGTK (through its WebDriver, in a virtual
// display): iPhones' browsers are all WebKit.
ensurePackage('firefox-esr', () => existsSync('/usr/bin/firefox-esr'), 'Install it (Debian: `sudo apt-get install firefox-esr`).');
ensurePackage('webkit2gtk-driver', () => existsSync('/usr/bin/WebKitWebDriver'), 'Install it (Debian: `sudo apt-get install webkit2gtk-driver`).');
ensurePackage('xvfb', () => existsSync('/usr/bin/xvfb-run'), 'Install it (Debian: `sudo apt-get install xvfb`).');
/**
 * Runs steps side by side (tsc and eslint each keep one core busy; the machine has two),
 * printing each one's output whole when it ends, then stops at the first red one like `run`.
 */
async function runTogether(steps) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${steps.map(([label]) => label).join(' ∥ ')}\n`);
  const results = await Promise.all(
    steps.map(
      ([label, command, args, options = {}]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status, signal) => resolve({ label, status, signal, output: Buffer.concat(output), seconds: ((Date.now() - started) / 1000).toFixed(1) }));
        }),
    ),
  );
  // A red step's output is printed last and its verdict on stdout as well: a CI report that keeps only
  // the tail of the log (stop 39 showed the green Storybook build, not what failed) still shows the cause.
  const failedLast = [...results.filter((r) => r.status === 0), ...results.filter((r) => r.status !== 0)];
  for (const { label, output, seconds } of failedLast) {
    process.stdout.write(`\n▶ ${label} (${seconds} s)\n`);
    process.stdout.write(output);
    timings.push(`${label}: ${seconds} s (in parallel)`);
  }
  const red = results.filter((r) => r.status !== 0);
  for (const { label, status, signal, seconds } of red) {
    const verdict = `\n✖ ${label} failed (exit ${status ?? signal}) after ${seconds} s\n`;
    process.stdout.write(verdict);
    process.stderr.write(verdict);
  }
  if (red.length > 0) process.exit(red[0]?.status ?? 1);
}

const npx = 'npx';
// tsc is done in about a third of the time eslint takes, which left a core idle for over a minute; the
// deployed journeys (one browser, one worker, nginx and the API server mostly waiting) fill it.
await runTogether([
  ['typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', npx, ['eslint', '.', '--max-warnings', '0']],
  // The same-origin real build behind nginx + the reference API server (npm run serve), on ports of its own.
  [
    'e2e (playwright, deployed: nginx + API server)',
    npx,
    ['playwright', 'test', '-c', 'playwright.deployed.config.ts', '--reporter=list,json'],
    {
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e-deployed.json'),
        DEPLOYED_PORT: process.env.DEPLOYED_PORT ?? '4327',
        DEPLOYED_API_PORT: process.env.DEPLOYED_API_PORT ?? '4328',
      },
    },
  ],
  [
    'storybook static (build + playwright)',
    'node',
    ['scripts/storybook-static.mjs', '--reporter=list,json'],
    { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e-storybook.json') } },
  ],
]);
run('unit + stories + visual (vitest)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`]);
run('size budget', 'node', ['scripts/size.mjs']);
run('e2e (playwright, demo build)', 'node', ['scripts/e2e.mjs', `--reporter=list,json`], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
});
// The same demo build in the other engines customers carry (issue 27): Firefox ESR and WebKitGTK; and
// the real build behind nginx for its service worker (tests/engines/serviceWorker.ts).
run('engines (firefox-esr, webkitgtk: journeys on the demo build, the real build\'s service worker)', 'node', [
  'scripts/engines.mjs',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'engines.json')}`,
]);

let passed = 0;
let failed = 0;
for (const name of ['vitest.json', 'engines.json']) {
  const vitest = JSON.parse(readFileSync(join(reports, name), 'utf8'));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
for (const name of ['e2e.json', 'e2e-deployed.json', 'e2e-storybook.json']) {
  const e2ePath = join(reports, name);
  if (!existsSync(e2ePath)) continue;
  const e2e = JSON.parse(readFileSync(e2ePath, 'utf8'));
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
}
process.stdout.write(`\n${timings.join('\n')}\n`);
if (passed === 0) {
  process.stderr.write('test: no test ran\n');
  process.exit(1);
}
process.stdout.write(`\nall: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
