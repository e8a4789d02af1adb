/**
 * Runs `check` in a frame as short as an iPhone SE's page under Safari's bars (375 × 548), then gives the
 * frame its size back whatever happened. Only the Vitest run can resize the frame; in Storybook alone
 * `vitest/browser` throws on import and the story says so.
 */
export async function onShortPhone(check: () => Promise<void>): Promise<void> {
  const { page } = await import('vitest/browser');
  const width = window.innerWidth;
  const height = window.innerHeight;
  await page.viewport(375, 548);
  try {
    await check();
  } finally {
    await page.viewport(width, height);
  }
}
