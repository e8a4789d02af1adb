import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { CalendarDate } from '@internationalized/date';
import {
  Button,
  FieldErrorContext,
  FormValidationContext,
  Group,
  TextContext,
  type RangeValue,
  type ValidationResult,
} from 'react-aria-components';
import { CalendarIcon, cx, Description, FieldError, FieldMessages, fieldStyles, Label, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { dateName } from './dates';
import { dateOf, DateSegments, emptyParts, partsOf, type DateParts } from './DateSegments';
import { RangeCalendar } from './RangeCalendar';
import * as styles from './DateRangePicker.css';

export type DateRange = RangeValue<CalendarDate>;

export interface DateRangePickerProps extends FieldChromeProps {
  /** The range shown, both dates or null; with it the field is controlled. */
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  /** Both dates once each is whole, null when one is emptied; a range that runs backwards is reported too. */
  onChange?: (value: DateRange | null) => void;
  /** With these the form receives the dates as ISO (yyyy-mm-dd), empty while a date is not whole. */
  startName?: string;
  endName?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  /** Red without a form's message (errorMessage says why). */
  isInvalid?: boolean;
  /** The field's name when it has no visible label. */
  'aria-label'?: string;
  /** Accessible name of the first date. @default 'Từ ngày' */
  startLabel?: string;
  /** Accessible name of the second date. @default 'Đến ngày' */
  endLabel?: string;
  /** What the field says while one date is whole and the other empty (no range then), given the empty date's label. */
  incompleteHint?: (missingLabel: string) => string;
  className?: string;
}

/** The two dates as typed, and the range last reported (or received) as a key. */
interface Draft {
  start: DateParts;
  end: DateParts;
  reported: string;
}

/** A range as a string that two equal ranges share, '' for none. */
export const rangeKey = (range: DateRange | null | undefined) => (range ? `${range.start.toString()}/${range.end.toString()}` : '');

function rangeOf(start: DateParts, end: DateParts): DateRange | null {
  const [first, last] = [dateOf(start), dateOf(end)];
  return first && last ? { start: first, end: last } : null;
}

const draftOf = (range: DateRange | null | undefined): Draft => ({
  start: partsOf(range?.start),
  end: partsOf(range?.end),
  reported: rangeKey(range),
});

/**
 * The dates as typed, with react-aria's contract for a controlled range: a date half typed stays in the
 * field while the caller holds null; a new range from the caller replaces what was typed.
 */
function useRangeDraft(value: DateRange | null | undefined, defaultValue: DateRange | null | undefined, onChange: DateRangePickerProps['onChange']) {
  const isControlled = value !== undefined;
  const [draft, setDraft] = useState(() => draftOf(isControlled ? value : defaultValue));
  let current = draft;
  if (isControlled && rangeKey(value) !== draft.reported) {
    // React's pattern for state derived from a prop: set during render, rendered again at once.
    current = draftOf(value);
    setDraft(current);
  }
  const change = (start: DateParts, end: DateParts) => {
    const range = rangeOf(start, end);
    const reported = rangeKey(range);
    setDraft({ start, end, reported });
    if (reported !== current.reported) onChange?.(range);
  };
  return [current, change] as const;
}

const isReversed = (range: DateRange | null) => range !== null && range.start.compare(range.end) > 0;

const validity = (isInvalid: boolean): ValidityState => ({
  badInput: false,
  customError: isInvalid,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: !isInvalid,
  valueMissing: false,
});

/** Clears both dates, then puts focus on the first day, since the button itself disappears. */
function ClearButton({ groupRef, isDisabled, onClear }: { groupRef: RefObject<HTMLDivElement | null>; isDisabled: boolean; onClear: () => void }) {
  return (
    <Button
      className={cx(fieldStyles.inlineButton, styles.groupButton)}
      aria-label="Xoá ngày"
      isDisabled={isDisabled}
      onPress={() => {
        onClear();
        groupRef.current?.querySelector<HTMLElement>('[data-segment]')?.focus();
      }}
    >
      <Icon name="close" />
    </Button>
  );
}

// The open calendar's size: seven 40 px days, six weeks, the month's header, the padding and the border
// (314 × 308 px in Chromium), with room for an engine that draws the same fonts larger.
const calendarWidth = 330;
const calendarHeight = 340;

/** Where the calendar opens: lined up with the field's start or end, and whether the page must scroll. */
interface Placement {
  /** The field's start leaves too little room before the window's right edge. */
  atEnd: boolean;
  /** The room below the field does not hold the month. */
  scroll: boolean;
}

interface GroupWithCalendarProps {
  inputs: ReactNode;
  range: { start: CalendarDate | null; end: CalendarDate | null };
  onPick: (range: DateRange) => void;
  onClear: () => void;
  /** The field's visible label, which the group, the calendar button and the calendar are named with. */
  labelledBy: string | undefined;
  /** The field's name when it has no visible label. */
  ariaLabel: string | undefined;
  describedBy: string | undefined;
  isDisabled: boolean;
  isInvalid: boolean;
  /** Focus has left the field and its calendar. */
  onLeave: () => void;
}

/**
 * The field's box, its buttons and the calendar under it while open. The calendar is a non-modal dialog
 * in the page, not a popover: react-aria's modal popover made the page behind it inert and locked its
 * scroll, restyling every element of the page on each opening (docs/decisions.md).
 */
function GroupWithCalendar({ inputs, range, onPick, onClear, labelledBy, ariaLabel, describedBy, isDisabled, isInvalid, onLeave }: GroupWithCalendarProps) {
  const buttonId = useId();
  const dialogId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Null while closed.
  const [open, setOpen] = useState<Placement | null>(null);

  const close = (focusButton: boolean) => {
    setOpen(null);
    if (focusButton) buttonRef.current?.focus();
  };
  const openCalendar = () => {
    const anchor = anchorRef.current;
    if (!anchor || isDisabled) return;
    // One read of the field's box, while the layout is still clean, decides both.
    const box = anchor.getBoundingClientRect();
    setOpen({
      atEnd: box.left + calendarWidth > document.documentElement.clientWidth,
      scroll: box.bottom + calendarHeight > (window.visualViewport?.height ?? window.innerHeight),
    });
  };

  // The whole month in view, scrolling as little as will do: on a short phone (an iPhone SE's 548 px under
  // Safari's bars) with the field halfway down, its last week was out of sight (a WebKit audit). The
  // least scroll leaves the field as low as it can be, clear of a sticky header above.
  useLayoutEffect(() => {
    if (open?.scroll) panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  // A press anywhere else closes it, as it does a popover.
  useEffect(() => {
    if (open === null) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !anchorRef.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside, true);
    return () => document.removeEventListener('pointerdown', closeOutside, true);
  }, [open]);

  // Escape closes it from anywhere in the field, its button and dates too; focus goes back to the
  // button only from inside the calendar, which is going away. A sheet or dialog around stays open.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return;
    event.stopPropagation();
    close(panelRef.current?.contains(document.activeElement) === true);
  };

  const onKeyDownCapture = (event: KeyboardEvent) => {
    // Alt+↓ in a date opens the calendar, as in a native date input.
    if (event.altKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp') && open === null) {
      event.preventDefault();
      event.stopPropagation();
      openCalendar();
    }
  };

  const hasValue = range.start !== null || range.end !== null;
  return (
    <div
      ref={anchorRef}
      className={styles.anchor}
      onKeyDownCapture={onKeyDownCapture}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && anchorRef.current?.contains(event.relatedTarget))) onLeave();
      }}
    >
      <Group
        ref={groupRef}
        aria-labelledby={labelledBy}
        aria-label={labelledBy === undefined ? ariaLabel : undefined}
        aria-describedby={describedBy}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        className={cx(fieldStyles.control, fieldStyles.group, styles.group)}
      >
        {inputs}
        {hasValue ? <ClearButton groupRef={groupRef} isDisabled={isDisabled} onClear={onClear} /> : null}
        <Button
          id={buttonId}
          aria-label="Mở lịch"
          aria-labelledby={labelledBy !== undefined ? `${buttonId} ${labelledBy}` : undefined}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          aria-controls={open !== null ? dialogId : undefined}
          ref={buttonRef}
          aria-expanded={open !== null}
          isDisabled={isDisabled}
          className={cx(fieldStyles.inlineButton, styles.groupButton)}
          onPress={() => (open === null ? openCalendar() : close(false))}
        >
          <CalendarIcon className={fieldStyles.icon} />
        </Button>
      </Group>
      {open !== null ? (
        <div
          ref={panelRef}
          role="dialog"
          id={dialogId}
          aria-labelledby={labelledBy}
          aria-label={labelledBy === undefined ? (ariaLabel ?? 'Lịch') : undefined}
          className={cx(fieldStyles.popover, styles.dialog, styles.calendarPanel, open.atEnd && styles.calendarPanelAtEnd)}
          onBlur={(event) => {
            if (event.relatedTarget instanceof Node && !anchorRef.current?.contains(event.relatedTarget)) setOpen(null);
          }}
        >
          <RangeCalendar
            value={range}
            onChange={(picked) => {
              onPick(picked);
              close(true);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * A date range typed or picked on a calendar, in vi-VN order: dd/mm/yyyy – dd/mm/yyyy. Typing digits
 * fills a part and moves on, through both dates; the value is a `RangeValue<CalendarDate>`, and with
 * `startName`/`endName` the form receives ISO dates (yyyy-mm-dd). Inside a `Form`, the form's message for
 * either name shows under the field until the dates change.
 *
 * Our own, not react-aria's DateRangePicker: react-aria's date fields format their parts with Intl as
 * they render, and the first Intl call of a page costs a cheap phone tens of milliseconds; the lists
 * with their filters unfolded paid it while loading (docs/decisions.md). The parts, keys and names
 * follow react-aria's date fields, which the stories hold.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  startLabel = 'Từ ngày',
  endLabel = 'Đến ngày',
  incompleteHint,
  className,
  value,
  defaultValue,
  onChange,
  startName,
  endName,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  isInvalid: markedInvalid = false,
  'aria-label': ariaLabel,
}: DateRangePickerProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const rangeId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [draft, change] = useRangeDraft(value, defaultValue, onChange);
  const start = dateOf(draft.start);
  const end = dateOf(draft.end);
  const range = start && end ? { start, end } : null;

  // The form's messages for either date, until the customer changes the dates (as react-aria's fields do).
  const formErrors = useContext(FormValidationContext);
  const [dismissedErrors, setDismissedErrors] = useState<object | null>(null);
  const formMessages =
    dismissedErrors === formErrors ? [] : [startName, endName].flatMap((name) => (name === undefined ? [] : [formErrors[name] ?? []].flat()));
  // A range that runs backwards is told once the customer leaves the field, not while a year is typed.
  const [reversedShown, setReversedShown] = useState(false);
  const messages = [...formMessages, ...(reversedShown && isReversed(range) ? ['Ngày bắt đầu phải trước ngày kết thúc.'] : [])];
  const isInvalid = markedInvalid || messages.length > 0;
  const validation: ValidationResult = { isInvalid, validationErrors: messages, validationDetails: validity(isInvalid) };

  const edit = (nextStart: DateParts, nextEnd: DateParts) => {
    setDismissedErrors(formErrors);
    change(nextStart, nextEnd);
  };

  const missing = start === null && end !== null ? startLabel : end === null && start !== null ? endLabel : null;
  // With a hint the description is always there: it changes words, and a screen reader keeps its link.
  const shownDescription = incompleteHint ? (missing !== null ? incompleteHint(missing) : (description ?? '')) : description;
  const hasDescription = incompleteHint !== undefined || (description != null && description !== '');
  const describedBy = [range ? rangeId : null, hasDescription ? descriptionId : null, isInvalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  const labelledBy = label != null ? labelId : undefined;
  const segmentProps = { labelledBy, describedBy, isDisabled, isReadOnly, isRequired, isInvalid };

  return (
    <div
      ref={rootRef}
      className={cx(fieldStyles.field, styles.field, className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      {label != null ? (
        <Label id={labelId} elementType="span" onClick={() => rootRef.current?.querySelector<HTMLElement>('[data-segment]')?.focus()}>
          {label}
        </Label>
      ) : null}
      <GroupWithCalendar
        inputs={
          <div className={styles.inputs} data-date-segments-root="">
            <DateSegments {...segmentProps} label={startLabel} parts={draft.start} onChange={(parts) => edit(parts, draft.end)} />
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <DateSegments {...segmentProps} label={endLabel} parts={draft.end} onChange={(parts) => edit(draft.start, parts)} />
          </div>
        }
        range={{ start, end }}
        onPick={(picked) => {
          setReversedShown(false);
          edit(partsOf(picked.start), partsOf(picked.end));
        }}
        onClear={() => {
          setReversedShown(false);
          edit(emptyParts, emptyParts);
        }}
        labelledBy={labelledBy}
        ariaLabel={ariaLabel}
        describedBy={describedBy}
        isDisabled={isDisabled || isReadOnly}
        isInvalid={isInvalid}
        onLeave={() => setReversedShown(isReversed(range))}
      />
      {range ? <VisuallyHidden id={rangeId}>{`Khoảng ngày đã chọn: ${dateName(range.start)} đến ${dateName(range.end)}`}</VisuallyHidden> : null}
      {startName !== undefined ? <input type="hidden" name={startName} value={start?.toString() ?? ''} disabled={isDisabled} /> : null}
      {endName !== undefined ? <input type="hidden" name={endName} value={end?.toString() ?? ''} disabled={isDisabled} /> : null}
      <TextContext.Provider value={{ slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }}>
        <FieldErrorContext.Provider value={validation}>
          {incompleteHint ? (
            <>
              <Description>{shownDescription}</Description>
              <FieldError>{errorMessage}</FieldError>
            </>
          ) : (
            <FieldMessages description={description} errorMessage={errorMessage} />
          )}
        </FieldErrorContext.Provider>
      </TextContext.Provider>
    </div>
  );
}
