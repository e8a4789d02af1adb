import { Fragment, useEffect, useEffectEvent, useId, useRef, type KeyboardEvent } from 'react';
import { CalendarDate } from '@internationalized/date';
import { todayDate } from './dates';
import * as styles from './DateRangePicker.css';

/** One date as typed so far: each part a number once typed, null while empty (0 while a `0` awaits its second digit). */
export interface DateParts {
  day: number | null;
  month: number | null;
  year: number | null;
}

export type SegmentType = keyof DateParts;

export const emptyParts: DateParts = { day: null, month: null, year: null };

export const partsOf = (date: CalendarDate | null | undefined): DateParts =>
  date ? { day: date.day, month: date.month, year: date.year } : emptyParts;

/** The days of the month typed; while the year is not yet four digits long, a leap year stands in (29 February). */
function daysInMonth({ month, year }: DateParts): number {
  if (month === null || month < 1) return 31;
  const first = new CalendarDate(year !== null && year >= 1000 ? year : 2000, month, 1);
  return first.calendar.getDaysInMonth(first);
}

/** The date the parts make, once each is typed; a day past the month's end becomes its last day. */
export function dateOf(parts: DateParts): CalendarDate | null {
  const { day, month, year } = parts;
  if (day === null || month === null || year === null || day < 1 || month < 1 || year < 1) return null;
  // CalendarDate keeps the day within the month (31 February is 28 or 29 February).
  return new CalendarDate(year, month, day);
}

const limits = (type: SegmentType, parts: DateParts): { min: number; max: number } =>
  type === 'day' ? { min: 1, max: daysInMonth(parts) } : type === 'month' ? { min: 1, max: 12 } : { min: 1, max: 9999 };

/** Sets one part, keeping the day within the month that the parts now name. */
function withPart(parts: DateParts, type: SegmentType, value: number | null): DateParts {
  const next = { ...parts, [type]: value };
  if (type !== 'day' && next.day !== null) next.day = Math.min(next.day, daysInMonth(next));
  return next;
}

// As react-aria's date fields page: a week of days, two months, five years.
const pageStep: Record<SegmentType, number> = { day: 7, month: 2, year: 5 };

/** Steps a part, round from the last day or month to the first; years stop at their bounds. */
function stepped(type: SegmentType, parts: DateParts, by: number): number {
  const { min, max } = limits(type, parts);
  const current = parts[type];
  // An empty part starts from today's, as a placeholder would show it.
  if (current === null || current < min) return todayDate()[type];
  if (type === 'year') return Math.min(max, Math.max(min, current + by));
  const span = max - min + 1;
  return ((((current - min + by) % span) + span) % span) + min;
}

const names: Record<SegmentType, string> = { day: 'Ngày', month: 'Tháng', year: 'Năm' };
const placeholders: Record<SegmentType, string> = { day: 'dd', month: 'mm', year: 'yyyy' };

/** What the segment shows: two digits for the day and month (vi-VN with leading zeros), the year as typed. */
const shownText = (type: SegmentType, value: number | null) =>
  value === null ? placeholders[type] : type === 'year' ? String(value) : String(value).padStart(2, '0');

// VoiceOver on iOS cannot move to a spinbutton, so there each part is a text box, as react-aria does it.
const isIOS = () =>
  typeof navigator !== 'undefined' &&
  (/^iP(hone|ad|od)/.test(navigator.platform) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1));

/** The segments of the whole range in the order they show, for moving between the two dates. */
function segmentsAround(element: HTMLElement): HTMLElement[] {
  const range = element.closest('[data-date-segments-root]') ?? element.parentElement;
  return range ? [...range.querySelectorAll<HTMLElement>('[data-segment]')] : [element];
}

function focusBeside(element: HTMLElement, offset: 1 | -1): boolean {
  const all = segmentsAround(element);
  const next = all[all.indexOf(element) + offset];
  next?.focus();
  return next !== undefined;
}

/**
 * While the part has focus the caret rests at its start: a selection across its text (a tap on Android
 * Chrome selects it) makes the keyboard compose over it.
 */
function collapseSelectionIn(element: HTMLElement) {
  const selection = window.getSelection();
  if (selection?.anchorNode && element.contains(selection.anchorNode) && document.activeElement === element) selection.collapse(element);
}

export interface DateSegmentsProps {
  parts: DateParts;
  /** Called with the parts after each key that changes one. */
  onChange: (parts: DateParts) => void;
  /** This date's name among the two (`Từ ngày`). */
  label: string;
  /** The id of the field's visible label, which each segment's name ends with. */
  labelledBy?: string;
  /** The field's description and error; the first segment carries them, every one while invalid. */
  describedBy?: string;
  isDisabled: boolean;
  isReadOnly: boolean;
  isRequired: boolean;
  isInvalid: boolean;
}

interface SegmentProps extends Omit<DateSegmentsProps, 'parts' | 'onChange'> {
  type: SegmentType;
  parts: DateParts;
  set: (type: SegmentType, value: number | null) => void;
  isFirst: boolean;
}

/**
 * One part of a date, a spin button as in react-aria's date fields: digits fill it and move on once no
 * more can follow (`4` in a day, the second digit of a month, the fourth of a year); ↑/↓ step it,
 * Page Up/Down by a week, two months or five years, Home/End to its ends; ←/→ move between parts of
 * both dates; Backspace takes a digit off, and on an empty part goes back one. Editable text, so a
 * phone opens its number pad, but what the keyboard inserts never reaches the page: every key and input
 * becomes a number here.
 */
function Segment({ type, parts, set, label, labelledBy, describedBy, isDisabled, isReadOnly, isRequired, isInvalid, isFirst }: SegmentProps) {
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  // The digits typed into this part since it took focus.
  const entered = useRef('');
  const value = parts[type];
  const { min, max } = limits(type, parts);
  const isEditable = !isDisabled && !isReadOnly;
  const text = shownText(type, value);
  const valueText = value === null ? 'Trống' : type === 'month' && value >= 1 ? `${text} – tháng ${value}` : text;

  const typeDigit = (digit: string) => {
    if (!isEditable) return;
    const typed = entered.current + digit;
    const number = Number(typed);
    // A digit that cannot follow the ones before starts the part again.
    set(type, number > max ? Number(digit) : number);
    if (Number(`${typed}0`) > max || typed.length >= String(max).length) {
      entered.current = '';
      if (ref.current) focusBeside(ref.current, 1);
    } else entered.current = typed;
  };

  const backspace = () => {
    if (!isEditable) return;
    if (value === null) {
      if (ref.current) focusBeside(ref.current, -1);
      return;
    }
    const rest = text.slice(0, -1);
    const number = Number(rest);
    set(type, rest === '' || number === 0 ? null : number);
    entered.current = rest === '' || number === 0 ? '' : rest;
  };

  // What the part showed when a keyboard began composing, put back after it: composition cannot be refused.
  const composing = useRef<string | null>(null);
  // A phone's keyboard sends no key codes, only what it would insert: digits and deletions arrive as the
  // native `beforeinput` (React's onBeforeInput is another event, without deletions).
  const onBeforeInput = useEffectEvent((event: InputEvent, element: HTMLElement) => {
    if (event.inputType === 'insertCompositionText') {
      composing.current = element.textContent;
      return;
    }
    event.preventDefault();
    if (event.inputType.startsWith('delete')) backspace();
    else for (const character of event.data ?? '') if (/[0-9]/.test(character)) typeDigit(character);
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const beforeInput = (event: InputEvent) => onBeforeInput(event, element);
    const input = () => {
      if (composing.current === null) return;
      element.textContent = composing.current;
      composing.current = null;
    };
    const collapse = () => collapseSelectionIn(element);
    element.addEventListener('beforeinput', beforeInput);
    element.addEventListener('input', input);
    document.addEventListener('selectionchange', collapse);
    return () => {
      element.removeEventListener('beforeinput', beforeInput);
      element.removeEventListener('input', input);
      document.removeEventListener('selectionchange', collapse);
    };
  }, []);

  const step = (next: number) => {
    entered.current = '';
    set(type, next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const element = event.currentTarget;
    const handled = (() => {
      if (/^[0-9]$/.test(event.key)) typeDigit(event.key);
      else if (event.key === 'Backspace' || event.key === 'Delete') backspace();
      else if (event.key === 'ArrowLeft') focusBeside(element, -1);
      else if (event.key === 'ArrowRight') focusBeside(element, 1);
      else if (!isEditable) return event.key.length === 1;
      else if (event.key === 'ArrowUp') step(stepped(type, parts, 1));
      else if (event.key === 'ArrowDown') step(stepped(type, parts, -1));
      else if (event.key === 'PageUp') step(stepped(type, parts, pageStep[type]));
      else if (event.key === 'PageDown') step(stepped(type, parts, -pageStep[type]));
      else if (event.key === 'Home') step(min);
      else if (event.key === 'End') step(max);
      // Any other character would be written into the text.
      else return event.key.length === 1;
      return true;
    })();
    if (handled) event.preventDefault();
  };

  return (
    <span
      ref={ref}
      id={id}
      role={isIOS() ? 'textbox' : 'spinbutton'}
      data-segment=""
      data-type={type}
      data-placeholder={value === null || undefined}
      data-disabled={isDisabled || undefined}
      className={styles.segment}
      // The part's name, the date's, then the field's label: `Ngày, Từ ngày, Ngày đặt` (VoiceOver on iOS
      // does not say the group a part is in).
      aria-label={`${names[type]}, ${label}${labelledBy ? ',' : ''}`}
      aria-labelledby={labelledBy ? `${id} ${labelledBy}` : undefined}
      aria-valuenow={value ?? undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={valueText}
      aria-describedby={isFirst || isInvalid ? describedBy : undefined}
      aria-invalid={isInvalid || undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      aria-readonly={isReadOnly || undefined}
      tabIndex={isDisabled ? undefined : 0}
      contentEditable={isEditable}
      suppressContentEditableWarning
      inputMode={isEditable ? 'numeric' : undefined}
      enterKeyHint={isEditable ? 'next' : undefined}
      spellCheck={isEditable ? false : undefined}
      autoCorrect={isEditable ? 'off' : undefined}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        entered.current = '';
        window.getSelection()?.collapse(event.currentTarget);
      }}
    >
      {text}
    </span>
  );
}

const order: readonly SegmentType[] = ['day', 'month', 'year'];

/** One date of the range, dd/mm/yyyy as vi-VN writes it, each part its own spin button. */
export function DateSegments({ parts, onChange, ...field }: DateSegmentsProps) {
  const set = (type: SegmentType, value: number | null) => onChange(withPart(parts, type, value));
  return (
    <span className={styles.dateInput}>
      {order.map((type, index) => (
        <Fragment key={type}>
          {index > 0 ? (
            <span aria-hidden="true" data-type="literal" className={styles.segment}>
              /
            </span>
          ) : null}
          <Segment type={type} parts={parts} set={set} isFirst={index === 0} {...field} />
        </Fragment>
      ))}
    </span>
  );
}
