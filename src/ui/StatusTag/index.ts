export { StatusTag, type StatusTagProps, type StatusTone } from './StatusTag';
