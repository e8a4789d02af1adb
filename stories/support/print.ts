import { expect, userEvent, within } from 'storybook/test';
import { inside, textBox } from './geometry';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** vitest.config.ts: Playwright's page switched to print or screen media. */
    emulateMedia(media: 'print' | 'screen'): Promise<void>;
  }
}

/**
 * Runs `check` with the page in print media, then puts screen media back whatever happened, so the next
 * story of the file is seen on a screen. Only the Vitest run can switch the media (a Playwright command);
 * in Storybook alone `vitest/browser` throws on import and the story says so.
 */
export async function whilePrinted(check: () => Promise<void>): Promise<void> {
  const { commands } = await import('vitest/browser');
  await commands.emulateMedia('print');
  try {
    await check();
  } finally {
    await commands.emulateMedia('screen');
  }
}

/** Presses the page's `In` and checks that the app was asked to print, once. */
export async function pressPrint(canvasElement: HTMLElement, onPrint: (() => void) | undefined) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'In' }));
  await expect(onPrint).toHaveBeenCalledTimes(1);
}

const black = 'rgb(0, 0, 0)';
const clear = new Set(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)', 'transparent']);

/**
 * What a printed page must be: no shell, no button, and every given text (a code, an account number)
 * whole, black, on nothing darker than the paper.
 */
export async function expectPrintable(doc: Document, texts: readonly HTMLElement[]) {
  await expect(doc.querySelector('header')).not.toBeVisible();
  // The shell's menus; a page's own pagination may stay, its summary says which rows the paper holds.
  for (const nav of doc.querySelectorAll('nav')) if (!nav.closest('main')) await expect(nav).not.toBeVisible();
  for (const button of doc.querySelectorAll('button, [role="button"]')) await expect(button).not.toBeVisible();
  await expect(getComputedStyle(doc.body).backgroundColor).toBe('rgb(255, 255, 255)');
  for (const text of texts) {
    await expect(text).toBeVisible();
    await expect(getComputedStyle(text).color).toBe(black);
    const box = textBox(text);
    for (let around: HTMLElement | null = text; around && around !== doc.body; around = around.parentElement) {
      const style = getComputedStyle(around);
      await expect({ text: text.textContent, textOverflow: style.textOverflow }).toEqual({ text: text.textContent, textOverflow: 'clip' });
      await expect({ text: text.textContent, background: clear.has(style.backgroundColor) }).toEqual({ text: text.textContent, background: true });
      // Whatever cuts what overflows it (a scroll box, a clipped line) holds the whole text.
      if (style.overflowX !== 'visible') await expect({ text: text.textContent, whole: inside(box, around.getBoundingClientRect()) }).toEqual({ text: text.textContent, whole: true });
    }
    if (text.clientWidth > 0) await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  }
}
