/**
 * Pure rules of the cart and of ordering by link, one module a subject: what a selection costs
 * (totals), the edits shown before the server confirms them (edits), the requests and their checks
 * (requests), the order-by-link dialog's draft (drafts) and ¥ prices as typed (cny).
 */
export type { FieldErrors } from '../../shared/validation';
export { isValidQuantity, NOTE_MAX, QUANTITY_MAX, QUANTITY_MIN } from '../../shared/validation';
export { joinOptions, splitOptions } from '../../shared/options';
export * from './cny';
export * from './drafts';
export * from './edits';
export * from './requests';
export * from './totals';
