export { contentStateInstead, type ContentStateInput, type LoadStatus } from './ContentState';
