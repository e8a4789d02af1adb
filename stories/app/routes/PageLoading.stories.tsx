import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLoading } from '../../../src/app/routes/PageLoading';

/**
 * What a page outside the shell, or the shell itself, shows while its chunk comes. index.html shows the
 * same element from its first paint on every first screen but the login page, until the page replaces it
 * (issue 26).
 */
const meta = {
  title: 'App/Routes/PageLoading',
  component: PageLoading,
} satisfies Meta<typeof PageLoading>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    // A live region, so a screen reader hears that the page is on its way.
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Đang tải…');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};
