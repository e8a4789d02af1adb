// Every call of SPEC §7, one typed function each.
export * from './account';
export * from './customer';
export * from './order';
export type { Paging, ReadOptions, WriteOptions } from './shared';
