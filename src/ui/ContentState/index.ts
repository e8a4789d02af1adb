export { contentStateInstead, type ContentStateInput } from './ContentState';
