import { useContext, useId, useState, type ReactNode } from 'react';
import { FormValidationContext, type Key } from 'react-aria-components';
import { cx, ErrorWords, fieldStyles, Label, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Select.css';

/**
 * One choice: `id` is what `onChange` receives, as given (a number stays a number), `label` what the user
 * reads.
 */
export interface SelectOption<Id extends Key = Key> {
  id: Id;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<Id extends Key = Key> extends Omit<FieldChromeProps, 'errorMessage'> {
  /** The choices, in order. */
  items: Iterable<SelectOption<Id>>;
  /** The chosen id; null for none (the placeholder shows). */
  value?: Id | null;
  /** The first choice when `value` is not given. */
  defaultValue?: Id | null;
  onChange?: (id: Id) => void;
  /** Shown while nothing is chosen. @default 'Chọn…' */
  placeholder?: string;
  /** The form entry's name; inside a `Form`, also the key of this field's error. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Marks the field invalid outside a Form's errors; `errorMessage` then shows under it. */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/**
 * A single choice from a list, in the platform's own <select> (issue 26): a phone opens its own picker
 * (a list on Android, the wheel on iOS), and neither opening nor choosing makes the page behind it
 * `inert` and restyles it, which a react-aria popover did (docs/decisions.md). The closed box is drawn
 * like every field; the words around it are the Field chrome's. Inside a `Form`, the form's message for
 * this `name` shows under it until the customer changes the choice, as with react-aria's fields.
 */
export function Select<Id extends Key>({
  label,
  description,
  errorMessage,
  items,
  value,
  defaultValue = null,
  onChange,
  placeholder = 'Chọn…',
  name,
  isRequired = false,
  isDisabled = false,
  isInvalid = false,
  className,
  'aria-label': ariaLabel,
}: SelectProps<Id>) {
  const id = useId();
  const [own, setOwn] = useState<Id | null>(defaultValue);
  const choices = [...items];
  // An id the list does not have (a list still loading, a choice since withdrawn) shows the placeholder:
  // the platform would otherwise show its first choice as if it were chosen.
  const wanted = value === undefined ? own : value;
  const chosen = wanted !== null && choices.some((choice) => String(choice.id) === String(wanted)) ? wanted : null;

  const formErrors = useContext(FormValidationContext);
  const fromForm: string | string[] | undefined = name === undefined ? undefined : formErrors[name];
  // The errors object the customer changed the choice under: its message stays hidden until the form
  // gives a new one (the next submit, the next server answer).
  const [changedUnder, setChangedUnder] = useState<object | null>(null);
  const formMessage = fromForm !== undefined && changedUnder !== formErrors ? [fromForm].flat().join(' ') : '';
  const invalid = isInvalid || formMessage !== '';
  const message = invalid ? (errorMessage ?? formMessage) : null;
  const hasMessage = message !== null && message !== '';
  const hasDescription = description != null && description !== '';

  return (
    <div className={cx(fieldStyles.field, className)}>
      {label != null ? <Label htmlFor={`${id}-select`}>{label}</Label> : null}
      <div className={styles.box}>
        <select
          id={`${id}-select`}
          name={name}
          value={chosen === null ? '' : String(chosen)}
          onChange={(event) => {
            const next = choices.find((choice) => String(choice.id) === event.currentTarget.value);
            if (!next) return;
            setOwn(next.id);
            setChangedUnder(formErrors);
            onChange?.(next.id);
          }}
          disabled={isDisabled}
          aria-label={ariaLabel}
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={[hasDescription ? `${id}-description` : '', hasMessage ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          data-invalid={invalid || undefined}
          data-disabled={isDisabled || undefined}
          data-placeholder={chosen === null || undefined}
          className={cx(fieldStyles.control, styles.select)}
        >
          {/* Only while nothing is chosen: a choice cannot be taken back to nothing, as before. */}
          {chosen === null ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {choices.map((choice) => (
            <option key={String(choice.id)} value={String(choice.id)} disabled={choice.isDisabled}>
              {choice.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className={styles.chevron} />
      </div>
      {hasDescription ? (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {hasMessage ? (
        <span id={`${id}-error`} className={fieldStyles.error}>
          <ErrorWords>{message}</ErrorWords>
        </span>
      ) : null}
    </div>
  );
}
