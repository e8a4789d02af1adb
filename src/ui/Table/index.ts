export {
  Table,
  TableHeader,
  Column,
  TableBody,
  Row,
  Cell,
  type TableProps,
  type TableHeaderProps,
  type ColumnProps,
  type TableBodyProps,
  type RowProps,
  type CellProps,
  type CellAlign,
} from './Table';
export type { Selection, SortDescriptor, Key } from 'react-aria-components';
export { tableLayout } from './Table.css';
