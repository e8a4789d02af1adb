// Every schema and answer type, from one import.
export * from './common';
export * from './account';
export * from './customer';
export * from './order';
