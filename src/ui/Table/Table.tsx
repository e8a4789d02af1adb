import { Children, Fragment, createContext, isValidElement, use, useMemo, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import {
  Cell as AriaCell,
  CheckboxButton,
  CheckboxField,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Table.css';

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

/** Texts react-aria has no Vietnamese for (it ships no vi-VN strings), passed in explicitly. */
const texts = { selectAll: 'Chọn tất cả', selectRow: 'Chọn' } as const;

export type CellAlign = 'start' | 'end';

export interface TableProps extends Omit<AriaTableProps, 'className'> {
  /**
   * Caps the height of the table; its rows then scroll inside it under a header that stays in view.
   * Without it the page scrolls and the header scrolls away with it — a sticky header needs a
   * scrolling box of its own, and the box is also what scrolls a wide table sideways.
   */
  maxHeight?: CSSProperties['maxHeight'];
  className?: string;
}

/**
 * What a read-only table's parts need to know of the whole: its number of columns (the empty state
 * spans them) and which of them head their rows. `null` inside an interactive table (react-aria's).
 */
interface PlainTable {
  columns: number;
  rowHeaders: ReadonlySet<number>;
}
const PlainTableContext = createContext<PlainTable | null>(null);
/** A plain row's cells learn their column from their place in the row. */
const CellIndexContext = createContext(0);

/** A plain table's parts built from `items` with a function child, keyed by their `id` as react-aria does. */
function renderItems<T>(items: Iterable<T> | undefined, render: (item: T) => ReactNode): ReactElement[] {
  return [...(items ?? [])].map((item, index) => {
    const element = render(item);
    const key = isValidElement(element) ? (element.key ?? (element.props as { id?: string | number }).id ?? index) : index;
    return <Fragment key={key}>{element}</Fragment>;
  });
}

function renderColumnsOf<T>(columns: Iterable<T> | undefined, render: (column: T) => ReactNode): ReactNode[] {
  return [...(columns ?? [])].map(render);
}

/** Reads the columns off the TableHeader element among a plain table's children, without rendering it. */
function plainTableOf(children: ReactNode): PlainTable {
  const header = Children.toArray(children).find(
    (child): child is ReactElement<TableHeaderProps<object>> => isValidElement(child) && child.type === TableHeader,
  );
  const built = header?.props.children;
  // Columns from `columns` and a function: built here only to read their props, as TableHeader will.
  const columns = (typeof built === 'function' ? renderColumnsOf(header?.props.columns, built) : Children.toArray(built)).filter(isValidElement);
  const rowHeaders = new Set<number>();
  columns.forEach((column, index) => {
    if ((column.props as ColumnProps).isRowHeader) rowHeaders.add(index);
  });
  // react-aria's rule: without a marked column, the first one heads the rows.
  if (rowHeaders.size === 0) rowHeaders.add(0);
  return { columns: Math.max(columns.length, 1), rowHeaders };
}

/**
 * A data table. Below 768 px of width each row becomes a card (see Table.css.ts). Two renderings of
 * the same parts, chosen by what the table does:
 * - Interactive (selection, sorting or a row action): react-aria's Table, the ARIA grid pattern with
 *   keyboard navigation between cells; selection checkboxes are added by TableHeader and Row when
 *   `selectionMode` is set.
 * - Read-only (none of those): a plain `<table>` with explicit table roles (they keep the semantics
 *   when the card layout changes `display`, which native table semantics alone would not in Safari).
 *   A read-only list is a table, not a grid: its links are ordinary tab stops, and it renders without
 *   react-aria's collection, per-cell focus and hover hooks and per-row ids — most of a list route's
 *   rendering (issue 26). Same classes and cell roles, so it looks the same.
 *
 * Speed with long lists in an interactive table: react-aria re-renders every row on a selection or
 * focus change (rows read the table state), so the cost of a click grows with the rows on the page —
 * page lists with Pagination. Two things keep it from doubling:
 * - `<TableBody items={…}>` with a function child, so each row's elements are kept between renders;
 * - the same TableHeader and TableBody elements on every render (`useMemo`, or a module-level
 *   `renderEmptyState`): new elements make react-aria rebuild its collection on each selection change.
 */
export function Table({ maxHeight, className, ...props }: TableProps) {
  const interactive =
    (props.selectionMode !== undefined && props.selectionMode !== 'none') ||
    props.sortDescriptor !== undefined ||
    props.onSortChange !== undefined ||
    props.onRowAction !== undefined ||
    props.dragAndDropHooks !== undefined;
  const style = maxHeight != null ? { maxHeight } : undefined;
  if (interactive) {
    return (
      <div className={styles.scroll} style={style}>
        <AriaTable {...props} className={join(styles.table, className)} />
      </div>
    );
  }
  const label = { 'aria-label': props['aria-label'], 'aria-labelledby': props['aria-labelledby'] };
  return (
    // The box that scrolls a wide table sideways is a named stop of the Tab key, so a keyboard can
    // scroll it when no link inside can (the grid was that stop itself).
    <div className={styles.scroll} style={style} role="region" tabIndex={0} {...label}>
      <PlainTableContext value={plainTableOf(props.children)}>
        <table role="table" {...label} aria-describedby={props['aria-describedby']} className={join(styles.table, className)}>
          {props.children}
        </table>
      </PlainTableContext>
    </div>
  );
}

function SelectionCheckbox({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <CheckboxField slot="selection" aria-label={label} className={styles.checkboxField}>
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <Icon name="minus" size="sm" /> : isSelected ? <Icon name="check" size="sm" /> : null}
            </span>
            {showLabel ? (
              <span className={styles.selectAllText} aria-hidden="true">
                {label}
              </span>
            ) : null}
          </>
        )}
      </CheckboxButton>
    </CheckboxField>
  );
}

export interface TableHeaderProps<T> extends Omit<AriaTableHeaderProps<T>, 'className'> {
  className?: string;
}

export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return use(PlainTableContext) ? <PlainTableHeader {...props} /> : <InteractiveTableHeader {...props} />;
}

function PlainTableHeader<T extends object>({ columns, children, className }: TableHeaderProps<T>) {
  return (
    <thead role="rowgroup" className={join(styles.header, className)}>
      <tr role="row">{typeof children === 'function' ? renderItems(columns, children) : children}</tr>
    </thead>
  );
}

function InteractiveTableHeader<T extends object>({ columns, children, className, ...props }: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  // The same element on every render: a new one would make react-aria rebuild its collection.
  const selectionColumn = useMemo(
    () =>
      selectionBehavior === 'toggle' ? (
        <AriaColumn className={join(styles.column, styles.selectionColumn)}>
          {selectionMode === 'multiple' ? <SelectionCheckbox label={texts.selectAll} showLabel /> : null}
        </AriaColumn>
      ) : null,
    [selectionBehavior, selectionMode],
  );
  return (
    <AriaTableHeader {...props} className={join(styles.header, className)}>
      {selectionColumn}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export interface ColumnProps extends Omit<AriaColumnProps, 'children' | 'className'> {
  className?: string;
  /** The column's name. */
  children: ReactNode;
  /** 'end' for amounts and counts, so digits line up. @default 'start' */
  align?: CellAlign;
}

/** A column header. With `allowsSorting` it shows an arrow for the direction; aria-sort comes from react-aria. */
export function Column({ align = 'start', className, children, textValue, ...props }: ColumnProps) {
  const classes = join(styles.column, align === 'end' && styles.alignEnd, className);
  if (use(PlainTableContext)) {
    return (
      <th role="columnheader" className={classes}>
        <span className={styles.columnInner}>{children}</span>
      </th>
    );
  }
  return (
    <AriaColumn
      {...props}
      // The header renders through a function (for the arrow), so react-aria cannot read its text; it
      // needs it to name the column in its sort announcements.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={classes}
    >
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnInner}>
          {children}
          {allowsSorting ? (
            <Icon
              name={sortDirection === 'ascending' ? 'arrow-up' : sortDirection === 'descending' ? 'arrow-down' : 'sort'}
              size="sm"
              className={styles.sortIcon}
            />
          ) : null}
        </span>
      )}
    </AriaColumn>
  );
}

export interface TableBodyProps<T> extends Omit<AriaTableBodyProps<T>, 'className'> {
  className?: string;
}

/**
 * The rows. Pass `items` and a function as children: react-aria then keeps each row's elements
 * between renders, so a selection change does not rebuild a thousand rows' cells.
 */
export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  const plain = use(PlainTableContext);
  if (!plain) return <AriaTableBody {...props} className={join(styles.body, className)} />;
  const { items, children, renderEmptyState } = props;
  const rows = typeof children === 'function' ? renderItems(items, children) : Children.toArray(children);
  const isEmpty = rows.length === 0;
  return (
    <tbody role="rowgroup" className={join(styles.body, className)} data-empty={isEmpty || undefined}>
      {rows}
      {isEmpty && renderEmptyState ? (
        <tr role="row">
          <td role="rowheader" colSpan={plain.columns}>
            {renderEmptyState({ isEmpty, isDropTarget: false })}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

export interface RowProps<T> extends Omit<AriaRowProps<T>, 'className'> {
  className?: string;
}

export function Row<T extends object>(props: RowProps<T>) {
  return use(PlainTableContext) ? <PlainRow {...props} /> : <InteractiveRow {...props} />;
}

function PlainRow<T extends object>({ columns, children, className }: RowProps<T>) {
  const cells = typeof children === 'function' ? renderItems(columns, children) : Children.toArray(children);
  return (
    <tr role="row" className={join(styles.row, className)}>
      {cells.map((cell, index) => (
        <CellIndexContext key={isValidElement(cell) && cell.key !== null ? cell.key : index} value={index}>
          {cell}
        </CellIndexContext>
      ))}
    </tr>
  );
}

function InteractiveRow<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <AriaRow id={id} {...props} className={join(styles.row, className)}>
      {selectionBehavior === 'toggle' ? (
        <AriaCell className={join(styles.cell, styles.selectionCell)}>
          <SelectionCheckbox label={texts.selectRow} />
        </AriaCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

export interface CellProps extends Omit<AriaCellProps, 'className' | 'children'> {
  className?: string;
  children?: ReactNode;
  /**
   * The column's name, shown before the value when the row is a card (below 768 px). Screen readers
   * get the name from the column header instead, in both layouts.
   */
  label?: string;
  /** @default 'start' */
  align?: CellAlign;
}

export function Cell({ label, align = 'start', className, ...props }: CellProps) {
  const plain = use(PlainTableContext);
  const index = use(CellIndexContext);
  const classes = join(styles.cell, align === 'end' && styles.alignEnd, className);
  if (plain) {
    return (
      <td role={plain.rowHeaders.has(index) ? 'rowheader' : 'cell'} colSpan={props.colSpan} data-label={label} className={classes}>
        {props.children}
      </td>
    );
  }
  return <AriaCell {...props} data-label={label} className={classes} />;
}
