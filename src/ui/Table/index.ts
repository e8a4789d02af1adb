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
  type Key,
  type Selection,
} from './Table';
export { tableLayout } from './Table.css';
