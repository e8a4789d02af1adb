import { useMemo } from 'react';
import { Select, type SelectOption } from '../Select';

/** One choice of a filter: a catalogue entry's code (a status, a type) or a record's id (a warehouse). */
export interface FilterChoice {
  code: number;
  label: string;
}

export interface ChoiceFilterProps {
  label: string;
  /** The first choice, which sets no filter. @default 'Tất cả trạng thái' */
  allLabel?: string;
  choices: readonly FilterChoice[];
  /** The chosen code; null for all. */
  value: number | null;
  onChange: (value: number | null) => void;
  className?: string;
}

// Not a number: a code of 0 would be a choice like any other.
const ALL = 'all';

/** A list's filter of one code or all, the "all" choice first: the status of a list, a warehouse, a type. */
export function ChoiceFilter({ label, allLabel = 'Tất cả trạng thái', choices, value, onChange, className }: ChoiceFilterProps) {
  const items = useMemo<SelectOption<typeof ALL | number>[]>(
    () => [{ id: ALL, label: allLabel }, ...choices.map((choice) => ({ id: choice.code, label: choice.label }))],
    [allLabel, choices],
  );
  return <Select label={label} items={items} value={value ?? ALL} onChange={(id) => onChange(id === ALL ? null : id)} {...(className ? { className } : {})} />;
}
