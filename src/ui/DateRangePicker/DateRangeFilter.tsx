import { useState } from 'react';
import { CalendarDate } from '@internationalized/date';
import { DateRangePicker, rangeKey, type DateRange, type DateRangePickerProps } from './DateRangePicker';
import { toDate } from './dates';

export interface DateRangeFilterProps extends Omit<DateRangePickerProps, 'value' | 'defaultValue' | 'onChange'> {
  /** First day, a local calendar day; null when open. */
  from: Date | null;
  /** Last day; null when open. */
  end: Date | null;
  /** Both ends, or both null when the range is cleared. */
  onChange: (from: Date | null, end: Date | null) => void;
}

type Range = DateRange | null;

const toCalendarDate = (date: Date | null) => (date ? new CalendarDate(date.getFullYear(), date.getMonth() + 1, date.getDate()) : null);

/**
 * Typed digit by digit, a year is 2, 20 and 202 before it is 2026, and the picker reports each as a
 * whole date. A range is a filter only once both years have four digits and it runs forwards.
 */
const isSettled = (range: DateRange) => range.start.year >= 1000 && range.end.year >= 1000 && range.start.compare(range.end) <= 0;

const incompleteHint = (missing: string) => `Nhập thêm ${missing} để lọc theo khoảng ngày.`;

/**
 * A list's date filter: a DateRangePicker on plain `Date`s, the type list filters and the API client
 * use. One open end (an address that names only `from`) is shown as a one-day range: the picker shows
 * both dates or none. What is being typed stays in the field until it is a range (issue 27); the list,
 * and so the address, hears only settled ranges, and a lone date says the other is missing.
 */
export function DateRangeFilter({ from, end, onChange, ...props }: DateRangeFilterProps) {
  const start = toCalendarDate(from ?? end);
  const last = toCalendarDate(end ?? from);
  const filtered: Range = start && last ? { start, end: last } : null;
  // The draft belongs to the filter it was typed over: a new filter from outside (the address, a reset)
  // replaces it.
  const [draft, setDraft] = useState<{ over: string; range: Range }>({ over: rangeKey(filtered), range: filtered });
  const shown = draft.over === rangeKey(filtered) ? draft.range : filtered;
  return (
    <DateRangePicker
      incompleteHint={incompleteHint}
      {...props}
      value={shown}
      onChange={(range) => {
        setDraft({ over: rangeKey(filtered), range });
        if (range === null) onChange(null, null);
        else if (isSettled(range)) onChange(toDate(range.start), toDate(range.end));
      }}
    />
  );
}
