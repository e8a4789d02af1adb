import { afterEach, expect, type TestContext } from 'vitest';
import { page } from 'vitest/browser';
import { qrCodesInFlight } from '../../src/ui/QrCode';
import { tallestScreen } from './screenSize';

/**
 * Screenshot baselines of every screen story (`stories/features`, `stories/app`) at a phone and a desktop
 * width, taken in the same browser run as the story tests: the story has already rendered on the mock
 * backend and its play function has brought it to the state its name promises, so a baseline costs two
 * screenshots rather than a second render (docs/decisions.md). A story that cannot look the same twice
 * opts out with its reason: `parameters: { visual: { skip: 'why' } }`.
 */
export const screenWidths = [1280, 375] as const;
const screenHeight = 800;
const screenStories = /\/stories\/(features|app)\//;

/**
 * Requests in flight from the page. A wired story's play ends when the customer sees the outcome, but the
 * re-read that follows a money intent (or a focus refresh) may still be on its way; its answer re-renders the
 * screen while the two shots of a comparison are taken, and Vitest then finds no stable screenshot.
 */
interface RequestCounter {
  inFlight: number;
}
const counterKey = Symbol.for('screen-baselines.requests');
const pageGlobal = globalThis as typeof globalThis & { [counterKey]?: RequestCounter };
/**
 * The story files share one page (`isolate: false`, vitest.config.ts) and this file runs again before each
 * of them: `fetch` is wrapped once, by the first, and every later run reads the same counter.
 */
function requestCounter(): RequestCounter {
  const existing = pageGlobal[counterKey];
  if (existing) return existing;
  const counter: RequestCounter = { inFlight: 0 };
  const pageFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    counter.inFlight += 1;
    try {
      return await pageFetch(...args);
    } finally {
      counter.inFlight -= 1;
    }
  };
  pageGlobal[counterKey] = counter;
  return counter;
}
const requests = requestCounter();

/** The body's test id while it is shot. */
const shotTestId = 'screen-baseline';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resizes the test frame and waits until the frame itself has the new size. `page.viewport` resolves once
 * the frame element is resized, but the document inside lays itself out at the new size only on a later
 * frame: a height read before that is the previous size's (a 1280 px shot sized by the 375 px layout of
 * the story before, thousands of pixels too tall, or a sticky bar stuck above the page's end: seen on a
 * busy machine in CartScreen Mobile and Long Names On Phone).
 */
async function resizeFrame(width: number, height: number, limitMs = 5_000): Promise<void> {
  await page.viewport(width, height);
  const until = Date.now() + limitMs;
  while ((window.innerWidth !== width || window.innerHeight !== height) && Date.now() < until) await nextFrame();
  await nextFrame();
}

/**
 * Until nothing is in flight (requests, QR codes being encoded in their worker) and React has committed
 * what the last answer brought (at most `limitMs`).
 */
async function settle(limitMs = 5_000): Promise<void> {
  const until = Date.now() + limitMs;
  // A story that shows a request that never ends (Loading) is shot with it still in flight.
  while ((requests.inFlight > 0 || qrCodesInFlight() > 0) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  await nextFrame();
  await nextFrame();
}

interface ComposedStoryLike {
  id: string;
  parameters: { visual?: unknown };
}

/** The reason a story gives for having no baseline, or null when it has one. */
export function optOutReason(parameter: unknown): string | null {
  if (parameter === undefined || parameter === true) return null;
  if (typeof parameter === 'object' && parameter !== null && 'skip' in parameter) {
    const { skip } = parameter;
    if (typeof skip === 'string' && skip.trim() !== '') return skip;
  }
  throw new Error('A screen story without a baseline says why: `parameters: { visual: { skip: "<reason>" } }`.');
}

afterEach(async (context: TestContext & { story?: ComposedStoryLike }) => {
  const { story, task } = context;
  if (!screenStories.test(task.file.filepath)) return;
  // Without the story on the test context (a Storybook upgrade may move it) no screen would be
  // compared and every baseline would pass unseen: fail instead.
  if (!story) throw new Error('No composed story on the test context: the screen baseline cannot be taken.');
  // A story whose play failed is already red; its half-finished screen would only add a second failure.
  if ((task.result?.errors?.length ?? 0) > 0) return;
  if (optOutReason(story.parameters.visual) !== null) return;
  // The shot covers at least the viewport, so a centred modal or a fixed bottom bar is never cut off
  // when the page behind it is short.
  document.body.style.minHeight = '100vh';
  // The frame grows to a long page's height below; what fills the first screen fills the screen the shot
  // stands for, not the grown frame (ui/theme/global.css).
  document.documentElement.style.setProperty('--first-screen-height', `${screenHeight}px`);
  // Found by an attribute, not `page.elementLocator(document.body)`: that locator is the body's whole text,
  // and react-aria's live announcer changes that text on its own timer. A shot asked for after such a
  // change found no element and waited out its 15 s: the "no stable screenshot" flakes of busy runs.
  document.body.setAttribute('data-testid', shotTestId);
  // Toasts leave on a timer, so whether one is still there depends on how busy the machine is; the
  // story's play asserts their text, and UI/Toast has their baselines.
  const hideToasts = document.createElement('style');
  hideToasts.textContent = '[data-toast-region] { visibility: hidden !important; }';
  document.head.append(hideToasts);
  try {
    await settle();
    for (const width of screenWidths) {
      await resizeFrame(width, screenHeight);
      await document.fonts.ready;
      // The tests run in a frame that paints only what its viewport shows: a long screen gets a viewport
      // as tall as its content, or everything below the fold would be blank in the shot.
      // Capped at the browser window's height (vitest.config.ts), beyond which the frame would be scaled.
      const contentHeight = Math.min(document.documentElement.scrollHeight, tallestScreen);
      if (contentHeight > screenHeight) await resizeFrame(width, contentHeight);
      // A sticky bar sits where the scroll position puts it.
      window.scrollTo(0, 0);
      await nextFrame();
      await nextFrame();
      // Soft: a first run writes both widths' references, and a failure at one width still checks the other.
      // Animations are stopped for the shot by the shared comparison options (vitest.config.ts).
      await expect.soft(page.getByTestId(shotTestId)).toMatchScreenshot(`${story.id}-${width}`);
    }
  } finally {
    document.body.style.minHeight = '';
    document.documentElement.style.removeProperty('--first-screen-height');
    document.body.removeAttribute('data-testid');
    hideToasts.remove();
  }
});
