import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { resetClient } from '../../../src/app/api/client';
import { loadingStore } from '../../../src/app/api/loading';
import { TransportListRoute } from '../../../src/app/routes/groups/orderShip/TransportRoutes';
import { handlerFor, mockDb, scenarios } from '../../../src/mocks';
import { browserOffline } from '../../support/failures';
import { newest, retryAfterLoadError, routeMeta } from './support';

/** The parcel list at #/order/transport, wired: useTransports → GET /api/order/transports → the mock world. */
const meta = {
  title: 'App/Routes/TransportList',
  component: TransportListRoute,
  ...routeMeta('/order/transport'),
} satisfies Meta<typeof TransportListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const newestCode = () => newest(mockDb().demo.transports)?.TransportCode ?? '';

/** The seeded customer's parcels, newest first, each tracking code linking to its detail. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(mockDb().demo.transports.length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('link', { name: newestCode() })).toBeVisible();
    // One request for the page on screen: no duplicate or looping fetch.
    await expect(mockDb().requestCount('transports')).toBe(1);
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.empty('transports')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chưa có kiện hàng nào')).toBeVisible();
    await expect(canvas.getByText('Kiện hàng sẽ hiện ở đây khi shop phát hàng cho đơn của bạn.')).toBeVisible();
  },
};

/** A 500: the error state; once the server answers again, 'Thử lại' brings the parcels back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('transports')),
  play: async ({ canvas, canvasElement, msw }) => {
    await retryAfterLoadError(canvasElement, msw, 'transports', async () => expect(await canvas.findByRole('link', { name: newestCode() })).toBeVisible());
  },
};

/**
 * Offline (the browser says so; nothing is sent): the error state says why, in the words of the page's
 * offline bar, and 'Thử lại' once the network is back brings the parcels. A server's failure (LoadError)
 * says no reason: there is nothing the customer could do about it.
 */
export const Offline: Story = {
  beforeEach: () => browserOffline(),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Không tải được dữ liệu');
    await expect(alert).toHaveTextContent('Bạn đang ngoại tuyến. Hãy kiểm tra kết nối mạng.');
    await expect(mockDb().requestCount('transports')).toBe(0);
    resetClient();
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(await canvas.findByRole('link', { name: newestCode() })).toBeVisible();
  },
  parameters: { visual: { skip: 'It ends on the list of Default, whose baseline shows the same screen.' } },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('transports')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('table', { name: 'Kiện hàng' })).not.toBeInTheDocument();
  },
};

/** A screen that can be left and come back to, as a customer does through the menu. */
function LeaveAndReturn({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((current) => !current)}>
        {shown ? 'Rời màn hình' : 'Quay lại'}
      </button>
      {shown && children}
    </>
  );
}

/**
 * Leaving a screen whose list never answers cancels that read (issue 12 §2): the loading bar's counter is
 * back to 0 at once instead of waiting out the 20 s limit, and coming back loads the list afresh with no
 * error left over from the cancelled read.
 */
export const LeavingCancelsItsRead: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('transports')),
  render: () => (
    <LeaveAndReturn>
      <TransportListRoute />
    </LeaveAndReturn>
  ),
  parameters: { visual: { skip: 'It ends on the list of Default, whose baseline shows the same screen.' } },
  play: async ({ canvas, msw }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await waitFor(() => expect(loadingStore.getSnapshot()).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Rời màn hình' }));
    await waitFor(() => expect(loadingStore.getSnapshot()).toBe(0));

    msw.use(handlerFor(mockDb(), 'transports'));
    await userEvent.click(canvas.getByRole('button', { name: 'Quay lại' }));
    await expect(canvas.queryByText('Không tải được dữ liệu')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: newestCode() })).toBeVisible();
    await expect(canvas.queryByText('Không tải được dữ liệu')).not.toBeInTheDocument();
  },
};
