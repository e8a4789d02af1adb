import { useState } from 'react';
import { Spinner } from '../Spinner';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import * as styles from './InlineEditField.css';

/** Beside a field whose value is on its way to the server. */
export function SavingHint() {
  return (
    <span className={styles.saving} role="status">
      <Spinner />
      Đang lưu…
    </span>
  );
}

export interface InlineEditOptions<T> {
  /** The saved value as the caller knows it. When it changes (a fresh answer) the field shows it. */
  value: T;
  /** Saves a changed value. Reject when the save failed: the saved value comes back. */
  onSave: (value: T) => Promise<void>;
  /** Why a value may not be saved; it stays in the field with the message and nothing is sent. */
  validate?: (value: T) => string | undefined;
  /** Said under the field when a save fails. Leave it out when the caller says it another way (a toast). */
  failureMessage?: string;
}

/**
 * Edit in place, save on leave: the one behaviour of every such field. A changed value is shown at once
 * and sent once; while it is on its way `isSaving` is true; if the save fails the last saved value comes
 * back (with `failureMessage`, if any); `revert` (Escape) puts the saved value back before it is sent.
 */
export function useInlineEdit<T>({ value, onSave, validate, failureMessage }: InlineEditOptions<T>) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [source, setSource] = useState(value);
  const [error, setError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  if (!Object.is(value, source)) {
    // The caller's value changed (a revalidation, or its own rollback): it wins over the draft.
    setSource(value);
    setCommitted(value);
    setDraft(value);
  }
  const commit = async (next: T = draft) => {
    if (Object.is(next, committed)) return;
    const message = validate?.(next);
    setError(message);
    if (message !== undefined) return;
    const previous = committed;
    setDraft(next);
    setCommitted(next);
    setSaving(true);
    try {
      await onSave(next);
    } catch {
      setCommitted(previous);
      setDraft(previous);
      setError(failureMessage);
    } finally {
      setSaving(false);
    }
  };
  return {
    draft,
    error,
    isSaving,
    commit,
    change: (next: T) => {
      setDraft(next);
      setError(undefined);
    },
    revert: () => {
      setDraft(committed);
      setError(undefined);
    },
  };
}

export interface InlineEditFieldProps extends InlineEditOptions<string> {
  label: string;
  description?: string;
  placeholder?: string;
  maxLength?: number;
  /** A box of several lines (`rows` of them); Enter then starts a new line and leaving the box saves. */
  multiline?: boolean;
  rows?: number;
  className?: string;
}

/**
 * A text saved where it is edited: leaving the field or pressing Enter saves it (trimmed), Escape puts
 * the saved text back, 'Đang lưu…' shows while it is sent, and a failed save brings the saved text back.
 */
export function InlineEditField({ label, description, placeholder, maxLength, multiline = false, rows, className, ...options }: InlineEditFieldProps) {
  const field = useInlineEdit(options);
  const chrome = {
    label,
    description,
    placeholder,
    maxLength,
    value: field.draft,
    onChange: field.change,
    onBlur: () => void field.commit(field.draft.trim()),
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') field.revert();
      else if (event.key === 'Enter' && !multiline) void field.commit(field.draft.trim());
    },
    isInvalid: field.error !== undefined,
    errorMessage: field.error,
  };
  return (
    <div className={className}>
      {multiline ? <TextArea {...chrome} rows={rows} /> : <TextField {...chrome} />}
      {field.isSaving ? <SavingHint /> : null}
    </div>
  );
}
