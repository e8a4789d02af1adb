/**
 * Wired route stories: the real route component, its SWR hooks and API client, answered by the mock
 * world that .storybook/preview.tsx installs before each story. `routeStory(path)` gives a meta the
 * decorator and the logged-in session; a story then bends one endpoint in its own beforeEach:
 *
 *   beforeEach: ({ msw }) => msw.use(scenarios.error500('getcarts'))
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import type { Cache } from 'swr';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApp, dialogs, toasts } from '../../../src/app/bootstrap';
import { AppSWRConfig } from '../../../src/app/hooks';
import { login } from '../../../src/app/session/flows';
import { sessionStore } from '../../../src/app/session/store';
import type { HttpHandler } from 'msw';
import { DEMO_TOKEN, handlerFor, mockDb } from '../../../src/mocks';
import { UiProvider } from '../../../src/ui/Provider';
import { pressRetryAfterLoadError } from '../../support/loadError';

/**
 * The providers of the app root around one route: the dialogs and toasts the API client also holds,
 * SWR as the app configures it but with a cache of this story's own (the app's shared `appCache`
 * would hand one story's data to the next), and an in-memory location at `path` for useQueryState.
 */
export function withRoute(path: string): Decorator {
  function RouteFrame({ children }: { children: ReactNode }) {
    // Made once per mount: a re-render keeps the cache and the location (and what the story navigated to).
    const [cache] = useState<Cache>(() => new Map());
    const [location] = useState(() => memoryLocation({ path, record: true }));
    return (
      <UiProvider dialogs={dialogs} toasts={toasts}>
        <AppSWRConfig cache={cache}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>
        </AppSWRConfig>
      </UiProvider>
    );
  }
  const decorator: Decorator = (Story) => (
    <RouteFrame>
      <Story />
    </RouteFrame>
  );
  return decorator;
}

/**
 * Logs the demo customer in the way the login screen does (`login` reads settings, dashboard and user
 * info from the mock world and stores user.configs), so the stored configs are the world's own and
 * decode. Runs in the meta's beforeEach: after the preview has installed a fresh world, before a
 * story's own overrides. The session is cleared again after the story.
 */
export async function loginDemo(): Promise<() => void> {
  configureApp();
  await login(DEMO_TOKEN, false);
  return () => sessionStore.clear();
}

/** The meta of a page outside the shell (login, register): its providers at `path`, signed out, full page. */
export function publicRouteMeta(path: string) {
  return {
    decorators: [withRoute(path)],
    beforeEach: () => {
      configureApp();
      sessionStore.clear();
      return () => sessionStore.clear();
    },
    parameters: { layout: 'fullscreen' },
  } satisfies Pick<Meta, 'decorators' | 'beforeEach' | 'parameters'>;
}

/** The shared part of a route story file's meta: the route's providers at `path`, logged in, full page. */
export function routeMeta(path: string) {
  return {
    decorators: [withRoute(path)],
    beforeEach: loginDemo,
    parameters: { layout: 'fullscreen' },
  } satisfies Pick<Meta, 'decorators' | 'beforeEach' | 'parameters'>;
}

/** The row a list answered newest-first shows on top (the mock sorts by CreatedDate, as the server does). */
export function newest<T extends { CreatedDate: string }>(rows: readonly T[]): T | undefined {
  return [...rows].sort((a, b) => new Date(b.CreatedDate).getTime() - new Date(a.CreatedDate).getTime())[0];
}

/** Where the `Chưa rõ kết quả` alert sends the customer to check (src/app/money/outcome.ts). */
export interface CheckLink {
  name: string;
  href: string;
}

/**
 * The alert of an unclear money outcome (issue 12 §1): titled and starting with `Chưa rõ kết quả`, with its
 * link. Closed afterwards, so the story can look at the screen behind it (and the baseline shows it).
 */
export async function acknowledgeUnclearOutcome(link: CheckLink | null): Promise<void> {
  const dialog = await screen.findByRole('alertdialog', { name: 'Chưa rõ kết quả' }, { timeout: 10_000 });
  // Visible once its entrance animation has run.
  await waitFor(() => expect(within(dialog).getByText(/^Chưa rõ kết quả: /)).toBeVisible());
  // null: nothing on the portal shows the outcome (a password change); the text says what to do.
  if (link) await expect(within(dialog).getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
  else await expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Chưa rõ kết quả' })).not.toBeInTheDocument());
  // The confirmation the customer answered closes behind the alert; neither may stay over the screen.
  await expectNoAlertDialog();
}

/**
 * The play of a write whose answer says nothing definite (issue 12 §1, issue 25 §11): the customer acts,
 * the app's `Chưa rõ kết quả` alert (with `link`, or none) is acknowledged, the screen's error area
 * `says` it too, and `kept` checks the form still holds what was typed.
 */
export function unclearOutcomePlay<Canvas>(steps: { act: (canvas: Canvas) => Promise<void>; link: CheckLink | null; says: RegExp; kept: (canvas: Canvas) => Promise<void> }) {
  return async ({ canvas, canvasElement }: { canvas: Canvas; canvasElement: HTMLElement }) => {
    await steps.act(canvas);
    await acknowledgeUnclearOutcome(steps.link);
    await expect(await findErrorArea(canvasElement, 'Chưa rõ kết quả')).toHaveTextContent(steps.says);
    await steps.kept(canvas);
  };
}

/** The screen's own error area (an element with role alert) once it shows `text`. */
export async function findErrorArea(root: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  return waitFor(
    () => {
      const area = within(root)
        .getAllByRole('alert')
        .find((element) => (typeof text === 'string' ? element.textContent.includes(text) : text.test(element.textContent)));
      if (!area) throw new Error(`no error area shows ${String(text)}`);
      return area;
    },
    { timeout: 10_000 },
  );
}

/** No alert of the app stays open (the refusal of a screen with an error area is shown there, once). */
export async function expectNoAlertDialog(): Promise<void> {
  // The confirmation the customer just answered fades out first.
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 10_000 });
}

/**
 * Ticks the first row of a money screen's list, presses the summary's action and confirms it (pay deposit,
 * pay remainder, delivery create). Returns the row's checkbox, to check the choice is kept after a failure.
 */
export async function tickFirstAndConfirm(
  root: HTMLElement,
  { table: tableName, summary, action, confirm = action }: { table: string; summary: string; action: string; confirm?: string },
): Promise<HTMLElement> {
  const canvas = within(root);
  const table = await canvas.findByRole('table', { name: tableName }, { timeout: 10_000 });
  const [firstRow] = within(table).getAllByRole('row').slice(1);
  const checkbox = within(firstRow ?? table).getByRole('checkbox');
  await userEvent.click(checkbox);
  await userEvent.click(within(canvas.getByRole('region', { name: summary })).getByRole('button', { name: action }));
  const question = await screen.findByRole('alertdialog', { name: 'Xác thực' });
  await userEvent.click(within(question).getByRole('button', { name: confirm }));
  return checkbox;
}

/**
 * A read that answered 500 (the story's `scenarios.error500(endpoint)`): the route shows `Không tải được
 * dữ liệu`; once the server answers again, `Thử lại` brings the data back (`back` finds it) and the
 * error goes.
 */
export async function retryAfterLoadError(
  root: HTMLElement,
  msw: { use(...handlers: HttpHandler[]): void },
  endpoint: string,
  back: () => Promise<unknown>,
): Promise<void> {
  const canvas = within(root);
  await pressRetryAfterLoadError(root, { timeout: 10_000, beforeRetry: () => msw.use(handlerFor(mockDb(), endpoint)) });
  await back();
  await waitFor(() => expect(canvas.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument());
  await waitFor(() => expect(canvas.queryByText('Không tải được dữ liệu')).not.toBeInTheDocument());
}
