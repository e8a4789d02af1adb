export { DebouncedSearchField, type DebouncedSearchFieldProps } from './DebouncedSearchField';
export { SearchField, type SearchFieldProps } from './SearchField';
