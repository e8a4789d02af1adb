// Size budget: builds the portal for a real API (no mock code) and fails when the gzip size of the JS
// that the first load of #/login needs exceeds size-budget.json. Also fails if any MSW code is shipped.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const outDir = 'dist-size';
const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'));

process.env.VITE_API_BASE = 'https://api.example.invalid';
rmSync(outDir, { recursive: true, force: true });
await build({ logLevel: 'warn', build: { outDir, manifest: 'manifest.json', emptyOutDir: true } });

const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
if (!entry) throw new Error('size: no index.html entry in the Vite manifest');

// The first load is the entry chunk and everything it imports statically; lazy route chunks are not in it.
const firstLoad = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const next of chunk.imports ?? []) visit(next);
};
visit('index.html');

const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
const rows = [...firstLoad].filter((f) => f.endsWith('.js')).map((file) => ({ file, gzip: gz(file) }));
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

const allJs = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
const leaks = allJs.filter((f) => /mockServiceWorker|msw\/|setupWorker|MSW_COOKIE_STORE|\[MSW\]/.test(readFileSync(join(outDir, 'assets', f), 'utf8')));
if (existsSync(join(outDir, 'mockServiceWorker.js'))) leaks.push('mockServiceWorker.js');

for (const row of rows) process.stdout.write(`  ${row.file}  ${row.gzip} B gzip\n`);
process.stdout.write(`size: first load of #/login ${total} B gzip, budget ${budget.firstLoadJs} B (${(total / budget.reactBaseline).toFixed(2)}× React alone), ${allJs.length} JS files in all\n`);

let failed = false;
if (total > budget.firstLoadJs) {
  process.stderr.write(`size: FAILED — the first load is ${total - budget.firstLoadJs} B over budget\n`);
  failed = true;
}
if (leaks.length > 0) {
  process.stderr.write(`size: FAILED — a real-API build contains mock backend code: ${leaks.join(', ')}\n`);
  failed = true;
}
rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
