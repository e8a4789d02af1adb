import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ComplaintsRoute } from '../../../src/app/routes/groups/orderShip/ComplaintsRoute';
import { handlerFor, mockDb, scenarios } from '../../../src/mocks';
import { newest, routeMeta } from './support';

/** Complaints at #/order/complain, wired: useComplains → GET /api/order/getcomplains → the mock world. */
const meta = {
  title: 'App/Routes/Complaints',
  component: ComplaintsRoute,
  ...routeMeta('/order/complain'),
} satisfies Meta<typeof ComplaintsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const newestOrderCode = () => newest(mockDb().demo.complaints)?.OrderCode ?? '';

/** The seeded customer's complaints, newest first, each linking to its order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(mockDb().demo.complaints.length).toBeGreaterThan(0);
    const links = await canvas.findAllByRole('link', { name: newestOrderCode() });
    await expect(links[0]).toBeVisible();
    // One request for the page on screen: no duplicate or looping fetch.
    await expect(mockDb().requestCount('getcomplains')).toBe(1);
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.empty('getcomplains')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Bạn chưa có khiếu nại nào')).toBeVisible();
  },
};

/** A 500: the error state; once the server answers again, 'Thử lại' brings the complaints back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('getcomplains')),
  play: async ({ canvas, msw }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Không tải được dữ liệu');
    msw.use(handlerFor(mockDb(), 'getcomplains'));
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    const links = await canvas.findAllByRole('link', { name: newestOrderCode() });
    await expect(links[0]).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('getcomplains')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('grid', { name: 'Khiếu nại' })).not.toBeInTheDocument();
  },
};
