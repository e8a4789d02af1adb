import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';
import { chromiumArgs, chromiumExecutable } from './tests/support/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const browser = (viewport: { width: number; height: number }) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  viewport,
});

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // Found up front rather than mid-run: a dependency Vite discovers while the browser tests run makes it
    // reload the page, and every story of that file fails on a fresh clone (the wired route stories
    // reach swr/mutation and wouter's memory location only through their imports).
    optimizeDeps: { include: ['swr', 'swr/mutation', 'wouter', 'wouter/memory-location'] },
    test: {
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
            browser: browser({ width: 1280, height: 800 }),
          },
        },
        {
          extends: true,
          test: {
            name: 'visual',
            include: ['tests/visual/**/*.test.tsx'],
            browser: {
              ...browser({ width: 1280, height: 800 }),
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // A Chromium patch release may move a few anti-aliased pixels; a real change moves many.
                  comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
                },
              },
            },
          },
        },
      ],
    },
  }),
);
