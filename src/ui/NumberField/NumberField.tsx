import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, Group, Input, TextField as AriaTextField, type PressEvent, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx, FieldMessages, fieldStyles, Label, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import { formatVnd } from '../Money/format';
import { formatNumber } from '../Money/number';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends Omit<
      AriaTextFieldProps,
      | 'children'
      | 'className'
      | 'validate'
      | 'validationBehavior'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'type'
      | 'inputMode'
      | 'pattern'
      | 'autoComplete'
      | 'minLength'
      | 'maxLength'
    >,
    FieldChromeProps {
  /** The number shown; NaN while the box is empty. */
  value?: number;
  defaultValue?: number;
  /** The number once the customer leaves the box, presses Enter or steps it; NaN when it was cleared. */
  onChange?: (value: number) => void;
  minValue?: number;
  maxValue?: number;
  /** What ArrowUp/ArrowDown and −/+ add; a number typed is also snapped to it when it is given. */
  step?: number;
  /** 'VND' shows whole đồng as money is written: `1.250.000 ₫`. */
  currency?: 'VND';
  placeholder?: string;
  /** Hides the −/+ buttons, e.g. for an amount of money nobody steps through. Arrow keys still work. */
  hideStepper?: boolean;
  className?: string;
  /** The box's text at every key, before it is committed (onChange comes on leaving or Enter). */
  onInputChange?: (text: string) => void;
}

/** The first repeat of a held −/+ waits, then steps come quickly, as a held key repeats. */
const HOLD_DELAY_MS = 400;
const HOLD_REPEAT_MS = 60;

function formatWhole(value: number, currency: 'VND' | undefined): string {
  if (!Number.isFinite(value)) return '';
  return currency === 'VND' ? formatVnd(value) : formatNumber(value, { maximumFractionDigits: 0 });
}

/**
 * What the box may hold while it is typed in: digits, vi-VN's thousands dots, spaces and, for money,
 * the đồng sign as people write it (₫ or đ); a minus first only where the field takes negatives.
 * A decimal comma is refused: every field of ours counts whole things or whole đồng, and a comma read
 * as thousands would multiply an amount.
 */
function isPartialNumber(text: string, allowNegative: boolean, currency: 'VND' | undefined): boolean {
  const body = allowNegative ? text.replace(/^\s*[-\u2212]/, '') : text;
  return currency === 'VND' ? /^[\d.\s₫đĐ]*$/.test(body) : /^[\d.\s]*$/.test(body);
}

/** The whole number in what was typed (the dots are grouping), or NaN when there is no digit. */
function parseWhole(text: string): number {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return Number.NaN;
  return /^\s*[-\u2212]/.test(text) ? -Number(digits) : Number(digits);
}

/** react-aria's rule, which this field replaced: the nearest multiple of `step` counted from the minimum, then within the bounds. */
function snapToStep(value: number, minValue: number | undefined, maxValue: number | undefined, step: number): number {
  const base = minValue ?? 0;
  const remainder = (value - base) % step;
  let snapped = Math.abs(remainder) * 2 >= step ? value + Math.sign(remainder) * (step - Math.abs(remainder)) : value - remainder;
  if (minValue !== undefined && snapped < minValue) snapped = minValue;
  else if (maxValue !== undefined && snapped > maxValue) snapped = base + Math.floor((maxValue - base) / step) * step;
  return snapped;
}

function clamp(value: number, minValue: number | undefined, maxValue: number | undefined): number {
  if (minValue !== undefined && value < minValue) return minValue;
  if (maxValue !== undefined && value > maxValue) return maxValue;
  return value;
}

interface StepButtonProps {
  word: 'Giảm' | 'Tăng';
  icon: 'minus' | 'plus';
  /** Said after the word: "Tăng Số lượng". */
  fieldLabel: string;
  controls: string;
  isDisabled: boolean;
  onHold: (event: PressEvent) => void;
  onRelease: () => void;
}

/** − or +: out of the Tab order (the arrows do its job from the box), never taking focus from the box. */
function StepButton({ word, icon, fieldLabel, controls, isDisabled, onHold, onRelease }: StepButtonProps) {
  return (
    <Button
      className={fieldStyles.inlineButton}
      aria-label={`${word} ${fieldLabel}`.trim()}
      aria-controls={controls}
      excludeFromTabOrder
      preventFocusOnPress
      isDisabled={isDisabled}
      onPressStart={onHold}
      onPressEnd={onRelease}
    >
      <Icon name={icon} />
    </Button>
  );
}

/**
 * A whole-number input written as vi-VN writes it (1.234.567), with −/+ buttons and ArrowUp/ArrowDown;
 * with `currency="VND"` it shows "1.250.000 ₫". The value is a number (NaN when empty); a form receives
 * the plain number under the field's `name`.
 *
 * Ours, not react-aria's NumberField: that one formats and parses through Intl as the page renders,
 * and the first Intl call of a page starts the engine's ICU (40–100 ms of a page load; decisions.md,
 * "No Intl while a page loads"). It keeps react-aria's behaviour: keys that cannot be part of the number
 * are refused, the number is committed on leaving the box, on Enter and on each step (clamped to the
 * bounds, and snapped to `step` when one is given), −/+ stay out of the Tab order and repeat while held.
 * Home and End move the caret, as in any text box, rather than jump to the bounds.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper = false,
  className,
  onInputChange,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  step,
  currency,
  name,
  form,
  isDisabled,
  isReadOnly,
  ...props
}: NumberFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  const [ownValue, setOwnValue] = useState(defaultValue ?? Number.NaN);
  const numberValue = value !== undefined ? value : ownValue;
  const [text, setText] = useState(() => formatWhole(numberValue, currency));
  // A new value from outside (the form reset, the server's answer) replaces what the box shows.
  const [shownValue, setShownValue] = useState(numberValue);
  if (!Object.is(shownValue, numberValue)) {
    setShownValue(numberValue);
    setText(formatWhole(numberValue, currency));
  }
  // Said to a screen reader when a step changes the box under the customer's focus; emptied when focus
  // leaves, so no old number stays in the page's text. (Leaving also reformats what was typed; that is
  // not said: the reader has moved on to the next field.)
  const [announcement, setAnnouncement] = useState('');

  const allowNegative = minValue === undefined || minValue < 0;
  const stepBy = step ?? 1;
  const typed = parseWhole(text);
  const canStep = !isDisabled && !isReadOnly;
  const canIncrement = canStep && (Number.isNaN(typed) || maxValue === undefined || typed < maxValue);
  const canDecrement = canStep && (Number.isNaN(typed) || minValue === undefined || typed > minValue);

  const setNumber = (next: number) => {
    const shown = formatWhole(next, currency);
    setText(shown);
    if (!Object.is(next, numberValue)) {
      if (value === undefined) setOwnValue(next);
      onChange?.(next);
    }
    return shown;
  };

  const commit = () => {
    const parsed = parseWhole(text);
    if (Number.isNaN(parsed) && value !== undefined) {
      // An emptied box under a caller's value shows that value again until the caller takes the NaN
      // (a form clears; the cart's quantity keeps its last number), as react-aria's did.
      setText(formatWhole(numberValue, currency));
      if (!Number.isNaN(numberValue)) onChange?.(Number.NaN);
      return;
    }
    const next = Number.isNaN(parsed) ? parsed : step !== undefined ? snapToStep(parsed, minValue, maxValue, step) : clamp(parsed, minValue, maxValue);
    setNumber(next);
  };

  const stepOnce = (direction: 1 | -1): boolean => {
    const from = parseWhole(inputRef.current?.value ?? text);
    let next: number;
    if (Number.isNaN(from)) {
      // From an empty box, up starts at the minimum and down at the maximum, as react-aria's did.
      next = snapToStep((direction > 0 ? minValue : maxValue) ?? 0, minValue, maxValue, stepBy);
    } else {
      next = snapToStep(from + direction * stepBy, minValue, maxValue, stepBy);
      if ((direction > 0 && next < from) || (direction < 0 && next > from)) next = from;
    }
    flushSync(() => setAnnouncement(setNumber(next)));
    return next !== from;
  };

  // A held −/+ keeps stepping until it is let go or the bound is reached. Its timer calls the latest
  // render's step, so the number and the caller's onChange it sees are never a render old.
  const latestStep = useRef(stepOnce);
  useLayoutEffect(() => {
    latestStep.current = stepOnce;
  });
  const holdTimer = useRef<number | undefined>(undefined);
  const stopHolding = () => {
    window.clearTimeout(holdTimer.current);
    holdTimer.current = undefined;
  };
  useEffect(() => stopHolding, []);
  const startHolding = (direction: 1 | -1, event: PressEvent) => {
    stopHolding();
    // Focus stays in the box when it is there (the phone keeps its keyboard); a mouse brings it to the
    // box; a finger or a screen reader keeps it on the button, so no keyboard slides up.
    if (document.activeElement !== inputRef.current) {
      if (event.pointerType === 'mouse') inputRef.current?.focus();
      else if (event.target instanceof HTMLElement) event.target.focus();
    }
    if (!stepOnce(direction)) return;
    const repeat = (delay: number) => {
      holdTimer.current = window.setTimeout(() => {
        if (latestStep.current(direction)) repeat(HOLD_REPEAT_MS);
        else holdTimer.current = undefined;
      }, delay);
    };
    repeat(HOLD_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || isReadOnly || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowUp' || event.key === 'PageUp') {
      event.preventDefault();
      stepOnce(1);
    } else if (event.key === 'ArrowDown' || event.key === 'PageDown') {
      event.preventDefault();
      stepOnce(-1);
    } else if (event.key === 'Enter') {
      // Committed before the form's submit runs, so the form checks the number the customer sees.
      flushSync(commit);
    }
  };

  const labelText = typeof label === 'string' ? label : (props['aria-label'] ?? '');
  const stepper = { fieldLabel: labelText, controls: inputId, onRelease: stopHolding };

  return (
    <AriaTextField
      {...props}
      id={inputId}
      name={name}
      form={form}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      value={text}
      onChange={(next) => {
        if (!isPartialNumber(next, allowNegative, currency)) return;
        setText(next);
        onInputChange?.(next);
      }}
      onBlur={(event) => {
        commit();
        setAnnouncement('');
        props.onBlur?.(event);
      }}
      className={cx(fieldStyles.field, className)}
    >
      {label != null ? <Label>{label}</Label> : null}
      <Group className={cx(fieldStyles.control, fieldStyles.group)} isDisabled={isDisabled} isInvalid={props.isInvalid}>
        <Input
          ref={inputRef}
          // The form's entry is the plain number in the hidden input below, not this text.
          name=""
          className={cx(fieldStyles.groupInput, styles.input)}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          onKeyDown={onKeyDown}
          aria-roledescription="ô số"
        />
        {hideStepper ? null : (
          <>
            <StepButton {...stepper} word="Giảm" icon="minus" isDisabled={!canDecrement} onHold={(event) => startHolding(-1, event)} />
            <StepButton {...stepper} word="Tăng" icon="plus" isDisabled={!canIncrement} onHold={(event) => startHolding(1, event)} />
          </>
        )}
      </Group>
      {name ? <input type="hidden" name={name} form={form} value={Number.isNaN(numberValue) ? '' : String(numberValue)} /> : null}
      <VisuallyHidden aria-live="assertive" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
