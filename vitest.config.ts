import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';
import { chromiumArgs, chromiumExecutable } from './tests/support/chromium';
import { tallestScreen } from './tests/support/screenSize';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const browser = (viewport: { width: number; height: number }, window?: { width: number; height: number }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    // Vitest scales the test frame down to fit the browser window; a window at least as large as the
    // frame keeps screenshots at their real size.
    ...(window ? { contextOptions: { viewport: window } } : {}),
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport,
});

/**
 * The mock world as the reference API server builds it, in Node, for the browser test that checks the
 * stories and demo mode build the same one from the same seed (tests/visual/mockWorld.test.tsx).
 */
const mockWorldInNode: BrowserCommand<[seed: number]> = async ({ project }, seed) => {
  const { buildWorld } = (await project.vite.ssrLoadModule('/src/mocks/fixtures/world.ts')) as typeof import('./src/mocks/fixtures/world');
  const { createRandom } = (await project.vite.ssrLoadModule('/src/mocks/random.ts')) as typeof import('./src/mocks/random');
  return JSON.stringify(buildWorld(createRandom(seed)));
};

/**
 * Switches the test page to print (or back to screen) media, for the stories that check what a printed page
 * shows. Playwright's emulation lasts for the page, so a story sets it back when it ends.
 */
const emulateMedia: BrowserCommand<[media: 'print' | 'screen']> = async ({ page }, media) => {
  await page.emulateMedia({ media });
};

/** The parts of a screenshot's path Vitest hands to `resolveScreenshotPath` that are used here. */
interface ScreenshotPathParts {
  arg: string;
  ext: string;
  root: string;
  browserName: string;
  platform: string;
}

const screenshotComparison = {
  comparatorName: 'pixelmatch' as const,
  // A Chromium patch release may move a few anti-aliased pixels; a real change moves many.
  comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
  // Playwright ends finite animations and cancels infinite ones before the shot, for every baseline (the
  // screen baselines always did). The design-system shots did not: a clean-clone CI run failed UI/Toast
  // LongText, a toast that slides in, by 1,325 pixels; here it passed 6 runs of 6, idle and under load.
  screenshotOptions: { animations: 'disabled' as const },
};

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // Found up front rather than mid-run: a dependency Vite discovers while the browser tests run makes it
    // reload the page, and every story of that file fails on a fresh clone (the wired route stories
    // reach swr/mutation and wouter's memory location only through their imports).
    optimizeDeps: { include: ['swr', 'swr/mutation', 'wouter', 'wouter/memory-location'] },
    test: {
      // Every screenshot comparison leaves its 15 s time limit running inside Vitest once it has matched,
      // so the last one kept the process alive until the 10 s close limit ran out (the hanging-process
      // reporter names that timer). The reports are written by then; one second is enough to close.
      teardownTimeout: 1_000,
      // Two pages per browser project, two forks for the unit files. Vitest's default on a 2-core machine is
      // one (cores − 1), which ran the 80 story files one after the other in one page: that page's renderer
      // and the screenshot decoding in Vitest's process took turns, and a core idled a third of the time.
      // Two pages: the whole run 650–700 s → 437 s (docs/decisions.md, "The full test run").
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
            setupFiles: ['tests/support/unit-setup.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            // The first story of each page also waits for the page's start (the mock worker, the shared
            // modules transformed on first import): 8–13 s in the CI runs of session 18, and 15.2 s, over
            // the browser default of 15 s, in 68d4bff's (DateRangePicker Default, its page's first file). A
            // story's own waits end at 5 s (.storybook/preview.tsx); this limit is for a hung one.
            testTimeout: 30_000,
            // The 80 story files run one after another in one page instead of a fresh frame each: a fresh
            // frame re-imported React, react-aria and the preview for every file, 3.5 s apiece on 2 cores
            // (docs/decisions.md, "The full test run"). Each story still mounts on its own; what a story
            // leaves behind (storage, the mock world) it already had to reset for the next story of its file.
            isolate: false,
            // Screen stories are screenshotted right after their test, in the same page (the file says why).
            setupFiles: ['tests/support/screen-baselines.ts'],
            browser: {
              ...browser({ width: 1280, height: 800 }, { width: 1280, height: tallestScreen }),
              commands: { emulateMedia },
              expect: {
                toMatchScreenshot: {
                  ...screenshotComparison,
                  // A whole page at 1280 px is a large image; on a busy 2-core machine two equal shots in a row
                  // can take longer than the default 5 s.
                  timeout: 15_000,
                  // Beside the design-system baselines rather than in a folder inside every story directory.
                  resolveScreenshotPath: ({ arg, ext, root, browserName, platform }: ScreenshotPathParts) =>
                    path.join(root, 'tests/visual/__screenshots__/screens', `${arg}-${browserName}-${platform}${ext}`),
                },
              },
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'visual',
            include: ['tests/visual/**/*.test.tsx'],
            browser: {
              ...browser({ width: 1280, height: 800 }),
              commands: { mockWorldInNode },
              expect: { toMatchScreenshot: screenshotComparison },
            },
          },
        },
      ],
    },
  }),
);
