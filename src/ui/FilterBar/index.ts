export { FilterBar, FilterBarWide, type FilterBarProps, type FilterBarVariant } from './FilterBar';
export { ChoiceFilter, type ChoiceFilterProps, type FilterChoice } from './ChoiceFilter';
