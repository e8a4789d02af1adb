import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler, useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DateText } from '../../src/ui/DateText';
import { EmptyState } from '../../src/ui/EmptyState';
import { Money } from '../../src/ui/Money';
import { StatusTag, type StatusTone } from '../../src/ui/StatusTag';
import { Cell, Column, Row, Table, TableBody, TableHeader, type Selection as RowSelection } from '../../src/ui/Table';

interface Order {
  id: string;
  shop: string;
  createdDate: string;
  status: keyof typeof statuses;
  total: number;
}

const statuses = {
  deposit: { text: 'Chờ đặt cọc', tone: 'warning' },
  ordered: { text: 'Đã đặt hàng', tone: 'info' },
  shipping: { text: 'Đang vận chuyển', tone: 'info' },
  received: { text: 'Đã nhận hàng', tone: 'success' },
  cancelled: { text: 'Đã huỷ', tone: 'danger' },
} as const satisfies Record<string, { text: string; tone: StatusTone }>;

const shops = [
  'Thời Trang Hằng Nga',
  'Mẹ và Bé Hạnh Phúc',
  'Gốm Sứ Bát Tràng',
  'Điện Máy Hoàng Long',
  'Phụ Kiện Điện Thoại Minh Châu',
  'Đồ Gia Dụng An Khang',
  'Mỹ Phẩm Thiên Hương',
  'Giày Dép Việt Tiến',
  'Đồ Chơi Trẻ Em Bảo Anh',
  'Nội Thất Gỗ Đồng Kỵ',
];
const statusKeys = Object.keys(statuses) as Order['status'][];

/** Deterministic orders (no Math.random): the same table in every run and every screenshot. */
function makeOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `DH${String(240301 + i)}`,
    shop: shops[i % shops.length] ?? '',
    createdDate: new Date(Date.UTC(2024, 2, 1 + (i % 28), 2 + (i % 12), (i * 7) % 60)).toISOString(),
    status: statusKeys[(i * 3) % statusKeys.length] ?? 'deposit',
    total: ((i * 7919) % 97) * 125000 + 89000,
  }));
}

const tenOrders = makeOrders(10);
const thousandOrders = makeOrders(1000);

const columnNames = { id: 'Mã đơn', shop: 'Shop', createdDate: 'Ngày đặt', status: 'Trạng thái', total: 'Tổng tiền' } as const;

/**
 * Counts renders of the amount cells. A selection change re-renders the rows (each its `<tr>` and its
 * checkbox), but the cells' contents are the same elements and must not render again.
 */
const cellRenders = { count: 0 };
const countCellRender = () => {
  cellRenders.count += 1;
};

function OrderRow({ order }: { order: Order }) {
  return (
    <Row id={order.id}>
      <Cell label={columnNames.id}>{order.id}</Cell>
      <Cell label={columnNames.shop}>{order.shop}</Cell>
      <Cell label={columnNames.createdDate}>
        <DateText value={order.createdDate} />
      </Cell>
      <Cell label={columnNames.status}>
        <StatusTag tone={statuses[order.status].tone}>{statuses[order.status].text}</StatusTag>
      </Cell>
      <Cell label={columnNames.total} align="end">
        <Profiler id={order.id} onRender={countCellRender}>
          <Money amount={order.total} />
        </Profiler>
      </Cell>
    </Row>
  );
}

const renderOrderRow = (order: Order) => <OrderRow order={order} />;

const renderEmptyOrders = () => (
  <EmptyState headingLevel="none" icon="order" title="Chưa có đơn hàng" description="Đơn hàng sẽ hiện ở đây sau khi bạn đặt hàng từ giỏ." />
);

interface OrdersTableProps {
  orders: Order[];
  selectable?: boolean;
  maxHeight?: string;
}

/** What a feature screen does: owns the selection, renders the table. */
function OrdersTable({ orders, selectable = false, maxHeight }: OrdersTableProps) {
  const [selectedKeys, setSelectedKeys] = useState<RowSelection>(new Set());
  const selectedCount = selectedKeys.size;
  // Stable elements: a selection change then only re-renders the rows, not their cells (see Table's JSDoc).
  const header = useMemo(
    () => (
      <TableHeader>
        <Column id="id" isRowHeader>
          {columnNames.id}
        </Column>
        <Column id="shop">{columnNames.shop}</Column>
        <Column id="createdDate">{columnNames.createdDate}</Column>
        <Column id="status">{columnNames.status}</Column>
        <Column id="total" align="end">
          {columnNames.total}
        </Column>
      </TableHeader>
    ),
    [],
  );
  const body = useMemo(
    () => (
      <TableBody items={orders} renderEmptyState={renderEmptyOrders}>
        {renderOrderRow}
      </TableBody>
    ),
    [orders],
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {selectable ? <p role="status">Đã chọn {selectedCount} đơn</p> : null}
      <Table
        aria-label="Đơn hàng"
        maxHeight={maxHeight}
        selectionMode={selectable ? 'multiple' : 'none'}
        selectedKeys={selectedKeys}
        onSelectionChange={setSelectedKeys}
      >
        {header}
        {body}
      </Table>
    </div>
  );
}

const meta = {
  title: 'UI/Table',
  component: OrdersTable,
  args: { orders: tenOrders },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Đơn hàng' });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(within(table).getByRole('columnheader', { name: 'Tổng tiền' })).toBeVisible();
    const first = bodyRows(table)[0]!;
    await expect(within(first).getByRole('rowheader', { name: 'DH240301' })).toBeVisible();
    await expect(within(first).getByText('Thời Trang Hằng Nga')).toBeVisible();
    await expect(within(first).getByText('01/03/2024')).toBeVisible();
    await expect(within(first).getByText('89.000 ₫')).toBeVisible();
    // No selection: no checkboxes.
    await expect(within(table).queryByRole('checkbox')).toBeNull();
  },
};

export const Selection: Story = {
  args: { selectable: true },
  play: async ({ canvas, step }) => {
    const table = canvas.getByRole('table', { name: 'Đơn hàng' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Đã chọn 0 đơn');

    await step('a row checkbox selects its row, without rendering the rows\' contents again', async () => {
      const checkbox = within(bodyRows(table)[1]!).getByRole('checkbox', { name: 'Chọn DH240302' });
      const renders = cellRenders.count;
      await userEvent.click(checkbox);
      await expect(checkbox).toBeChecked();
      await expect(bodyRows(table)[1]).toHaveAttribute('data-selected', 'true');
      await expect(status).toHaveTextContent('Đã chọn 1 đơn');
      // Ten rows' amounts rendered again would add ten; the cells are the same elements, so none.
      await expect(cellRenders.count - renders).toBe(0);
    });

    await step('select all, half-ticked, then clear all', async () => {
      const all = within(table).getByRole('checkbox', { name: 'Chọn tất cả' });
      await expect(all).toBePartiallyChecked();
      await userEvent.click(all);
      await expect(status).toHaveTextContent('Đã chọn 10 đơn');
      for (const checkbox of within(table).getAllByRole('checkbox')) await expect(checkbox).toBeChecked();
      await userEvent.click(all);
      await expect(status).toHaveTextContent('Đã chọn 0 đơn');
      await expect(all).not.toBeChecked();
      await expect(all).not.toBePartiallyChecked();
    });

    await step('a click anywhere on a row ticks it, and again unticks it', async () => {
      await userEvent.click(within(bodyRows(table)[0]!).getByText('Thời Trang Hằng Nga'));
      await expect(status).toHaveTextContent('Đã chọn 1 đơn');
      await expect(within(bodyRows(table)[0]!).getByRole('checkbox')).toBeChecked();
      await userEvent.click(within(bodyRows(table)[0]!).getByText('Thời Trang Hằng Nga'));
      await expect(status).toHaveTextContent('Đã chọn 0 đơn');
    });

    await step('keyboard: Tab reaches each row\'s checkbox, Space ticks it', async () => {
      within(bodyRows(table)[0]!).getByRole('checkbox').focus();
      await userEvent.tab();
      await expect(within(bodyRows(table)[1]!).getByRole('checkbox')).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(status).toHaveTextContent('Đã chọn 1 đơn');
      await expect(bodyRows(table)[1]).toHaveAttribute('data-selected', 'true');
      await userEvent.keyboard(' ');
      await expect(status).toHaveTextContent('Đã chọn 0 đơn');
    });
  },
};

export const Empty: Story = {
  args: { orders: [], selectable: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Đơn hàng' });
    await expect(within(table).getByText('Chưa có đơn hàng')).toBeVisible();
    await expect(within(table).getByRole('checkbox', { name: 'Chọn tất cả' })).toBeDisabled();
  },
};

/** With a max height the rows scroll inside the table and the header stays in view. */
export const StickyHeader: Story = {
  args: { maxHeight: '260px', selectable: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Đơn hàng' });
    const scroller = table.parentElement!;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    scroller.scrollTop = scroller.scrollHeight;
    const header = within(table).getByRole('columnheader', { name: 'Mã đơn' });
    await waitFor(() => expect(Math.abs(header.getBoundingClientRect().top - scroller.getBoundingClientRect().top)).toBeLessThan(2));
    await expect(bodyRows(table)[0]!.getBoundingClientRect().bottom).toBeLessThan(scroller.getBoundingClientRect().top);
  },
};

/**
 * A thousand rows, for checking speed by hand in Storybook (open it, click a checkbox). Not part of
 * the automated run (`!test`): in a development build of React a thousand rows take
 * longer to mount than a story test may run on a busy CI machine, which would make it flaky. What
 * keeps a click affordable — row contents are not rendered again — is asserted in `Selection`.
 */
export const ThousandRows: Story = {
  tags: ['!test'],
  args: { orders: thousandOrders, selectable: true, maxHeight: '480px' },
  parameters: {
    visual: false,
    // The markup of every row is the one axe checks in the ten-row stories; here the header and the
    // first rows are enough, and keep the panel responsive.
    a11y: { context: { include: ['thead', 'tbody > tr:nth-child(-n+20)', '[role="status"]'] } },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Đơn hàng' });
    // querySelectorAll rather than getAllByRole: role queries over 6,000 cells are slow in themselves.
    const rows = table.querySelectorAll<HTMLElement>('tbody > [role="row"]');
    await expect(rows).toHaveLength(1000);
    const status = canvas.getByRole('status');
    const before = cellRenders.count;
    await userEvent.click(within(rows[500]!).getByRole('checkbox'));
    await expect(status).toHaveTextContent('Đã chọn 1 đơn');
    await expect(rows[500]).toHaveAttribute('data-selected', 'true');
    await expect(cellRenders.count - before).toBe(0);
  },
};

/**
 * Below 768 px of width each row is a card, each value labelled with its column's name. The test sets
 * the width on a parent (the table follows its container, not the window); the 375 px baseline shows
 * the same at a phone's width.
 */
export const MobileCards: Story = {
  // Four orders, so the whole list fits the 375 px screenshot.
  args: { orders: tenOrders.slice(0, 4), selectable: true },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <OrdersTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Đơn hàng' });
    const row = bodyRows(table)[0]!;
    await expect(getComputedStyle(row).display).toBe('grid');
    const shopCell = within(row).getByText('Thời Trang Hằng Nga');
    await expect(getComputedStyle(shopCell, '::before').content).toContain('Shop');
    // Still a table to a screen reader: the column names are in the accessibility tree.
    await expect(within(table).getByRole('columnheader', { name: 'Trạng thái' })).toBeInTheDocument();
    const rowCheckbox = within(row).getByRole('checkbox');
    await expect(rowCheckbox.closest('label')!.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(rowCheckbox);
    await expect(canvas.getByRole('status')).toHaveTextContent('Đã chọn 1 đơn');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Chọn tất cả' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Đã chọn 4 đơn');
  },
};

/**
 * From 768 px it is a table; when the columns do not fit, the table scrolls sideways, not the page.
 * Each row is headed by its code, and the box that scrolls is a named Tab stop, for a keyboard to
 * scroll it.
 */
export const WideScrollsSideways: Story = {
  render: (args) => (
    <div style={{ maxWidth: 800 }}>
      <Table aria-label="Đơn hàng">
        <TableHeader>
          <Column isRowHeader>Mã đơn</Column>
          <Column>Shop</Column>
          <Column>Ngày đặt</Column>
          <Column>Trạng thái</Column>
          <Column align="end">Tiền hàng</Column>
          <Column align="end">Phí mua hàng</Column>
          <Column align="end">Phí vận chuyển</Column>
          <Column align="end">Đã đặt cọc</Column>
          <Column align="end">Tổng tiền</Column>
        </TableHeader>
        <TableBody items={args.orders.slice(0, 3)}>
          {(order) => (
            <Row id={order.id}>
              <Cell label="Mã đơn">{order.id}</Cell>
              <Cell label="Shop">{order.shop}</Cell>
              <Cell label="Ngày đặt">
                <DateText value={order.createdDate} format="datetime" />
              </Cell>
              <Cell label="Trạng thái">
                <StatusTag tone={statuses[order.status].tone}>{statuses[order.status].text}</StatusTag>
              </Cell>
              <Cell label="Tiền hàng" align="end">
                <Money amount={order.total * 0.9} />
              </Cell>
              <Cell label="Phí mua hàng" align="end">
                <Money amount={order.total * 0.03} />
              </Cell>
              <Cell label="Phí vận chuyển" align="end">
                <Money amount={order.total * 0.07} />
              </Cell>
              <Cell label="Đã đặt cọc" align="end">
                <Money amount={order.total * 0.7} />
              </Cell>
              <Cell label="Tổng tiền" align="end">
                <Money amount={order.total} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Đơn hàng' });
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    const scroller = canvas.getByRole('region', { name: 'Đơn hàng' });
    await expect(scroller).toContainElement(table);
    await expect(scroller).toHaveAttribute('tabindex', '0');
    const [first] = bodyRows(table);
    await expect(within(first!).getByRole('rowheader')).toHaveTextContent(args.orders[0]!.id);
    await expect(within(first!).getAllByRole('cell')).toHaveLength(8);
    await expect(getComputedStyle(first!).display).toBe('table-row');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
