export { EmptyState, ListEmptyState, ListFilteredContext, type EmptyStateProps, type ListEmptyStateProps } from './EmptyState';
