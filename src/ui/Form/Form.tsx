import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from '../Field';
import * as styles from './Form.css';
import { focusFirstInvalid } from './focusFirstInvalid';

/** The form's own entries as strings (FormData), keyed by each field's `name`. */
export type FormValues = Record<string, string>;

/** Field `name` → Vietnamese message. A missing or empty message means that field is valid. */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

export interface FormProps extends Omit<AriaFormProps, 'onSubmit' | 'action' | 'validationBehavior' | 'validationErrors' | 'className'> {
  /**
   * Runs on every submit attempt, never before: returns a message per invalid field, by `name`.
   * Screens usually ignore `values` and check their own typed state with the pure rule of their
   * `model.ts`.
   */
  validate?: (values: FormValues) => FieldErrors;
  /** Called only when `validate` found nothing; invalid forms are never sent (SPEC §5). */
  onSubmit?: (values: FormValues) => void;
  /**
   * Errors from the server for the latest response, by field `name` (e.g. a 400 about the user
   * name). Keep them in state and clear them when sending again; a field's message disappears as soon
   * as the user changes that field.
   */
  validationErrors?: FieldErrors;
  className?: string;
}

const NO_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

function messagesOnly(errors: FieldErrors | undefined): Readonly<Record<string, string>> {
  if (!errors) return NO_ERRORS;
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return entries.length === 0 ? NO_ERRORS : Object.fromEntries(entries);
}

/** Reads a form's entries as strings; a file entry gives its name. */
export function formValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  new FormData(form).forEach((value, name) => {
    values[name] = typeof value === 'string' ? value : value.name;
  });
  return values;
}

/**
 * A form whose errors appear only after a submit attempt (SPEC §5). Use it one way:
 *
 * ```tsx
 * const [values, setValues] = useState<LoginValues>({ UserName: '', Password: '' });
 * <Form
 *   validate={() => validateLogin(values)}   // pure rule from model.ts → { UserName?: 'Tên đăng nhập chưa nhập', … }
 *   onSubmit={() => onLogin(values)}         // only when validateLogin found nothing
 *   validationErrors={serverErrors}          // optional: a 400 mapped to fields, by name
 * >
 *   <TextField name="UserName" label="Tên đăng nhập" isRequired value={values.UserName}
 *     onChange={(UserName) => setValues({ ...values, UserName })} />
 *   …
 *   <Button type="submit">Đăng nhập</Button>
 * </Form>
 * ```
 *
 * - Before the first submit nothing is red, whatever the user types.
 * - On submit (button, or Enter in a text field), `validate` runs; each message shows under the field
 *   with the same `name`, focus moves to the first invalid field, and `onSubmit` is not called.
 * - A message stays until the user changes that field or submits again; each submit checks afresh.
 * - Fields take no `validate` of their own: one rule, in the feature's model, decides.
 * - Outside a Form (a checkbox in a table row), pass `isInvalid` and `errorMessage` to the field.
 * - `focusFirstInvalid(formElement)` is exported for the rare screen that must move focus itself.
 */
export function Form({ validate, onSubmit, validationErrors, className, children, ...props }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // A new object per attempt, even with the same messages: react-aria shows "server" errors again
  // when it receives a new object, which is how a message the user dismissed by typing comes back.
  const [attempt, setAttempt] = useState<{ errors: Readonly<Record<string, string>> }>({ errors: NO_ERRORS });

  // Bumped when our own focus move made react-aria drop messages it had just been given (see below).
  const [reissue, setReissue] = useState(0);

  const shownErrors = useMemo(() => {
    const server = messagesOnly(validationErrors);
    // Once `reissue` is bumped, every result is a new object, which react-aria shows afresh.
    return server === NO_ERRORS && reissue === 0 ? attempt.errors : { ...server, ...attempt.errors };
  }, [validationErrors, attempt, reissue]);

  // Moving focus out of a field the user typed in fires the browser's `change` event on it, and
  // react-aria treats that as "the user changed this field" and clears its message: the message of
  // the field the user pressed Enter in would vanish. When that happens, hand the same errors again.
  const focusKeepingMessages = (form: HTMLFormElement) => {
    const seen = { change: false };
    const onChange = () => {
      seen.change = true;
    };
    form.addEventListener('change', onChange, true);
    try {
      focusFirstInvalid(form);
    } finally {
      form.removeEventListener('change', onChange, true);
    }
    if (seen.change) setReissue((count) => count + 1);
  };

  // A layout effect: focus moves in the same task as the submit, before the browser paints the errors.
  useLayoutEffect(() => {
    if (attempt.errors !== NO_ERRORS && formRef.current) focusKeepingMessages(formRef.current);
  }, [attempt]);

  // Server errors arrive after a request; take the user to the first one when their content changes.
  const serverKey = JSON.stringify(messagesOnly(validationErrors));
  const lastServerKey = useRef(serverKey);
  useLayoutEffect(() => {
    if (serverKey === lastServerKey.current) return;
    lastServerKey.current = serverKey;
    if (serverKey !== '{}' && formRef.current) focusKeepingMessages(formRef.current);
  }, [serverKey]);

  const handleSubmit = (event: Parameters<NonNullable<AriaFormProps['onSubmit']>>[0]) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const errors = messagesOnly(validate?.(values));
    setAttempt((previous) => (errors === NO_ERRORS && previous.errors === NO_ERRORS ? previous : { errors }));
    if (errors === NO_ERRORS) onSubmit?.(values);
  };

  return (
    <AriaForm
      {...props}
      ref={formRef}
      // 'aria': react-aria never shows the browser's own (English) bubbles nor validates while typing.
      validationBehavior="aria"
      validationErrors={shownErrors}
      onSubmit={handleSubmit}
      className={cx(styles.form, className)}
    >
      {children}
    </AriaForm>
  );
}
