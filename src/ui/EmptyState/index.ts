export { EmptyState, ListEmptyState, type EmptyStateProps, type ListEmptyStateProps } from './EmptyState';
