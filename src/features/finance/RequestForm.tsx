import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Form, SUBMIT_COOLDOWN_MS, useFormValues, useSubmitOnce, type FieldErrors } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { TextArea } from '../../ui/TextArea';
import * as parts from './FinanceParts.css';

/**
 * The state of a deposit's or a withdrawal's request form: its values, sent at most once at a time,
 * and emptied after a request went through (a new `formKey` drops the fields' messages with them).
 */
export function useRequestForm<V extends { Note: string }>(empty: V) {
  const { values, setValues, set, field } = useFormValues<V>(empty);
  const [formKey, setFormKey] = useState(0);
  const { isPending, submit, isBusy } = useSubmitOnce({ cooldownMs: SUBMIT_COOLDOWN_MS });
  const reset = () => {
    setValues(empty);
    setFormKey((key) => key + 1);
  };
  return { values, set, field, reset, formKey, isPending, submit, isBusy };
}

export type RequestFormState<V extends { Note: string }> = ReturnType<typeof useRequestForm<V>>;

export interface RequestFormProps<V extends { Note: string }> {
  form: RequestFormState<V>;
  /** The form's accessible name, the same words as its card's title. */
  label: string;
  validate: () => FieldErrors;
  onSubmit: () => void;
  serverErrors: readonly string[];
  submitLabel: string;
  /** The request's own fields, laid out in the form grid before the note. */
  children: ReactNode;
}

/**
 * A deposit's or a withdrawal's request form: the server's lines above, the request's fields, then the
 * same end for both, a full-width note (field Note) and the submit button on the right.
 */
export function RequestForm<V extends { Note: string }>({ form, label, validate, onSubmit, serverErrors, submitLabel, children }: RequestFormProps<V>) {
  const actions = useRef<HTMLDivElement>(null);
  const shownKey = useRef(form.formKey);
  useEffect(() => {
    if (form.formKey === shownKey.current) return;
    shownKey.current = form.formKey;
    // Emptied after a request went through, the form is new elements: focus was on the old submit button
    // and fell to the page's body, the keyboard's and the screen reader's place lost. It goes to the new
    // one, unless the customer has since moved elsewhere.
    if (document.activeElement === null || document.activeElement === document.body) actions.current?.querySelector('button')?.focus();
  }, [form.formKey]);
  return (
    <Form key={form.formKey} aria-label={label} validate={validate} onSubmit={onSubmit}>
      <FormAlert lines={serverErrors} />
      <div className={parts.formGrid}>
        {children}
        <TextArea {...form.field('Note')} className={parts.full} label="Ghi chú" />
      </div>
      <div ref={actions} className={parts.formActions}>
        <Button type="submit" isPending={form.isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
