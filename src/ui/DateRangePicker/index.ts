export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';
