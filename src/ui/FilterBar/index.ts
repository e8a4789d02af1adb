export { FilterBar, FilterBarWide, type FilterBarProps, type FilterBarVariant } from './FilterBar';
