export { FilterBar, FilterBarWide, type FilterBarProps } from './FilterBar';
