// Measures the gzip size of React + react-dom alone (a production bundle that mounts an empty root).
// The first-load budget in size-budget.json is 1.6 × this number; re-run after a React upgrade.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// Inside the project so that react resolves from its node_modules.
const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.react-baseline-'));
writeFileSync(join(dir, 'index.html'), '<div id="r"></div><script type="module" src="./main.js"></script>');
writeFileSync(
  join(dir, 'main.js'),
  "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('r')).render(createElement('p', null, 'x'));\n",
);
await build({ root: dir, configFile: false, logLevel: 'silent', build: { outDir: join(dir, 'out') }, resolve: { alias: {} } });
const assets = join(dir, 'out', 'assets');
const bytes = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
rmSync(dir, { recursive: true, force: true });
process.stdout.write(`${bytes}\n`);
