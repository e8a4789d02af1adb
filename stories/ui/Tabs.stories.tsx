import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../src/ui/Tabs';

const orderStates = [
  { id: 'all', label: 'Tất cả', count: 24 },
  { id: 'wait-deposit', label: 'Chờ đặt cọc', count: 3 },
  { id: 'wait-pay', label: 'Chờ thanh toán', count: 1 },
  { id: 'buying', label: 'Đang mua hàng', count: 5 },
  { id: 'shipping', label: 'Đang vận chuyển', count: 12 },
  { id: 'in-vietnam', label: 'Đã về Việt Nam', count: 2 },
  { id: 'done', label: 'Hoàn thành', count: 0 },
] as const;

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and select them; Home and End jump to the ends. */
export const Default: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Chi tiết đơn hàng">
        <Tab id="info">Thông tin</Tab>
        <Tab id="history">Lịch sử</Tab>
        <Tab id="complain">Khiếu nại</Tab>
      </TabList>
      <TabPanel id="info">Mã đơn DH240615-0012, 3 sản phẩm từ 1 shop.</TabPanel>
      <TabPanel id="history">15/06/2024: Đã đặt cọc.</TabPanel>
      <TabPanel id="complain">Chưa có khiếu nại nào.</TabPanel>
    </Tabs>
  ),
  play: async ({ args, canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(tab('Thông tin')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('DH240615-0012');

    await userEvent.tab();
    await expect(tab('Thông tin')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Lịch sử')).toHaveFocus();
    await expect(tab('Lịch sử')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Lịch sử' })).toHaveTextContent('Đã đặt cọc');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('history');

    await userEvent.keyboard('{End}');
    await expect(tab('Khiếu nại')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Thông tin')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Khiếu nại')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Thông tin')).toHaveFocus();
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Order states with the number of orders in each, in a pill that is part of the tab's name. */
export const WithCounts: Story = {
  args: { defaultSelectedKey: 'wait-deposit' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Trạng thái đơn hàng" items={orderStates}>
        {(state) => <Tab count={state.count}>{state.label}</Tab>}
      </TabList>
      {orderStates.map((state) => (
        <TabPanel key={state.id} id={state.id}>
          {`Danh sách đơn hàng: ${state.label.toLowerCase()}.`}
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Chờ đặt cọc 3' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Hoàn thành 0' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Đang vận chuyển 12' }));
    await expect(canvas.getByRole('tab', { name: 'Đang vận chuyển 12' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('đang vận chuyển');
  },
};

/** On a phone the row scrolls sideways; moving with the arrows brings the focused tab into view. */
export const ScrollsOnPhone: Story = {
  ...WithCounts,
  args: {},
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Trạng thái đơn hàng' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Tất cả 24' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Hoàn thành 0' });
    await expect(last).toHaveFocus();
    await waitFor(async () => {
      const listBox = list.getBoundingClientRect();
      const tabBox = last.getBoundingClientRect();
      await expect(tabBox.right).toBeLessThanOrEqual(listBox.right + 1);
      await expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left - 1);
    });
  },
};
