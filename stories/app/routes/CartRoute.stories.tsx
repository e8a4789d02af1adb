import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CartRoute } from '../../../src/app/routes/groups/cart/CartRoute';
import { handlerFor, mockDb, scenarios } from '../../../src/mocks';
import { routeMeta } from './support';

/** The cart at #/order/cart, wired: useCarts → GET /api/order/getcarts → the mock world. */
const meta = {
  title: 'App/Routes/Cart',
  component: CartRoute,
  ...routeMeta('/order/cart'),
} satisfies Meta<typeof CartRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded demo customer's cart: every shop of the world is listed with its selection box. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const carts = mockDb().demo.carts;
    await expect(carts.length).toBeGreaterThan(0);
    const [first] = carts;
    await expect(await canvas.findByRole('checkbox', { name: `Chọn shop ${first?.SellerName ?? ''}` })).toBeInTheDocument();
    // One selection box per shop of the world, no more and no fewer.
    await expect(canvas.getAllByRole('checkbox', { name: /^Chọn shop / })).toHaveLength(carts.length);
    // By text (queryAll finds none rather than throwing, so a missing shop fails here): a role query per shop walks the whole (long) cart each time.
    for (const cart of carts) await expect(canvas.queryAllByText(cart.SellerName, { exact: false })).not.toHaveLength(0);
    // One request for the page on screen: no duplicate or looping fetch.
    await expect(mockDb().requestCount('getcarts')).toBe(1);
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.empty('getcarts')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Giỏ hàng của bạn đang trống' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** A 500: the error state; once the server answers again, 'Thử lại' brings the cart back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.error500('getcarts')),
  play: async ({ canvas, msw }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Không tải được dữ liệu');
    msw.use(handlerFor(mockDb(), 'getcarts'));
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    const [first] = mockDb().demo.carts;
    await expect(await canvas.findByRole('checkbox', { name: `Chọn shop ${first?.SellerName ?? ''}` })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument());
  },
};

/** The server has not answered yet: a skeleton with its 'Đang tải…' status, and no shop. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(scenarios.slow('getcarts')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Đang tải…');
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};
