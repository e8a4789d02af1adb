export { DateRangePicker, type DateRange, type DateRangePickerProps } from './DateRangePicker';
export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';
