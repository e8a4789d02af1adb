import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Popover, type PopoverProps } from '../../src/ui/Popover';
import { vars } from '../../src/ui/theme';

/** Draws the popover portal inside the story, so the open state has a screenshot baseline (see Dialog). */
function OverlayFrame({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} style={{ position: 'relative', height: 240, overflow: 'hidden', transform: 'translateZ(0)' }}>
      {container ? <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider> : null}
    </div>
  );
}

function FeeHelp({ defaultOpen, ...args }: Omit<PopoverProps, 'children'> & { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="ghost">Phí mua hàng là gì?</Button>
      <Popover {...args}>
        <Dialog style={{ padding: vars.space.lg, maxWidth: 300, outline: 'none' }}>
          <Heading slot="title" style={{ fontSize: vars.fontSize.md, marginBottom: vars.space.xs }}>
            Phí mua hàng
          </Heading>
          <p style={{ fontSize: vars.fontSize.sm }}>Tính theo phần trăm tổng tiền hàng, mức phí giảm dần khi đơn hàng lớn hơn.</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { children: null, showArrow: true, placement: 'bottom' },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
  render: (args) => <FeeHelp {...args} />,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on press, Escape closes it and focus returns to the trigger. */
export const WithArrow: Story = {
  parameters: { visual: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Phí mua hàng là gì?' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Phí mua hàng' });
    await expect(dialog).toHaveTextContent('phần trăm tổng tiền hàng');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Without the arrow, as under a Select or a Menu; a click outside closes it. */
export const WithoutArrow: Story = {
  args: { showArrow: false },
  parameters: { visual: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Phí mua hàng là gì?' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Phí mua hàng' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open, as a customer sees it: raised surface, medium shadow, arrow pointing at the trigger. */
export const Open: Story = {
  render: (args) => (
    <OverlayFrame>
      <div style={{ display: 'flex', justifyContent: 'center', padding: vars.space.lg }}>
        <FeeHelp {...args} defaultOpen />
      </div>
    </OverlayFrame>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Phí mua hàng' });
    // The arrow sits just outside the popover, pointing up at the trigger.
    const arrow = dialog.parentElement!.querySelector('.react-aria-OverlayArrow')!;
    await expect(arrow.getBoundingClientRect().bottom).toBeLessThanOrEqual(dialog.getBoundingClientRect().top + 1);
  },
};
