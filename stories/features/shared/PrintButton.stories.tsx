import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { PrintButton } from '../../../src/features/shared/PrintButton';
import { whilePrinted } from '../../support/print';
import { inAppShell, paths } from '../shell/fixtures';

/**
 * `In` of the order, delivery and deposit pages on its own; those screens' stories check the printed page
 * itself (stories/support/print.ts).
 */
const meta = {
  title: 'Features/Shared/PrintButton',
  component: PrintButton,
  args: { onPrint: fn() },
} satisfies Meta<typeof PrintButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `In` asks the app to print, once per press, by mouse or keyboard. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const print = canvas.getByRole('button', { name: 'In' });
    await userEvent.click(print);
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    print.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPrint).toHaveBeenCalledTimes(2);
  },
};

/** Wired as the app wires it (src/app/routes): a press opens the browser's print dialog, once. */
export const OpensBrowserPrint: Story = {
  args: { onPrint: fn(() => window.print()) },
  play: async ({ args, canvas }) => {
    // The real dialog would block the test: the browser's print is stubbed for this press only.
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'In' }));
      await expect(print).toHaveBeenCalledTimes(1);
      await expect(args.onPrint).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  },
};

/**
 * On a page of the app (the shell brings the print rules), `In` is on the screen and, like every button,
 * not on the paper.
 */
export const NotOnPaper: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
  decorators: [inAppShell(paths.deliveryList)],
  play: async ({ canvas }) => {
    const print = canvas.getByRole('button', { name: 'In' });
    await expect(print).toBeVisible();
    await whilePrinted(async () => {
      await expect(print).not.toBeVisible();
    });
    await expect(print).toBeVisible();
  },
};
