const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const task = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Until ui/theme/useKeepFocusClear has looked twice at a focus (after the painted frame, and again a frame
 * later), so a story can assert that it did not move the page.
 */
export async function afterFocusChecks(): Promise<void> {
  for (let look = 0; look < 3; look += 1) {
    await frame();
    await task();
  }
}
