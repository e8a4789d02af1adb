// `npm test`: the whole suite, in the order a failure is cheapest to find. Stops at the first red step.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function findChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
}

function ensureChromium() {
  if (findChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    process.stdout.write('test: no Chromium found, installing Debian\'s chromium with apt-get…\n');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get update', 'apt-get', ['update', '-qq'], { env });
    run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    if (findChromium()) return;
  }
  process.stderr.write(
    'test: no Chromium found. Install one (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.\n',
  );
  process.exit(1);
}

// Chinese shop names and the China warehouse address render as blank boxes in every screenshot when the
// machine has no CJK font (docs/decisions.md). Customers' phones have one, so the test machine gets the one
// the baselines were taken with.
function ensureCjkFont() {
  const hasCjk = spawnSync('fc-list', ['-q', 'Noto Sans CJK SC'], { stdio: 'ignore' }).status === 0;
  if (hasCjk) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    process.stderr.write('test: no Noto Sans CJK SC found; Chinese text will be blank in screenshots (Debian: `sudo apt-get install fonts-noto-cjk`).\n');
    return;
  }
  process.stdout.write('test: no Noto Sans CJK SC found, installing Debian\'s fonts-noto-cjk with apt-get…\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get update', 'apt-get', ['update', '-qq'], { env });
  run('apt-get install fonts-noto-cjk', 'apt-get', ['install', '-y', '-qq', 'fonts-noto-cjk'], { env });
}

const timings = [];
function run(label, command, args, options = {}) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${label}: ${seconds} s`);
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s\n`);
    process.exit(result.status ?? 1);
  }
}

ensureChromium();
ensureCjkFont();
const npx = 'npx';
run('typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', npx, ['eslint', '.', '--max-warnings', '0']);
run('unit + stories + visual (vitest)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`]);
run('size budget', 'node', ['scripts/size.mjs']);
run('e2e (playwright, demo build)', 'node', ['scripts/e2e.mjs', `--reporter=list,json`], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
});

let passed = 0;
let failed = 0;
const vitest = JSON.parse(readFileSync(join(reports, 'vitest.json'), 'utf8'));
passed += vitest.numPassedTests;
failed += vitest.numFailedTests;
const e2ePath = join(reports, 'e2e.json');
if (existsSync(e2ePath)) {
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
