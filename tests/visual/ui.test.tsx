import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta } from '@storybook/react-vite';
import { act, type FC } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import previewAnnotations from '../../.storybook/preview';
import { onDemandInFlight } from '../../src/ui/OnDemand';

/**
 * Screenshot baselines of every design-system story at a phone and a desktop width. Play functions are
 * not run: a baseline shows the state a story starts in, which is what its name promises.
 */
setProjectAnnotations([previewAnnotations]);

// Renders go through act() so effects settle before the screenshot; React wants to be told it is in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type StoryModule = { default: Meta } & Record<string, unknown>;
const modules = import.meta.glob<StoryModule>('../../stories/ui/**/*.stories.tsx', { eager: true });
const widths = [375, 1280] as const;

/**
 * Until the parts fetched on demand (the toasts' region, the alerts' host) have arrived and what they
 * drew has finished entering (at most `limitMs`). A toast whose region arrived during the shot slid in
 * under it: UI/Toast LongText at 375 px failed a clean-clone run by 1,325 pixels, its toast 8 px low.
 */
async function settleOnDemandParts(limitMs = 5_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (onDemandInFlight() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  // The part's component renders on the next commit.
  await act(async () => {});
  const entering = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.race([Promise.all(entering.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, limitMs))]);
}

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
});

for (const [file, module] of Object.entries(modules)) {
  // composeStories types each story by its module's exports; here every module is seen through one lens.
  const stories = composeStories(module) as unknown as Record<string, FC & { id: string; parameters: { visual?: boolean } }>;
  const title = module.default.title ?? file;
  // Stories that only make sense after a click opt out (`parameters.visual: false`); a file whose
  // stories all do has no baseline, and an empty suite would fail the run.
  const shown = Object.entries(stories).filter(([, Story]) => Story.parameters.visual !== false);
  if (shown.length === 0) continue;
  describe(title, () => {
    for (const [name, Story] of shown) {
      for (const width of widths) {
        test(`${name} @ ${width}px`, async () => {
          await page.viewport(width, 800);
          host = document.createElement('div');
          host.style.padding = '16px';
          host.style.display = 'inline-block';
          host.style.minWidth = `${width - 32}px`;
          // Found by this attribute: `page.elementLocator(host)` is the host's whole text, which a live
          // region may change before the shot is taken (tests/support/screen-baselines.ts).
          host.setAttribute('data-testid', 'ui-baseline');
          document.body.append(host);
          root = createRoot(host);
          act(() => {
            root?.render(<Story />);
          });
          await document.fonts.ready;
          await settleOnDemandParts();
          await expect.element(page.getByTestId('ui-baseline')).toMatchScreenshot(`${Story.id}-${width}`);
        });
      }
    }
  });
}
