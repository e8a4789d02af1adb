import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { EmptyState, ListEmptyState } from '../../src/ui/EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Giỏ hàng trống', description: 'Thêm sản phẩm từ Taobao, Tmall hoặc 1688 bằng tiện ích của chúng tôi.', icon: 'cart' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Giỏ hàng trống' })).toBeVisible();
    await expect(canvas.getByText(/Thêm sản phẩm từ Taobao/)).toBeVisible();
  },
};

const onInstall = fn();

export const WithAction: Story = {
  args: { action: <Button onPress={onInstall}>Cài tiện ích</Button> },
  play: async ({ canvas }) => {
    onInstall.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Cài tiện ích' }));
    await expect(onInstall).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { title: 'Không có tin nhắn', description: undefined, icon: 'message', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Không có tin nhắn' })).toBeVisible();
  },
};

const listTexts = {
  none: { title: 'Chưa có đơn hàng nào', description: 'Đơn hàng sẽ hiện ở đây khi bạn đặt hàng từ giỏ hàng.' },
  whenFiltered: { title: 'Không có đơn hàng nào', description: 'Thử bỏ bớt bộ lọc hoặc chọn khoảng ngày khác.' },
};

/** A list with nothing yet says what will come; the same list with filters set says what to change. */
export const ListNothingYetOrFiltered: Story = {
  render: () => (
    <>
      <section aria-label="Không lọc">
        <ListEmptyState icon="order" headingLevel={3} filtered={false} {...listTexts} />
      </section>
      <section aria-label="Đang lọc">
        <ListEmptyState icon="order" headingLevel={3} filtered {...listTexts} />
      </section>
    </>
  ),
  play: async ({ canvas }) => {
    const unfiltered = within(canvas.getByRole('region', { name: 'Không lọc' }));
    await expect(unfiltered.getByRole('heading', { level: 3, name: 'Chưa có đơn hàng nào' })).toBeVisible();
    await expect(unfiltered.queryByText(/bộ lọc/)).toBeNull();
    const filtered = within(canvas.getByRole('region', { name: 'Đang lọc' }));
    await expect(filtered.getByRole('heading', { level: 3, name: 'Không có đơn hàng nào' })).toBeVisible();
    await expect(filtered.getByText('Thử bỏ bớt bộ lọc hoặc chọn khoảng ngày khác.')).toBeVisible();
  },
};
