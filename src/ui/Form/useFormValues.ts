import { useState } from 'react';

/** What a field needs of the form's values: its name, its value and how to change it. */
export interface FieldBinding<T, N extends string = string> {
  name: N;
  value: T;
  onChange: (value: T) => void;
}

/**
 * A form's values, one key per field, and each field's binding: `<TextField {...field('Email')} … />`.
 * The field's name is the value's key, so the server's message for a field (Form's `validationErrors`,
 * keyed by the request's field names) lands on the field that holds it. `onEdit` runs on every change,
 * before the value is set (a form that counts itself touched).
 */
export function useFormValues<V extends object>(initial: V | (() => V), onEdit?: () => void) {
  const [values, setValues] = useState<V>(initial);
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) => {
      onEdit?.();
      setValues((current) => ({ ...current, [key]: value }));
    };
  const field = <K extends keyof V & string>(key: K): FieldBinding<V[K], K> => ({ name: key, value: values[key], onChange: set(key) });
  return { values, setValues, set, field };
}
