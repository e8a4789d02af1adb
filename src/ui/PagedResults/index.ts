export { PagedResults, type ListStatus, type PagedResultsProps } from './PagedResults';
