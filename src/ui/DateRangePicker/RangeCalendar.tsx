import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { parseDate, startOfMonth, type CalendarDate } from '@internationalized/date';
import { Button, ButtonContext, type RangeValue } from 'react-aria-components';
import { cx, fieldStyles } from '../Field';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { dateName, dayName, endOfWeek, monthName, narrowWeekdayName, startOfWeek, todayDate, weeksInMonth } from './dates';
import * as styles from './DateRangePicker.css';

export interface RangeCalendarProps {
  /** The range shown as chosen; with one end only (a date half typed), the month of that end is shown. */
  value: { start: CalendarDate | null; end: CalendarDate | null };
  /** A whole range, picked in two presses (either order). */
  onChange: (range: RangeValue<CalendarDate>) => void;
}

/** What the keys do to the focused day, as in the ARIA date-picker grid pattern. */
function moveByKey(date: CalendarDate, key: string, shift: boolean): CalendarDate | null {
  switch (key) {
    case 'ArrowLeft':
      return date.subtract({ days: 1 });
    case 'ArrowRight':
      return date.add({ days: 1 });
    case 'ArrowUp':
      return date.subtract({ weeks: 1 });
    case 'ArrowDown':
      return date.add({ weeks: 1 });
    case 'PageUp':
      return date.subtract(shift ? { years: 1 } : { months: 1 });
    case 'PageDown':
      return date.add(shift ? { years: 1 } : { months: 1 });
    case 'Home':
      return startOfWeek(date);
    case 'End':
      return endOfWeek(date);
    default:
      return null;
  }
}

const ordered = (a: CalendarDate, b: CalendarDate): [CalendarDate, CalendarDate] => (a.compare(b) <= 0 ? [a, b] : [b, a]);

const dateOf = (target: EventTarget) => (target instanceof Element ? target.closest<HTMLElement>('[data-date]')?.dataset.date : undefined);

/**
 * A month's grid for picking a range: the first press sets one end, the range follows the pointer (or the
 * focused day) until the second press sets the other. One button per day in a `grid`, one of them in the
 * tab order (arrows, Page Up/Down, Home/End move; Enter or Space picks), each named by its full date as
 * a screen reader says it, `Hôm nay` and `đã chọn` included.
 *
 * Our own, not react-aria's RangeCalendar: opening react-aria's took 240 ms to the next paint on a cheap
 * phone (CPU ×4), over the 100 ms an answer to a tap may take, and even its bare grid stayed above it
 * (docs/decisions.md). This one draws once per change, with one handler per kind of event on the grid.
 */
export function RangeCalendar({ value, onChange }: RangeCalendarProps) {
  const headingId = useId();
  const rangeId = useId();
  const promptId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  // Today and the week's first day without Intl: @internationalized/date asks it for the time zone and for
  // the locale's region, and the first Intl call of a page costs a cheap phone tens of milliseconds.
  const [now] = useState(todayDate);
  const [focused, setFocused] = useState<CalendarDate>(() => value.start ?? value.end ?? now);
  // The first end picked, while the second is awaited.
  const [anchor, setAnchor] = useState<CalendarDate | null>(null);
  const [hovered, setHovered] = useState<CalendarDate | null>(null);
  // The focused day's button takes focus when the calendar opens and when a key moves it; not when a
  // month button pages (focus stays on that button, as it does in react-aria's calendars).
  const focusDay = useRef(true);
  useLayoutEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus({ preventScroll: true });
  }, [focused]);

  const shown: [CalendarDate, CalendarDate] | null = anchor
    ? ordered(anchor, hovered ?? focused)
    : value.start && value.end
      ? [value.start, value.end]
      : null;
  const monthStart = startOfMonth(focused);
  const gridStart = startOfWeek(monthStart);
  const weeks = weeksInMonth(monthStart);
  // What a screen reader hears besides the day's name, as react-aria's calendar said it: the chosen
  // range on entering the grid, and on the focused day what a press will do.
  const chosen = value.start && value.end ? `Khoảng ngày đã chọn: ${dateName(value.start)} đến ${dateName(value.end)}` : null;
  const prompt = anchor === null ? 'Bấm để bắt đầu chọn khoảng ngày' : 'Bấm để kết thúc chọn khoảng ngày';

  const pick = (date: CalendarDate) => {
    setFocused(date);
    if (anchor === null) {
      setAnchor(date);
      return;
    }
    const [start, end] = ordered(anchor, date);
    setAnchor(null);
    setHovered(null);
    onChange({ start, end });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focused);
      return;
    }
    const next = moveByKey(focused, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(next);
    // The range follows the keys now, not a pointer resting over the grid.
    setHovered(null);
  };

  const onPointerOver = (event: PointerEvent<HTMLTableElement>) => {
    const date = anchor ? dateOf(event.target) : undefined;
    if (date !== undefined && date !== hovered?.toString()) setHovered(parseDate(date));
  };

  const page = (months: number) => setFocused((date) => date.add({ months }));

  return (
    // Every Button inside a DateRangePicker would otherwise become the picker's own calendar button.
    <ButtonContext.Provider value={null}>
      <header className={styles.calendarHeader}>
        <Button className={cx(fieldStyles.inlineButton, styles.navButton)} aria-label="Tháng trước" onPress={() => page(-1)}>
          <Icon name="chevron-left" />
        </Button>
        {/* Paging by button says the new month; the grid is named by it too. A second level: after the
            page's h1 and under any section's heading, the order of headings stays whole. */}
        <h2 id={headingId} className={styles.heading} aria-live="polite">
          {monthName(monthStart)}
        </h2>
        <Button className={cx(fieldStyles.inlineButton, styles.navButton)} aria-label="Tháng sau" onPress={() => page(1)}>
          <Icon name="chevron-right" />
        </Button>
      </header>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        aria-describedby={chosen !== null ? rangeId : undefined}
        aria-multiselectable="true"
        className={styles.grid}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          const date = dateOf(event.target);
          if (date !== undefined) pick(parseDate(date));
        }}
        onPointerOver={onPointerOver}
        onPointerLeave={() => setHovered(null)}
      >
        {/* Each day's name says its weekday; the column heads are for the eye. */}
        <thead aria-hidden="true">
          <tr>
            {Array.from({ length: 7 }, (_, column) => (
              <th key={column} className={styles.headerCell}>
                {narrowWeekdayName(gridStart.add({ days: column }))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: weeks }, (_, week) => (
            <tr key={week}>
              {Array.from({ length: 7 }, (_, column) => {
                const date = gridStart.add({ days: week * 7 + column });
                if (date.month !== monthStart.month) return <td key={column} />;
                const selected = shown !== null && date.compare(shown[0]) >= 0 && date.compare(shown[1]) <= 0;
                const isStart = shown !== null && date.compare(shown[0]) === 0;
                const isEnd = shown !== null && date.compare(shown[1]) === 0;
                const isToday = date.compare(now) === 0;
                const name = dayName(date);
                const isFocused = date.compare(focused) === 0;
                return (
                  <td key={column} role="gridcell" aria-selected={selected}>
                    <div
                      role="button"
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={`${isToday ? 'Hôm nay, ' : ''}${name}${selected ? ', đã chọn' : ''}`}
                      aria-describedby={isFocused ? promptId : undefined}
                      className={styles.cell}
                      data-date={date.toString()}
                      data-selected={selected || undefined}
                      data-selection-start={isStart || undefined}
                      data-selection-end={isEnd || undefined}
                      data-today={isToday || undefined}
                    >
                      {date.day}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {chosen !== null ? <VisuallyHidden id={rangeId}>{chosen}</VisuallyHidden> : null}
      <VisuallyHidden id={promptId}>{prompt}</VisuallyHidden>
    </ButtonContext.Provider>
  );
}
