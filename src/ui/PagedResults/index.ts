export { PagedResults, type PagedResultsProps } from './PagedResults';
