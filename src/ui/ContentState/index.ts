export { contentStateInstead, NotFoundState, type ContentStateInput, type DetailStatus, type LoadStatus } from './ContentState';
