// Visual review on Chromatic. Its service cannot be reached from the CI machines, and the CLI keeps
// retrying when it has a token, so the call is bounded. Never part of `npm test`.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  process.stderr.write('chromatic: set CHROMATIC_PROJECT_TOKEN (from the Chromatic project settings) first.\n');
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--exit-zero-on-changes', '--only-changed', '--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  { stdio: 'inherit', timeout: 10 * 60 * 1000 },
);
if (result.error) {
  process.stderr.write(`chromatic: stopped after 10 minutes (${result.error.message})\n`);
  process.exit(1);
}
process.exit(result.status ?? 1);
