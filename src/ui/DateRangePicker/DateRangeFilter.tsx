import { CalendarDate } from '@internationalized/date';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';

export interface DateRangeFilterProps extends Omit<DateRangePickerProps, 'value' | 'defaultValue' | 'onChange'> {
  /** First day, a local calendar day; null when open. */
  from: Date | null;
  /** Last day; null when open. */
  end: Date | null;
  /** Both ends, or both null when the range is cleared. */
  onChange: (from: Date | null, end: Date | null) => void;
}

const toCalendarDate = (date: Date | null) => (date ? new CalendarDate(date.getFullYear(), date.getMonth() + 1, date.getDate()) : null);
const toDate = (date: CalendarDate | null | undefined) => (date ? new Date(date.year, date.month - 1, date.day) : null);

/**
 * A list's date filter: a DateRangePicker on plain `Date`s, the type list filters and the API client
 * use. One open end (an address that names only `from`) is shown as a one-day range: the picker shows
 * both dates or none.
 */
export function DateRangeFilter({ from, end, onChange, ...props }: DateRangeFilterProps) {
  const start = toCalendarDate(from ?? end);
  const last = toCalendarDate(end ?? from);
  return (
    <DateRangePicker
      {...props}
      value={start && last ? { start, end: last } : null}
      onChange={(range) => onChange(toDate(range?.start), toDate(range?.end))}
    />
  );
}
