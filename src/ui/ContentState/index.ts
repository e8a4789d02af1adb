export { contentStateInstead, type ContentStateInput, type DetailStatus, type LoadStatus } from './ContentState';
