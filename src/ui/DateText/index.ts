export { DateText, dateFormats, type DateFormat, type DateTextProps } from './DateText';
export { formatDate, formatDateTime, formatTime, parseDate, toDateTimeAttribute, TIME_ZONE, type DateInput } from './format';
