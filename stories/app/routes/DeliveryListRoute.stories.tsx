import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import DeliveryGroup from '../../../src/app/routes/groups/delivery';
import { mockDb, scenarios } from '../../../src/mocks';
import { newest, retryAfterLoadError, routeMeta } from './support';

/**
 * The delivery requests (#/delivery/list-request), wired: the delivery group routes to the list,
 * useDeliveryRequests → GET /api/order/getlistrequestdelivery → the mock world.
 */
const meta = {
  title: 'App/Routes/DeliveryList',
  component: DeliveryGroup,
  ...routeMeta('/delivery/list-request'),
} satisfies Meta<typeof DeliveryGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const newestCode = () => newest(mockDb().demo.deliveryRequests)?.Code ?? '';

/** The seeded customer's delivery requests, newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(mockDb().demo.deliveryRequests.length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('heading', { name: 'Danh sách phiếu giao', level: 1 })).toBeVisible();
    await expect(await canvas.findByText(newestCode())).toBeVisible();
    // One request for the page on screen: no duplicate or looping fetch.
    await expect(mockDb().requestCount('getlistrequestdelivery')).toBe(1);
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.empty('getlistrequestdelivery')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chưa có phiếu giao nào')).toBeVisible();
  },
};

/** A 500: the error state; once the server answers again, 'Thử lại' brings the requests back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('getlistrequestdelivery')),
  play: async ({ canvas, canvasElement, msw }) => {
    await retryAfterLoadError(canvasElement, msw, 'getlistrequestdelivery', async () => expect(await canvas.findByText(newestCode())).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('getlistrequestdelivery')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('table', { name: 'Phiếu giao' })).not.toBeInTheDocument();
  },
};
