import { useId, useLayoutEffect, useRef } from 'react';
import { CheckboxBox } from '../Checkbox';
import * as styles from './Table.css';

// The ticking parts of a Table with `selectionMode="multiple"`: which rows are ticked, which rows are on
// the page, and the native checkbox each row and the header carry (under the portal's one drawn box).

/** What names a row: its `id`. */
export type Key = string | number;
/** The ticked rows' ids. */
export type Selection = ReadonlySet<Key>;

/** The ticks of a table with `selectionMode="multiple"`. */
export interface RowSelection {
  selected: Selection;
  disabled: Selection;
  change: (keys: Set<Key>) => void;
}

/**
 * The ids of the rows that are on the page, registered by the rows as they mount: what `Chọn tất cả`
 * ticks. A row's id is known only once it renders (a function child may wrap the Row in a component).
 */
export interface RowKeys {
  add: (key: Key) => () => void;
  subscribe: (listener: () => void) => () => void;
  get: () => readonly Key[];
}

export function createRowKeys(): RowKeys {
  const keys = new Set<Key>();
  const listeners = new Set<() => void>();
  let snapshot: readonly Key[] = [];
  let stale = false;
  const changed = () => {
    stale = true;
    for (const listener of listeners) listener();
  };
  return {
    add: (key) => {
      keys.add(key);
      changed();
      return () => {
        keys.delete(key);
        changed();
      };
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => {
      if (stale) {
        snapshot = [...keys];
        stale = false;
      }
      return snapshot;
    },
  };
}

interface SelectionCheckboxProps {
  label: string;
  /** Another element whose text completes the name (the row's header). */
  labelledBy?: string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  isDisabled: boolean;
  onChange: (isSelected: boolean) => void;
  showLabel?: boolean;
}

export function SelectionCheckbox({ label, labelledBy, isSelected, isIndeterminate = false, isDisabled, onChange, showLabel = false }: SelectionCheckboxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property, not an attribute; a click clears it, so it is set on every render.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  });
  return (
    <label className={styles.checkbox} data-disabled={isDisabled || undefined}>
      <input
        ref={input}
        id={id}
        type="checkbox"
        className={styles.input}
        aria-label={label}
        aria-labelledby={labelledBy ? `${id} ${labelledBy}` : undefined}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} isDisabled={isDisabled} />
      {showLabel ? (
        <span className={styles.selectAllText} aria-hidden="true">
          {label}
        </span>
      ) : null}
    </label>
  );
}
