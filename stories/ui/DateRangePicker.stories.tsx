import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { DateRangeFilter, DateRangePicker } from '../../src/ui/DateRangePicker';
import { RangeCalendar } from '../../src/ui/DateRangePicker/RangeCalendar';
import { Form } from '../../src/ui/Form';
import { onShortPhone } from '../support/shortScreen';

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Ngày đặt hàng', startName: 'from', endName: 'end' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const may = { start: new CalendarDate(2024, 5, 1), end: new CalendarDate(2024, 5, 31) };

/** What the box reads, without react-aria's direction marks around the separators. */
const shownText = (element: HTMLElement) => element.textContent.replace(/[\u200e\u200f\u2066-\u2069]/g, '');

/** Escape closes the calendar and leaves focus on its button. */
async function escapeCloses(calendarButton: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(calendarButton).toHaveFocus();
}

export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Ngày đặt hàng' });
    // vi-VN order, with placeholders for the empty parts: day, month, year.
    await expect(shownText(group)).toBe('dd/mm/yyyy–dd/mm/yyyy');
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.map((segment) => segment.dataset.type)).toEqual(['day', 'month', 'year', 'day', 'month', 'year']);
    await expect(segments[0]).toHaveAccessibleName('Ngày, Từ ngày, Ngày đặt hàng');
    await expect(segments[3]).toHaveAccessibleName('Ngày, Đến ngày, Ngày đặt hàng');

    // Typing digits fills a segment and moves on, through both dates.
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('01052024');
    await userEvent.keyboard('31052024');
    await expect(shownText(group)).toBe('01/05/2024–31/05/2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(may);
  },
};

export const WithValue: Story = {
  args: { defaultValue: may, onChange: fn() },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Ngày đặt hàng' });
    await expect(shownText(group)).toBe('01/05/2024–31/05/2024');
    await userEvent.click(canvas.getByRole('button', { name: /^Xoá ngày/ }));
    await expect(shownText(group)).toBe('dd/mm/yyyy–dd/mm/yyyy');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    // The clear button goes away; focus goes to the first day, not to the page.
    await expect(canvas.queryByRole('button', { name: /^Xoá ngày/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: 'Tối đa 90 ngày.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Ngày đặt hàng' })).toHaveAccessibleDescription(
      expect.stringContaining('Tối đa 90 ngày.'),
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Ngày kết thúc phải sau ngày bắt đầu', defaultValue: { start: may.end, end: may.start } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ngày kết thúc phải sau ngày bắt đầu')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Ngày đặt hàng' })).toHaveAccessibleDescription(
      expect.stringContaining('Ngày kết thúc phải sau ngày bắt đầu'),
    );
  },
};

const submitted = fn();

export const InvalidAfterSubmit: Story = {
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args) => (
    <Form validate={(values) => ({ from: values.from && values.end ? undefined : 'Bạn chưa chọn khoảng ngày' })} onSubmit={submitted}>
      <DateRangePicker {...args} isRequired />
      <Button type="submit">Lọc</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Bạn chưa chọn khoảng ngày')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Lọc' }));
    await expect(await canvas.findByText('Bạn chưa chọn khoảng ngày')).toBeVisible();
    const firstDay = canvas.getAllByRole('spinbutton')[0]!;
    await waitFor(() => expect(firstDay).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.keyboard('0105202431052024');
    await userEvent.click(canvas.getByRole('button', { name: 'Lọc' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
    // The form sends ISO dates; the API client formats them as dd/MM/yyyy (SPEC §7).
    await expect(submitted).toHaveBeenCalledWith({ from: '2024-05-01', end: '2024-05-31' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: may },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Mở lịch/ })).toBeDisabled();
    for (const segment of canvas.getAllByRole('spinbutton')) await expect(segment).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongVietnameseLabel: Story = {
  args: {
    label: 'Khoảng thời gian tạo yêu cầu giao hàng (tính theo ngày kho Việt Nam nhận được kiện hàng)',
    description: 'Để trống nếu muốn xem tất cả yêu cầu giao hàng từ trước đến nay.',
    defaultValue: may,
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: /^Khoảng thời gian tạo yêu cầu giao hàng/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Tab walks the six segments, arrows change one, and the calendar opens and closes from the keyboard. */
export const Keyboard: Story = {
  args: { defaultValue: may },
  play: async ({ canvas }) => {
    const segments = canvas.getAllByRole('spinbutton');
    await userEvent.tab();
    await expect(segments[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(segments[0]).toHaveTextContent('02');
    for (const segment of segments.slice(1)) {
      await userEvent.tab();
      await expect(segment).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Xoá ngày/ })).toHaveFocus();
    await userEvent.tab();
    const calendarButton = canvas.getByRole('button', { name: /^Mở lịch/ });
    await expect(calendarButton).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeVisible();
    await escapeCloses(calendarButton);
  },
};

/** Picking on the calendar; it needs a click to open, so it has no screenshot baseline. */
export const PickOnCalendar: Story = {
  args: { defaultValue: may, onChange: fn() },
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Mở lịch/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/tháng 5.*2024/i);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Tháng sau' }));
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/tháng 6.*2024/i);
    const grid = within(dialog).getByRole('grid');
    await expect(grid).toHaveAccessibleName('tháng 6 năm 2024');
    await userEvent.click(within(grid).getByText('10'));
    await expect(within(grid).getByText('10')).toHaveAccessibleDescription('Bấm để kết thúc chọn khoảng ngày');
    // Between the two presses the range follows the pointer.
    await userEvent.hover(within(grid).getByText('15'));
    await expect(within(grid).getByRole('button', { name: 'Thứ Tư, 12 tháng 6, 2024, đã chọn' })).toBeInTheDocument();
    await expect(within(grid).getByText('16').parentElement).toHaveAttribute('aria-selected', 'false');
    // A key moves the range's end from where the pointer rests to the focused day (10 → 11).
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(grid).getByText('12').parentElement).toHaveAttribute('aria-selected', 'false');
    await expect(within(grid).getByText('11').parentElement).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(grid).getByText('20'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(shownText(canvas.getByRole('group', { name: 'Ngày đặt hàng' }))).toBe('10/06/2024–20/06/2024');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: new CalendarDate(2024, 6, 10), end: new CalendarDate(2024, 6, 20) });
  },
};

/** The month as the calendar draws it, the chosen range from its first day to its last. */
export const CalendarMonth: Story = {
  render: () => (
    <div style={{ display: 'inline-block', padding: 12, border: '1px solid #d0d5dd', borderRadius: 8 }}>
      <RangeCalendar value={may} onChange={fn()} />
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'tháng 5 năm 2024' });
    // Thirty-one days, every one chosen, each named as a screen reader says it; the week starts on Monday.
    await expect(within(grid).getAllByRole('gridcell', { selected: true })).toHaveLength(31);
    await expect(grid).toHaveAccessibleDescription('Khoảng ngày đã chọn: 1 tháng 5, 2024 đến 31 tháng 5, 2024');
    const first = within(grid).getByRole('button', { name: 'Thứ Tư, 1 tháng 5, 2024, đã chọn' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription('Bấm để bắt đầu chọn khoảng ngày');
    await expect(within(grid).getByRole('button', { name: 'Thứ Sáu, 31 tháng 5, 2024, đã chọn' })).toHaveAttribute('tabindex', '-1');
    await expect(grid.querySelector('thead')).toHaveTextContent('T2T3T4T5T6T7CN');
  },
};

/**
 * The whole range by keyboard: the calendar opens on the chosen start, the arrows move the day, Enter
 * picks each end, Page Down turns the month; the calendar closes on the second end and gives focus back.
 */
export const PickByKeyboard: Story = {
  args: { defaultValue: may, onChange: fn() },
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    const calendarButton = canvas.getByRole('button', { name: /^Mở lịch/ });
    calendarButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await expect(calendarButton).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('button', { name: /^Thứ Tư, 1 tháng 5, 2024/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    // The range follows the focused day: 2 to 9 May.
    await expect(within(dialog).getAllByRole('gridcell', { selected: true })).toHaveLength(8);
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('grid')).toHaveAccessibleName('tháng 6 năm 2024');
    await expect(within(dialog).getByRole('button', { name: /^Chủ Nhật, 9 tháng 6, 2024/ })).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: new CalendarDate(2024, 5, 2), end: new CalendarDate(2024, 6, 3) });
    await expect(shownText(canvas.getByRole('group', { name: 'Ngày đặt hàng' }))).toBe('02/05/2024–03/06/2024');
    await expect(calendarButton).toHaveFocus();
    await expect(calendarButton).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Alt+↓ in a date opens the calendar, as in a native date input; with nothing chosen it opens on today.
 * Escape closes it from its button as well as from inside it.
 */
export const OpenFromTheDate: Story = {
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /^Hôm nay, / })).toHaveFocus();
    // Back out of the calendar to its button, which keeps it open; Escape there closes it too.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    const calendarButton = canvas.getByRole('button', { name: /^Mở lịch/ });
    await expect(calendarButton).toHaveFocus();
    await expect(dialog).toBeInTheDocument();
    await escapeCloses(calendarButton);
  },
};

/** A press anywhere else closes the calendar and changes nothing; so does Tab out of it. */
export const CloseByPressingElsewhere: Story = {
  args: { defaultValue: may, onChange: fn() },
  parameters: { visual: false },
  render: (args) => (
    <div>
      <DateRangePicker {...args} />
      <p>Danh sách đơn hàng</p>
      <Button>Tìm</Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Mở lịch/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByText('10'));
    await userEvent.click(canvas.getByText('Danh sách đơn hàng'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(shownText(canvas.getByRole('group', { name: 'Ngày đặt hàng' }))).toBe('01/05/2024–31/05/2024');

    await userEvent.click(canvas.getByRole('button', { name: /^Mở lịch/ }));
    await screen.findByRole('dialog');
    // Focus is on the chosen start, the dialog's last stop.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tìm' })).toHaveFocus();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A field near the window's right edge: the calendar lines up with the field's end and stays whole. */
export const OpensLeftNearTheEdge: Story = {
  args: { defaultValue: may },
  parameters: { visual: false },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <div style={{ width: 240 }}>
        <DateRangePicker {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Mở lịch/ }));
    const dialog = await screen.findByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(within(dialog).getByText('31')).toBeVisible();
  },
};

/**
 * The field halfway down a short phone's screen, where neither the room above it nor below holds a
 * month: opening the calendar scrolls the page just enough for the whole month to show, its last week
 * too, and no further.
 */
export const OpensWholeOnShortPhone: Story = {
  args: { defaultValue: may },
  // The page's scroll is the test; the field's look is Default's.
  parameters: { visual: false },
  render: (args) => (
    <div>
      <div style={{ height: '100vh' }} />
      <DateRangePicker {...args} />
      <div style={{ height: '100vh' }} />
    </div>
  ),
  play: ({ canvas }) =>
    onShortPhone(async () => {
      const group = canvas.getByRole('group', { name: 'Ngày đặt hàng' });
      const middle = group.getBoundingClientRect().top + group.getBoundingClientRect().height / 2;
      window.scrollBy(0, middle - window.innerHeight / 2);
      await userEvent.click(canvas.getByRole('button', { name: /^Mở lịch/ }));
      const dialog = await screen.findByRole('dialog');
      await expect(within(dialog).getByText('31')).toBeInTheDocument();
      await waitFor(async () => {
        await expect(dialog.scrollHeight).toBeLessThanOrEqual(dialog.clientHeight + 1);
        await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
        // Scrolled no further than the month needs: the field stays as low as it can, clear of a
        // sticky header above it.
        await expect(window.innerHeight - dialog.getBoundingClientRect().bottom).toBeLessThan(8);
      });
      await userEvent.keyboard('{Escape}');
    }),
};

/** What a list's date filter reports; its own spy, since the story's args are the picker's. */
const filterChange = fn<(from: Date | null, end: Date | null) => void>();

/**
 * A list's date filter (DateRangeFilter): plain `Date`s in and out. An address that names only its first
 * day shows a one-day range; clearing reports both ends as null.
 */
export const ListFilterOneDay: Story = {
  render: ({ label }) => <DateRangeFilter label={label} from={new Date(2024, 4, 7)} end={null} onChange={filterChange} />,
  play: async ({ canvas }) => {
    filterChange.mockClear();
    const group = canvas.getByRole('group', { name: 'Ngày đặt hàng' });
    await expect(shownText(group)).toBe('07/05/2024–07/05/2024');
    await userEvent.click(canvas.getByRole('button', { name: /^Xoá ngày/ }));
    await expect(filterChange).toHaveBeenCalledTimes(1);
    await expect(filterChange).toHaveBeenCalledWith(null, null);
  },
};

/**
 * A list's date filter as the list holds it: every reported range becomes the filter (and the address),
 * and comes back as the picker's value, as useListQuery does.
 */
function LiveListFilter({ label, from = null, end = null }: { label: ReactNode; from?: Date | null; end?: Date | null }) {
  const [range, setRange] = useState<{ from: Date | null; end: Date | null }>({ from, end });
  return (
    <DateRangeFilter
      label={label}
      from={range.from}
      end={range.end}
      onChange={(nextFrom, nextEnd) => {
        filterChange(nextFrom, nextEnd);
        setRange({ from: nextFrom, end: nextEnd });
      }}
    />
  );
}

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

/**
 * Issue 27: typed digit by digit, a year passes through 2, 20 and 202 before it is 2026. The filter
 * reports the range only once both years are whole: never 1902, 1920 or 202, and the end date typed is
 * the one kept.
 */
export const ListFilterTypedDigitByDigit: Story = {
  render: ({ label }) => <LiveListFilter label={label} />,
  play: async ({ canvas }) => {
    filterChange.mockClear();
    const segments = canvas.getAllByRole('spinbutton');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('01112026');
    await userEvent.keyboard('20112026');
    const group = canvas.getByRole('group', { name: 'Ngày đặt hàng' });
    await expect(shownText(group)).toBe('01/11/2026–20/11/2026');
    for (const [from, end] of filterChange.mock.calls) {
      await expect(from?.getFullYear()).toBe(2026);
      await expect(end?.getFullYear()).toBe(2026);
    }
    await expect(filterChange).toHaveBeenCalledTimes(1);
    await expect(filterChange).toHaveBeenLastCalledWith(day(2026, 11, 1), day(2026, 11, 20));
  },
};

/** The same with a range already in the address: retyping the end year keeps the start and ends right. */
export const ListFilterRetypeEnd: Story = {
  render: ({ label }) => <LiveListFilter label={label} from={day(2026, 11, 1)} end={day(2026, 11, 5)} />,
  play: async ({ canvas }) => {
    filterChange.mockClear();
    const segments = canvas.getAllByRole('spinbutton');
    await userEvent.click(segments[3]!);
    await userEvent.keyboard('20112026');
    await expect(shownText(canvas.getByRole('group', { name: 'Ngày đặt hàng' }))).toBe('01/11/2026–20/11/2026');
    for (const [from, end] of filterChange.mock.calls) {
      await expect(from).toEqual(day(2026, 11, 1));
      await expect(end?.getFullYear()).toBe(2026);
    }
    await expect(filterChange).toHaveBeenLastCalledWith(day(2026, 11, 1), day(2026, 11, 20));
  },
};

/** Issue 27: one end typed alone filters nothing yet, and the field says what is missing. */
export const ListFilterEndAlone: Story = {
  render: ({ label }) => <LiveListFilter label={label} />,
  play: async ({ canvas }) => {
    filterChange.mockClear();
    const segments = canvas.getAllByRole('spinbutton');
    await userEvent.click(segments[3]!);
    await userEvent.keyboard('20112026');
    const group = canvas.getByRole('group', { name: 'Ngày đặt hàng' });
    await expect(await canvas.findByText('Nhập thêm Từ ngày để lọc theo khoảng ngày.')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Nhập thêm Từ ngày để lọc theo khoảng ngày.');
    await expect(filterChange).not.toHaveBeenCalled();
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('01112026');
    await expect(filterChange).toHaveBeenLastCalledWith(day(2026, 11, 1), day(2026, 11, 20));
    await expect(group).not.toHaveAccessibleDescription(expect.stringContaining('Nhập thêm'));
  },
};

/**
 * The keys of a date's parts, as in react-aria's date fields: Backspace takes a digit off and, on an empty
 * part, goes back one; ←/→ walk the parts of both dates; ↑/↓ step round, Home/End go to the ends, Page
 * Up/Down step by two months; a digit that no other can follow moves on at once. Without names the field
 * gives the form nothing, not an input without a name.
 */
export const EditingKeys: Story = {
  args: { defaultValue: may, startName: undefined, endName: undefined, onChange: fn() },
  parameters: { visual: false },
  play: async ({ args, canvas, canvasElement }) => {
    const [day, month, year, endDay] = canvas.getAllByRole('spinbutton');
    await expect(month).toHaveAttribute('aria-valuetext', '05 – tháng 5');
    await expect(day).toHaveAttribute('aria-valuemax', '31');
    await userEvent.click(day!);
    await userEvent.keyboard('{Backspace}');
    await expect(day).toHaveTextContent('dd');
    await expect(day).toHaveAttribute('aria-valuetext', 'Trống');
    // One date emptied: no range any more.
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard('4');
    await expect(day).toHaveTextContent('04');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(endDay).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(year).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(year).toHaveTextContent('202');
    await userEvent.keyboard('5');
    await expect(year).toHaveTextContent('2025');
    await expect(endDay).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: new CalendarDate(2025, 5, 4), end: may.end });
    await userEvent.click(month!);
    await userEvent.keyboard('{PageUp}');
    await expect(month).toHaveTextContent('07');
    await userEvent.keyboard('1');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('2');
    await expect(month).toHaveTextContent('12');
    await expect(year).toHaveFocus();
    await userEvent.click(day!);
    await userEvent.keyboard('{End}');
    await expect(day).toHaveTextContent('31');
    await userEvent.keyboard('{ArrowUp}');
    await expect(day).toHaveTextContent('01');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Home}');
    await expect(day).toHaveTextContent('01');
    // The first part has nothing before it: Backspace on it empty stays there.
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(day).toHaveFocus();
    // Letters are not written into a part.
    await userEvent.keyboard('ab');
    await expect(day).toHaveTextContent('dd');
    await expect(canvasElement.querySelector('input')).toBeNull();
  },
};

/** Thirty-one typed into February's day becomes its last day once the month is typed, leap years known. */
export const DayKeptWithinTheMonth: Story = {
  args: { onChange: fn() },
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Ngày đặt hàng' });
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('3102');
    await expect(shownText(group)).toBe('29/02/yyyy–dd/mm/yyyy');
    await userEvent.keyboard('2023');
    await expect(shownText(group)).toBe('28/02/2023–dd/mm/yyyy');
    // Focus went on to the second date's day.
    await userEvent.keyboard('31032023');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: new CalendarDate(2023, 2, 28), end: new CalendarDate(2023, 3, 31) });
  },
};

/**
 * A phone's keyboard sends no key codes, only what it would insert (Android's `beforeinput`): digits fill
 * the parts, a deletion takes one off, and what a keyboard composes is put back as the part showed it.
 */
export const PhoneKeyboard: Story = {
  args: { onChange: fn() },
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Ngày đặt hàng' });
    // React renders what a native event changed in a microtask; a key's next one waits for it.
    const send = async (inputType: string, data: string | null = null) => {
      const target = document.activeElement;
      if (!(target instanceof HTMLElement)) throw new Error('no part has focus');
      const refused = !target.dispatchEvent(new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: inputType !== 'insertCompositionText' }));
      await Promise.resolve();
      return refused;
    };
    const [day] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('inputmode', 'numeric');
    day!.focus();
    for (const digit of '0105202') await expect(await send('insertText', digit)).toBe(true);
    await expect(shownText(group)).toBe('01/05/202–dd/mm/yyyy');
    await send('deleteContentBackward');
    await expect(shownText(group)).toBe('01/05/20–dd/mm/yyyy');
    // A whole string at once, as a keyboard's suggestion inserts it; only its digits count.
    await send('insertText', '24/');
    await send('insertText', '3');
    await send('insertText', '1');
    await expect(shownText(group)).toBe('01/05/2024–31/mm/yyyy');
    // Composition cannot be refused: the browser writes it, the part puts its own text back.
    const focused = document.activeElement as HTMLElement;
    await expect(await send('insertCompositionText', 'x')).toBe(false);
    focused.textContent = 'mmx';
    focused.dispatchEvent(new InputEvent('input', { inputType: 'insertCompositionText', data: 'x', bubbles: true }));
    await expect(focused).toHaveTextContent(/^mm$/);
    for (const digit of '052024') await send('insertText', digit);
    await expect(shownText(group)).toBe('01/05/2024–31/05/2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(may);
  },
};

/** A range typed backwards is told once the customer leaves the field, not while typing; the calendar mends it. */
export const BackwardsRangeTold: Story = {
  args: { onChange: fn() },
  parameters: { visual: false },
  render: (args) => (
    <div>
      <DateRangePicker {...args} />
      <Button>Tìm</Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const reversed = 'Ngày bắt đầu phải trước ngày kết thúc.';
    const group = canvas.getByRole('group', { name: 'Ngày đặt hàng' });
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('3105202401052024');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: may.end, end: may.start });
    await expect(canvas.queryByText(reversed)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tìm' }));
    await expect(canvas.getByText(reversed)).toBeVisible();
    await expect(group).toHaveAccessibleDescription(expect.stringContaining(reversed));
    for (const segment of canvas.getAllByRole('spinbutton')) await expect(segment).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(canvas.getByRole('button', { name: /^Mở lịch/ }));
    const grid = within(await screen.findByRole('dialog')).getByRole('grid');
    await userEvent.click(within(grid).getByText('1'));
    await userEvent.click(within(grid).getByText('31'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(may);
    await expect(canvas.queryByText(reversed)).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('spinbutton')[0]).not.toHaveAttribute('aria-invalid');
  },
};
