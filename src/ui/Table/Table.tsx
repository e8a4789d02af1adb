import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  use,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createRowKeys, SelectionCheckbox, type Key, type RowKeys, type RowSelection } from './selection';
import * as styles from './Table.css';

export type { Key, Selection } from './selection';

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

/** The words of the selection checkboxes. */
const texts = { selectAll: 'Chọn tất cả', selectRow: 'Chọn' } as const;

export type CellAlign = 'start' | 'end';

export interface TableProps {
  /** A TableHeader, then a TableBody. */
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /**
   * Caps the height of the table; its rows then scroll inside it under a header that stays in view.
   * Without it the page scrolls and the header scrolls away with it — a sticky header needs a
   * scrolling box of its own, and the box is also what scrolls a wide table sideways.
   */
  maxHeight?: CSSProperties['maxHeight'];
  className?: string;
  /** `multiple`: a checkbox heads every row, and `Chọn tất cả` the checkbox column. @default 'none' */
  selectionMode?: 'none' | 'multiple';
  /** The ticked rows (controlled). */
  selectedKeys?: Iterable<Key>;
  /** Every change, with the whole new set: a row ticked or unticked, all ticked, none. */
  onSelectionChange?: (keys: Set<Key>) => void;
  /** Rows whose checkbox cannot be changed (e.g. while what was ticked is being sent). */
  disabledKeys?: Iterable<Key>;
}

/**
 * What a table's parts need to know of the whole that does not change with the ticks: the cells read
 * it, and a tick must not render them again.
 */
interface TableContext {
  /** The number of columns, the checkbox column included (the empty state spans them). */
  columns: number;
  /** Which of the columns (counted without the checkbox column) head their rows. */
  rowHeaders: ReadonlySet<number>;
  /** The rows, built once per TableBody element. */
  rows: readonly ReactElement[];
  rowKeys: RowKeys;
}
const TableContext = createContext<TableContext | null>(null);
/** The ticks, read by the rows and the header only; `null` when nothing is ticked in this table. */
const SelectionContext = createContext<RowSelection | null>(null);

function useTable(part: string): TableContext {
  const table = use(TableContext);
  if (!table) throw new Error(`${part} is rendered outside a Table`);
  return table;
}

/** A row's cells learn their column from their place in the row (primitive values: a tick changes neither). */
const CellIndexContext = createContext(0);
/** The id of the row's header cell, which completes its checkbox's name. */
const RowHeaderIdContext = createContext<string | undefined>(undefined);

/** Parts built from `items` with a function child, keyed by their `id`. */
function renderItems<T>(items: Iterable<T> | undefined, render: (item: T) => ReactElement): ReactElement[] {
  return [...(items ?? [])].map((item, index) => {
    const element = render(item);
    const key = element.key ?? (element.props as { id?: Key }).id ?? index;
    return <Fragment key={key}>{element}</Fragment>;
  });
}

/** The element of one part's type among the Table's children (its header, its body). */
function childOfType<P>(children: ReactNode, type: unknown): ReactElement<P> | undefined {
  let found: ReactElement<P> | undefined;
  // forEach hands over the elements themselves (toArray would copy them, and the Table's memos would
  // then see a new header and body on every render). Their props are the part's: that component made them.
  Children.forEach(children, (child) => {
    if (!found && isValidElement(child) && child.type === type) found = child as ReactElement<P>;
  });
  return found;
}

function rowsOf(body: ReactElement<TableBodyProps<object>> | undefined): ReactElement[] {
  if (!body) return [];
  const { items, children } = body.props;
  return typeof children === 'function' ? renderItems(items, children) : Children.toArray(children).filter(isValidElement);
}

function columnsOf(header: ReactElement<TableHeaderProps<object>> | undefined): { count: number; rowHeaders: Set<number> } {
  const built = header?.props.children;
  // Columns from `columns` and a function: built here only to read their props, as TableHeader will.
  const columns = (typeof built === 'function' ? [...(header?.props.columns ?? [])].map(built) : Children.toArray(built)).filter(isValidElement);
  const rowHeaders = new Set<number>();
  columns.forEach((column, index) => {
    if ((column.props as ColumnProps).isRowHeader) rowHeaders.add(index);
  });
  // Without a marked column, the first one heads the rows.
  if (rowHeaders.size === 0) rowHeaders.add(0);
  return { count: Math.max(columns.length, 1), rowHeaders };
}

/**
 * A data table: a `<table>` with explicit table roles (they keep the semantics when the card layout
 * changes `display`, which native table semantics alone would not in Safari). Below 768 px of width
 * each row becomes a card (see Table.css.ts).
 *
 * With `selectionMode="multiple"` every row starts with a native checkbox named `Chọn <row header>`,
 * and the header with `Chọn tất cả` (half-ticked when some rows are). A click anywhere on a row that
 * is not a link or a control ticks it too, the large target a phone's card needs; the keyboard ticks
 * with Space on the checkbox, one Tab stop per row. This was react-aria's grid until issue 26: its
 * collection, per-cell focus and press hooks were most of a paying list's first render (≈ 100 ms at
 * CPU ×1 for delivery's orders) and every tick re-rendered every row's hooks.
 *
 * Ticking re-renders the rows (a `<tr>` and its checkbox each), not their cells: the rows are built
 * once per TableBody element, so pass `<TableBody items={…}>` with a function child and keep the
 * TableHeader and TableBody elements the same between renders (`useMemo`).
 */
export function Table({
  maxHeight,
  className,
  children,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  disabledKeys,
  ...label
}: TableProps) {
  const header = childOfType<TableHeaderProps<object>>(children, TableHeader);
  const body = childOfType<TableBodyProps<object>>(children, TableBody);
  const columns = useMemo(() => columnsOf(header), [header]);
  const rows = useMemo(() => rowsOf(body), [body]);
  const [rowKeys] = useState(createRowKeys);
  const selecting = selectionMode === 'multiple';
  const selection = useMemo<RowSelection | null>(
    () =>
      selecting
        ? { selected: new Set(selectedKeys), disabled: new Set(disabledKeys), change: (keys) => onSelectionChange?.(keys) }
        : null,
    [selecting, selectedKeys, disabledKeys, onSelectionChange],
  );
  const context = useMemo<TableContext>(
    () => ({ columns: columns.count + (selecting ? 1 : 0), rowHeaders: columns.rowHeaders, rows, rowKeys }),
    [columns, rows, rowKeys, selecting],
  );
  const style = maxHeight != null ? { maxHeight } : undefined;
  return (
    // The box that scrolls a wide table sideways is a named stop of the Tab key, so a keyboard can
    // scroll it when nothing inside can take the focus.
    <div className={styles.scroll} style={style} role="region" tabIndex={0} aria-label={label['aria-label']} aria-labelledby={label['aria-labelledby']}>
      <TableContext value={context}>
        <SelectionContext value={selection}>
          <table role="table" {...label} className={join(styles.table, className)}>
            {children}
          </table>
        </SelectionContext>
      </TableContext>
    </div>
  );
}

export interface TableHeaderProps<T> {
  /** Columns built from data with a function child, or Column elements. */
  columns?: Iterable<T>;
  children: ReactNode | ((column: T) => ReactElement);
  className?: string;
}

export function TableHeader<T extends object>({ columns, children, className }: TableHeaderProps<T>) {
  const { rowKeys } = useTable('TableHeader');
  const selection = use(SelectionContext);
  return (
    <thead role="rowgroup" className={join(styles.header, className)}>
      <tr role="row">
        {selection ? <SelectAllColumn selection={selection} rowKeys={rowKeys} /> : null}
        {typeof children === 'function' ? renderItems(columns, children) : children}
      </tr>
    </thead>
  );
}

function SelectAllColumn({ selection, rowKeys }: { selection: RowSelection; rowKeys: RowKeys }) {
  const { selected, disabled, change } = selection;
  const all = useSyncExternalStore(rowKeys.subscribe, rowKeys.get);
  const open = all.filter((id) => !disabled.has(id));
  const ticked = all.filter((id) => selected.has(id)).length;
  const isSelected = all.length > 0 && ticked === all.length;
  return (
    <th role="columnheader" className={join(styles.column, styles.selectionColumn)}>
      <SelectionCheckbox
        label={texts.selectAll}
        showLabel
        isSelected={isSelected}
        isIndeterminate={ticked > 0 && !isSelected}
        isDisabled={open.length === 0}
        // Rows that cannot be changed keep their tick either way.
        onChange={(tick) => change(new Set([...selected].filter((id) => disabled.has(id)).concat(tick ? open : [])))}
      />
    </th>
  );
}

export interface ColumnProps {
  /** The column's name. */
  children: ReactNode;
  id?: Key;
  /** Its cells head their rows (the first column does when none is marked). */
  isRowHeader?: boolean;
  className?: string;
  /** 'end' for amounts and counts, so digits line up. @default 'start' */
  align?: CellAlign;
}

export function Column({ align = 'start', className, children }: ColumnProps) {
  return (
    <th role="columnheader" className={join(styles.column, align === 'end' && styles.alignEnd, className)}>
      <span className={styles.columnInner}>{children}</span>
    </th>
  );
}

export interface TableBodyProps<T> {
  /** The rows' data, with a function child that makes a Row of each (keyed by the Row's `id`). */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactElement);
  /** What the body shows when it has no rows. */
  renderEmptyState?: () => ReactNode;
  className?: string;
}

/** The rows. Built by the Table (once per TableBody element), rendered here. */
export function TableBody<T extends object>({ className, renderEmptyState }: TableBodyProps<T>) {
  const { rows, columns } = useTable('TableBody');
  const isEmpty = rows.length === 0;
  return (
    <tbody role="rowgroup" className={join(styles.body, className)} data-empty={isEmpty || undefined}>
      {rows}
      {isEmpty && renderEmptyState ? (
        <tr role="row">
          <td role="rowheader" colSpan={columns}>
            {renderEmptyState()}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

export interface RowProps<T> {
  /** The row's key, and what the selection holds. */
  id?: Key;
  /** Cells built from data with a function child, or Cell elements. */
  columns?: Iterable<T>;
  children: ReactNode | ((column: T) => ReactElement);
  className?: string;
}

/** A row's cells, each told its column. */
function cellsOf<T>(columns: Iterable<T> | undefined, children: RowProps<T>['children']): ReactElement[] {
  return (typeof children === 'function' ? renderItems(columns, children) : Children.toArray(children)).map((cell, index) => (
    <CellIndexContext key={isValidElement(cell) && cell.key !== null ? cell.key : index} value={index}>
      {cell}
    </CellIndexContext>
  ));
}

export function Row<T extends object>(props: RowProps<T>) {
  useTable('Row');
  const selection = use(SelectionContext);
  // A read-only row needs none of a ticked row's hooks: a list of twenty renders twenty plain rows.
  if (!selection) {
    return (
      <tr role="row" className={join(styles.row, props.className)}>
        {cellsOf(props.columns, props.children)}
      </tr>
    );
  }
  return <TickedRow {...props} selection={selection} />;
}

function TickedRow<T extends object>({ id, columns, children, className, selection }: RowProps<T> & { selection: RowSelection }) {
  const { rowKeys } = useTable('Row');
  const headerId = useId();
  useLayoutEffect(() => (id !== undefined ? rowKeys.add(id) : undefined), [id, rowKeys]);
  // The same elements on every render of the row: a tick renders the `<tr>` and its checkbox, not the cells.
  const cells = useMemo(() => cellsOf(columns, children), [columns, children]);
  const isSelected = id !== undefined && selection.selected.has(id);
  const isDisabled = id === undefined || selection.disabled.has(id);
  const tick = (on: boolean) => {
    if (id === undefined) return;
    const next = new Set(selection.selected);
    if (on) next.add(id);
    else next.delete(id);
    selection.change(next);
  };
  const tickByRow = (event: MouseEvent<HTMLTableRowElement>) => {
    // A link, a button or the checkbox's own label does what it does; a drag over the text selects it.
    if (isDisabled || !(event.target instanceof Element) || event.target.closest('a, button, input, label, select, textarea')) return;
    if (window.getSelection()?.isCollapsed === false) return;
    tick(!isSelected);
  };
  return (
    <tr role="row" className={join(styles.row, className)} data-selected={isSelected || undefined} data-selectable onClick={tickByRow}>
      <td role="cell" className={join(styles.cell, styles.selectionCell)}>
        <SelectionCheckbox label={texts.selectRow} labelledBy={headerId} isSelected={isSelected} isDisabled={isDisabled} onChange={tick} />
      </td>
      <RowHeaderIdContext value={headerId}>{cells}</RowHeaderIdContext>
    </tr>
  );
}

export interface CellProps {
  className?: string;
  children?: ReactNode;
  colSpan?: number;
  /**
   * The column's name, shown before the value when the row is a card (below 768 px). Screen readers
   * get the name from the column header instead, in both layouts.
   */
  label?: string;
  /** @default 'start' */
  align?: CellAlign;
}

export function Cell({ label, align = 'start', className, colSpan, children }: CellProps) {
  const { rowHeaders } = useTable('Cell');
  const index = use(CellIndexContext);
  const headerId = use(RowHeaderIdContext);
  const isRowHeader = rowHeaders.has(index);
  return (
    <td
      role={isRowHeader ? 'rowheader' : 'cell'}
      id={isRowHeader ? headerId : undefined}
      colSpan={colSpan}
      data-label={label}
      className={join(styles.cell, align === 'end' && styles.alignEnd, className)}
    >
      {children}
    </td>
  );
}
