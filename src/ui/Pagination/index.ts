export { Pagination, type PageChange, type PaginationProps } from './Pagination';
export { pageWindow, type PageItem } from './pageWindow';
