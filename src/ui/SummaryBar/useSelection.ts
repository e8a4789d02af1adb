import { useCallback, useMemo, useState } from 'react';
import type { Selection } from '../Table';

export interface Identified {
  Id: number;
}

export interface IdSelection<T extends Identified> {
  /** The ticked ids, as ticked: an id whose item has left the list stays here but is never counted. */
  ids: ReadonlySet<number>;
  /** The ticked items still in the list, in the list's order: what the figures count and the action sends. */
  chosen: readonly T[];
  /** Stable across renders, for memoised rows. */
  toggle: (id: number, isSelected: boolean) => void;
  /** Ticks exactly these (select all, select none). Stable. */
  replace: (ids: Iterable<number>) => void;
  /** Unticks these (ordered, removed). Stable. */
  remove: (ids: readonly number[]) => void;
  /** A Table's `onSelectionChange`. Stable. */
  onSelectionChange: (keys: Selection) => void;
}

/**
 * What the customer ticked in a list to pay for, one shape for every paying screen: a set of ids, the
 * items it picks out of the current list, and the ways a list (a Table, or a checkbox per card) changes
 * it. `initial` is read once, e.g. the server's own ticks.
 */
export function useSelection<T extends Identified>(items: readonly T[], initial: () => Iterable<number> = () => []): IdSelection<T> {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set(initial()));
  const chosen = useMemo(() => items.filter((item) => ids.has(item.Id)), [items, ids]);

  const toggle = useCallback(
    (id: number, isSelected: boolean) =>
      setIds((current) => {
        if (current.has(id) === isSelected) return current;
        const next = new Set(current);
        if (isSelected) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const replace = useCallback((next: Iterable<number>) => setIds(new Set(next)), []);
  const remove = useCallback(
    (gone: readonly number[]) => setIds((current) => (gone.some((id) => current.has(id)) ? new Set([...current].filter((id) => !gone.includes(id))) : current)),
    [],
  );
  const onSelectionChange = useCallback((keys: Selection) => setIds(new Set([...keys].filter((key): key is number => typeof key === 'number'))), []);

  return { ids, chosen, toggle, replace, remove, onSelectionChange };
}

/**
 * A Table's props for a list to pay for: rows ticked by their checkbox, and none can be ticked while the
 * action over the selection is in flight (what is being sent must not change under it).
 */
export function selectionTableProps<T extends Identified>(
  { ids, onSelectionChange }: Pick<IdSelection<T>, 'ids' | 'onSelectionChange'>,
  items: readonly T[],
  isPending: boolean,
) {
  return {
    selectionMode: 'multiple',
    selectedKeys: ids,
    onSelectionChange,
    disabledKeys: isPending ? items.map((item) => item.Id) : undefined,
  } as const;
}
