import { existsSync } from 'node:fs';

/**
 * Browsers cannot be downloaded on the CI machines, so Debian's Chromium is the default. CHROMIUM_PATH
 * overrides it; with neither present Playwright falls back to a browser it installed itself (a laptop).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

export const chromiumArgs = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--font-render-hinting=none'];
