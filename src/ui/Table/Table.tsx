import { useMemo, type CSSProperties, type ReactNode } from 'react';
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
  composeRenderProps,
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

export interface TableProps extends AriaTableProps {
  /**
   * Caps the height of the table; its rows then scroll inside it under a header that stays in view.
   * Without it the page scrolls and the header scrolls away with it — a sticky header needs a
   * scrolling box of its own, and the box is also what scrolls a wide table sideways.
   */
  maxHeight?: CSSProperties['maxHeight'];
}

/**
 * A data table on react-aria's Table: keyboard navigation, selection and sorting with the ARIA grid
 * pattern. Wide tables scroll sideways; below 768 px of width each row becomes a card (see
 * Table.css.ts). Selection checkboxes are added by TableHeader and Row when `selectionMode` is set.
 *
 * Speed with long lists: react-aria re-renders every row on a selection or focus change (rows read
 * the table state), so the cost of a click grows with the rows on the page — page lists with
 * Pagination. Two things keep it from doubling:
 * - `<TableBody items={…}>` with a function child, so each row's elements are kept between renders;
 * - the same TableHeader and TableBody elements on every render (`useMemo`, or a module-level
 *   `renderEmptyState`): new elements make react-aria rebuild its collection on each selection change.
 */
export function Table({ maxHeight, className, ...props }: TableProps) {
  return (
    <div className={styles.scroll} style={maxHeight != null ? { maxHeight } : undefined}>
      <AriaTable {...props} className={composeRenderProps(className, (custom) => join(styles.table, custom))} />
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

export type TableHeaderProps<T> = AriaTableHeaderProps<T>;

export function TableHeader<T extends object>({ columns, children, className, ...props }: TableHeaderProps<T>) {
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
    <AriaTableHeader {...props} className={composeRenderProps(className, (custom) => join(styles.header, custom))}>
      {selectionColumn}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export interface ColumnProps extends Omit<AriaColumnProps, 'children'> {
  /** The column's name. */
  children: ReactNode;
  /** 'end' for amounts and counts, so digits line up. @default 'start' */
  align?: CellAlign;
}

/** A column header. With `allowsSorting` it shows an arrow for the direction; aria-sort comes from react-aria. */
export function Column({ align = 'start', className, children, textValue, ...props }: ColumnProps) {
  return (
    <AriaColumn
      {...props}
      // The header renders through a function (for the arrow), so react-aria cannot read its text; it
      // needs it to name the column in its sort announcements.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (custom) => join(styles.column, align === 'end' && styles.alignEnd, custom))}
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

export type TableBodyProps<T> = AriaTableBodyProps<T>;

/**
 * The rows. Pass `items` and a function as children: react-aria then keeps each row's elements
 * between renders, so a selection change does not rebuild a thousand rows' cells.
 */
export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return <AriaTableBody {...props} className={composeRenderProps(className, (custom) => join(styles.body, custom))} />;
}

export type RowProps<T> = AriaRowProps<T>;

export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <AriaRow id={id} {...props} className={composeRenderProps(className, (custom) => join(styles.row, custom))}>
      {selectionBehavior === 'toggle' ? (
        <AriaCell className={join(styles.cell, styles.selectionCell)}>
          <SelectionCheckbox label={texts.selectRow} />
        </AriaCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

export interface CellProps extends AriaCellProps {
  /**
   * The column's name, shown before the value when the row is a card (below 768 px). Screen readers
   * get the name from the column header instead, in both layouts.
   */
  label?: string;
  /** @default 'start' */
  align?: CellAlign;
}

export function Cell({ label, align = 'start', className, ...props }: CellProps) {
  return (
    <AriaCell
      {...props}
      data-label={label}
      className={composeRenderProps(className, (custom) => join(styles.cell, align === 'end' && styles.alignEnd, custom))}
    />
  );
}
