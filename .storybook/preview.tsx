import type { Preview } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { installAriaStrings } from '../src/app/i18n/ariaStrings.vi';
import { createDb } from '../src/mocks/db';
import { createHandlers } from '../src/mocks/handlers';
import { setStoryDb } from '../src/mocks/storybook';
import { prefetchDialogHost } from '../src/ui/Dialogs';
import { prefetchToastRegion } from '../src/ui/Toast';
import { withFreshSwrCache, withMemoryRouter, withUi } from './decorators';

// react-aria's own texts in Vietnamese, as in the app (src/app/routes/AuthenticatedApp.tsx).
installAriaStrings();

// How long a play's `waitFor` and `findBy…` wait for what the customer would see; a story that passes
// ends its wait at once. Testing Library's 1 s was less than a loaded 2-core CI gives a frame: a761f5a's
// run failed three stories (a dialog's and a toast's fade-in, a line's layout) that pass when run alone.
configure({ asyncUtilTimeout: 5_000 });

export const viewports = {
  mobile: { name: 'Điện thoại 375', styles: { width: '375px', height: '720px' }, type: 'mobile' },
  tablet: { name: 'Máy tính bảng 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Máy tính 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** `parameters.msw` as msw-storybook-addon reads it: a list, or { handlers: list | record of lists }. */
function parameterHandlers(parameter: unknown): AnyHandler[] {
  if (Array.isArray(parameter)) return parameter as AnyHandler[];
  if (typeof parameter !== 'object' || parameter === null || !('handlers' in parameter)) return [];
  const { handlers } = parameter as { handlers?: AnyHandler[] | Record<string, AnyHandler | AnyHandler[]> };
  if (!handlers) return [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat().filter(Boolean);
}

const preview: Preview = {
  // The signed-in app fetches the toasts' region and the alerts' host once the browser is idle (src/app),
  // so its first toast or alert shows at once. Fetched here too, a story's first one does not wait on
  // which story files the test page ran before it (the story files share pages: vitest.config.ts).
  beforeAll: async () => {
    await Promise.all([prefetchToastRegion(), prefetchDialogHost()]);
  },
  loaders: [mswLoader()],
  /*
   * The mock backend (src/mocks): before each story a fresh world (seeded, fixed clock) answers every
   * endpoint of SPEC §7, logged in as the demo customer with the token DEMO_TOKEN ('demo-token').
   * A story changes it in its own beforeEach, which runs after this one — one line each:
   *
   *   beforeEach: ({ msw }) => msw.use(scenarios.error500('getcarts')),       // 500 for one endpoint
   *   beforeEach: ({ msw }) => msw.use(scenarios.empty('orders')),            // empty list
   *   beforeEach: ({ msw }) => msw.use(scenarios.slow('getdashboard')),       // loading forever
   *   beforeEach: ({ msw }) => msw.use(scenarios.badRequest('deposit', ['Số dư không đủ'])),
   *   beforeEach: ({ msw }) => msw.use(scenarios.unauthorized('userinfo')),   // 401
   *   beforeEach: () => { mockDb().demo.carts = []; },                        // arrange the world itself
   *
   * (scenarios and mockDb from 'src/mocks'). `parameters.msw` handlers still work and win over the world.
   */
  beforeEach: ({ msw, parameters }) => {
    const db = createDb();
    setStoryDb(db);
    // The world becomes the base list; the loader's `parameters.msw` handlers go back on top of it.
    msw.resetHandlers(...createHandlers(db));
    msw.use(...parameterHandlers(parameters.msw));
  },
  decorators: [withMemoryRouter, withFreshSwrCache, withUi],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // A Chromatic build snapshots every story at a phone and a desktop width, the widths of the viewports
    // above and of the screenshot baselines (tests/visual). Chromatic's modes take a width in pixels.
    chromatic: {
      modes: {
        mobile: { viewport: 375 },
        desktop: { viewport: 1280 },
      },
    },
    a11y: {
      // A story that breaks an axe rule fails its test, in the browser and in CI. Nothing is excluded:
      // react-aria's live announcer is checked too (src/ui/Button/orphanAnnouncements.ts).
      test: 'error',
      context: { include: ['body'] },
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        rules: { 'target-size': { enabled: true } },
        // In the test run only violations count, so axe details them alone (every rule still runs): the
        // passes' element lists took a third of axe's time and made the run's JSON report 127 MB. The
        // Storybook panel keeps the whole picture.
        ...(import.meta.env.MODE === 'test' ? { resultTypes: ['violations'] } : {}),
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
