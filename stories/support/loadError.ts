import { expect, userEvent, within } from 'storybook/test';

/**
 * A screen that could not load says so in an alert and offers `Thử lại`; this presses it. `beforeRetry`
 * runs between the two (a route story lets the mock server answer again there). One check for the
 * screen stories and the route stories alike.
 */
export async function pressRetryAfterLoadError(root: HTMLElement, { beforeRetry, timeout = 1_000 }: { beforeRetry?: () => void; timeout?: number } = {}): Promise<void> {
  const canvas = within(root);
  await expect(await canvas.findByRole('alert', {}, { timeout })).toHaveTextContent('Không tải được dữ liệu');
  beforeRetry?.();
  await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
}

/** A screen story's load error: the alert, `Thử lại`, and the screen asks its parent to load again once. */
export async function retriesOnceAfterLoadError(root: HTMLElement, onRetry: () => void): Promise<void> {
  await pressRetryAfterLoadError(root);
  await expect(onRetry).toHaveBeenCalledTimes(1);
}
