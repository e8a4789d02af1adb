import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComplaintOrderPicker, type ComplaintOrderPickerProps } from '../../../src/features/parcels/ComplaintOrderPicker';
import { orderOptions } from './complaint.data';

/**
 * The app's part, in memory: a typed code narrows the orders (as the search answers), a picked order
 * becomes the chosen one. The story's spies (`args`) still see every call.
 */
function Harness(args: ComplaintOrderPickerProps) {
  const [code, setCode] = useState('');
  const [selectedId, setSelectedId] = useState(args.selectedId);
  const options = useMemo(() => args.options.filter((order) => order.Code.toLowerCase().includes(code.toLowerCase())), [args.options, code]);
  const selectedCode = args.options.find((order) => order.Id === selectedId)?.Code ?? args.selectedCode;
  return (
    <div style={{ maxWidth: 480 }}>
      <ComplaintOrderPicker
        {...args}
        options={options}
        selectedId={selectedId}
        selectedCode={selectedCode}
        onSearch={(next) => {
          args.onSearch(next);
          setCode(next);
        }}
        onSelect={(next) => {
          args.onSelect(next);
          setSelectedId(next);
        }}
      />
    </div>
  );
}

/** The complaint form's order box on its own (ComplaintForm's stories show it in the form). */
const meta = {
  title: 'Features/Parcels/ComplaintOrderPicker',
  component: ComplaintOrderPicker,
  args: {
    options: orderOptions,
    status: 'ready',
    selectedId: null,
    selectedCode: '',
    onSelect: fn(),
    onSearch: fn(),
    debounceMs: 150,
  },
  render: Harness,
} satisfies Meta<typeof ComplaintOrderPicker>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const box = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Đơn hàng' });
const openList = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Mở danh sách Đơn hàng' }));
  return screen.findByRole('listbox');
};
/** Closes the list by a click outside, as a customer leaves the box. */
const closeList = async (canvas: Canvas) => {
  await userEvent.click(document.body);
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(box(canvas)).toBeVisible();
};

/**
 * Opened before typing: only orders that can be complained about (the one awaiting its deposit and the
 * cancelled one are left out); picking one calls back with its id, once, and writes its code in the box.
 */
export const PickAnOrder: Story = {
  play: async ({ args, canvas }) => {
    await expect(box(canvas)).toHaveValue('');
    await expect(canvas.getByText('Gõ mã đơn để tìm. Khiếu nại được khi shop đã phát hàng và đơn chưa huỷ.')).toBeVisible();
    const listbox = await openList(canvas);
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('DH2611-00125'),
      expect.stringContaining('DH2611-00131'),
      expect.stringContaining('DH2611-00140'),
      expect.stringContaining('DH2611-00163'),
    ]);
    // Named by all it shows, code then state, so a screen reader reads the state as it reaches the order.
    const paid = within(listbox).getByRole('option', { name: 'DH2611-00140 Đã thanh toán · đặt ngày 06/11/2026' });
    await expect(paid).not.toHaveAttribute('aria-describedby');
    await userEvent.click(paid);
    await waitFor(() => expect(box(canvas)).toHaveValue('DH2611-00140'));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(2003);
    // Picking writes the code in the box; that is no search.
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A typed code searches once after the pause and finds an order still awaiting its deposit: listed, says why, cannot be picked. */
export const SearchFindsOrderNotYetComplainable: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(box(canvas), '00152');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('00152'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    const waiting = within(listbox).getByRole('option', { name: 'DH2611-00152 Chờ đặt cọc · chưa thể khiếu nại' });
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(waiting);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await closeList(canvas);
    await expect(box(canvas)).toHaveValue('00152');
  },
};

/** Opened from an order's page: its code is already in the box, and nothing is searched. */
export const Prefilled: Story = {
  args: { selectedId: 2001, selectedCode: 'DH2611-00125' },
  play: async ({ args, canvas }) => {
    await expect(box(canvas)).toHaveValue('DH2611-00125');
    const listbox = await openList(canvas);
    await expect(within(listbox).getByRole('option', { name: /^DH2611-00125 / })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await closeList(canvas);
    await expect(box(canvas)).toHaveValue('DH2611-00125');
  },
};

/** The order list did not load: the open list says so instead of staying blank. */
export const LoadError: Story = {
  args: { options: [], status: 'error' },
  play: async ({ args, canvas }) => {
    const listbox = await openList(canvas);
    await waitFor(() => expect(within(listbox).getByText('Không tải được danh sách đơn hàng.')).toBeVisible());
    await expect(within(listbox).queryByRole('option', { name: /DH2611-/ })).not.toBeInTheDocument();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/**
 * The list left open, for axe (every story runs it) and the baselines: each option is named by what it
 * shows, its code and its state (label-content-name-mismatch failed while the state was a description).
 */
export const ListOpen: Story = {
  play: async ({ canvas }) => {
    const listbox = await openList(canvas);
    await expect(within(listbox).getAllByRole('option').map((option) => option.getAttribute('aria-labelledby'))).toEqual([null, null, null, null]);
    const complained = within(listbox).getByRole('option', { name: 'DH2611-00131 Khiếu nại · đặt ngày 04/11/2026' });
    // react-aria shows the list once it has placed it; axe and the baselines see it shown.
    await waitFor(() => expect(complained).toBeVisible());
  },
};

/**
 * Escape after typing: the first closes the list and keeps what was typed, and the list stays closed
 * (react-aria's own Escape left the text and, taking it for new typing, opened the list again); the next
 * puts back the chosen order (none: an empty box). Focus stays in the box.
 */
export const EscapeClosesTypedList: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(box(canvas), '00152');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(box(canvas)).toHaveValue('00152');
    await expect(box(canvas)).toHaveFocus();
    // Still closed a moment later: nothing opens it again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box(canvas)).toHaveValue(''));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(box(canvas)).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalledWith(expect.any(Number));
  },
};
