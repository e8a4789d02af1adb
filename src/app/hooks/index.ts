export { AppSWRConfig, type AppSWRConfigProps } from './AppSWRConfig';
export { appCache, clearAppCache } from './cache';
export { invalidates, revalidate, type Change } from './invalidation';
export { readKey, detailsKey, readPaths, type ReadKey, type Resource } from './keys';
export * from './reads';
export * from './writes';
