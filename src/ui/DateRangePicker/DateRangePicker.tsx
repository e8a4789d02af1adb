import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { toCalendarDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  ButtonContext,
  DateFieldContext,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  DateSegment,
  DialogContext,
  Group,
  useSlottedContext,
  type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components';
import { CalendarIcon, cx, Description, FieldError, FieldMessages, fieldStyles, Label, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import { RangeCalendar } from './RangeCalendar';
import * as styles from './DateRangePicker.css';

export interface DateRangePickerProps
  extends Omit<
      AriaDateRangePickerProps<CalendarDate>,
      // The calendar is our own (RangeCalendar): react-aria's open state and calendar options do not reach it.
      | 'children'
      | 'className'
      | 'validate'
      | 'validationBehavior'
      | 'isOpen'
      | 'defaultOpen'
      | 'onOpenChange'
      | 'shouldCloseOnSelect'
      | 'minValue'
      | 'maxValue'
      | 'isDateUnavailable'
      | 'allowsNonContiguousRanges'
      | 'firstDayOfWeek'
      | 'pageBehavior'
    >,
    FieldChromeProps {
  /** Accessible name of the first date. @default 'Từ ngày' */
  startLabel?: string;
  /** Accessible name of the second date. @default 'Đến ngày' */
  endLabel?: string;
  /**
   * What the field says while one date is whole and the other empty (react-aria reports no range
   * then), given the empty date's label; none says nothing.
   */
  incompleteHint?: (missingLabel: string) => string;
  className?: string;
}

type Props = Record<PropertyKey, unknown>;

const isPlainObject = (value: unknown): value is Props =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
const hasOwn = (object: Props, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key);

/** The same values, functions aside, at the top and one object down (react-aria's validation state). */
function sameButFunctions(a: Props, b: Props, nested = true): boolean {
  const keys = Reflect.ownKeys(a);
  if (keys.length !== Reflect.ownKeys(b).length) return false;
  return keys.every((key) => {
    if (!hasOwn(b, key)) return false;
    const [x, y] = [a[key], b[key]];
    if (typeof x === 'function' && typeof y === 'function') return true;
    if (nested && isPlainObject(x) && isPlainObject(y)) return sameButFunctions(x, y, false);
    return Object.is(x, y);
  });
}

/** The props of the last commit, for functions that run in events and effects, never during a render. */
class Latest {
  constructor(private props: Props) {}
  set(props: Props): void {
    this.props = props;
  }
  get(): Props {
    return this.props;
  }
}

/** A copy whose functions call the function at the same place in the latest props, on its own object. */
function callingLatest(props: Props, latest: Latest, path: readonly PropertyKey[] = []): Props {
  const copy: Props = {};
  for (const key of Reflect.ownKeys(props)) {
    const value = props[key];
    if (typeof value === 'function') {
      copy[key] = (...args: unknown[]): unknown => {
        const holder = path.reduce<unknown>((object, step) => (isPlainObject(object) ? object[step] : undefined), latest.get());
        const current = isPlainObject(holder) ? holder[key] : undefined;
        return typeof current === 'function' ? (Reflect.apply(current, holder, args) as unknown) : undefined;
      };
    } else copy[key] = path.length === 0 && isPlainObject(value) ? callingLatest(value, latest, [key]) : value;
  }
  return copy;
}

/**
 * The picker's props for one date input, kept the same object while only its functions are new. The picker
 * renders again whenever focus enters or leaves it (react-aria's focus-within state) and hands the inputs
 * new handlers each time; both inputs then formatted their dates again: about 20 ms at 4× CPU of opening
 * the calendar (docs/decisions.md). The kept functions call the picker's latest ones, so a date typed
 * after the other one changed still sees it.
 */
function useSteadyProps(props: Props): Props {
  const [latest] = useState(() => new Latest(props));
  useLayoutEffect(() => latest.set(props));
  const [steady, setSteady] = useState(() => ({ from: props, value: callingLatest(props, latest) }));
  if (sameButFunctions(steady.from, props)) return steady.value;
  // React's pattern for a value derived from the previous render: set during render, rendered again at once.
  const next = { from: props, value: callingLatest(props, latest) };
  setSteady(next);
  return next.value;
}

/**
 * react-aria names the two date inputs from its own strings, which have no Vietnamese; this passes the
 * same field props on with Vietnamese names.
 */
function RangeInputNames({ start, end, children }: { start: string; end: string; children: ReactNode }) {
  const startProps = useSteadyProps({ ...useSlottedContext(DateFieldContext, 'start'), 'aria-label': start });
  const endProps = useSteadyProps({ ...useSlottedContext(DateFieldContext, 'end'), 'aria-label': end });
  const names = useMemo(() => ({ slots: { start: startProps, end: endProps } }), [startProps, endProps]);
  return <DateFieldContext.Provider value={names}>{children}</DateFieldContext.Provider>;
}

/** Clears both dates, then puts focus on the first day segment, since the button itself disappears. */
function ClearButton({ groupRef, isDisabled }: { groupRef: RefObject<HTMLDivElement | null>; isDisabled: boolean }) {
  const state = useContext(DateRangePickerStateContext);
  if (!state?.value.start && !state?.value.end) return null;
  return (
    // Every Button inside a DateRangePicker would otherwise become the calendar button.
    <ButtonContext.Provider value={null}>
      <Button
        className={cx(fieldStyles.inlineButton, styles.groupButton)}
        aria-label="Xoá ngày"
        isDisabled={isDisabled}
        onPress={() => {
          state.setValue(null);
          groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
        }}
      >
        <Icon name="close" />
      </Button>
    </ButtonContext.Provider>
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

/**
 * The field's box, its buttons and the calendar under it while open. The calendar is a non-modal dialog
 * in the page, not a popover: react-aria's modal popover made the page behind it inert and locked its
 * scroll, restyling every element of the page on each opening (docs/decisions.md). Opening re-renders
 * only this; the date inputs come in made by the picker, so React leaves them as they are.
 */
function GroupWithCalendar({ inputs, isDisabled }: { inputs: ReactNode; isDisabled: boolean }) {
  const state = useContext(DateRangePickerStateContext);
  // The picker's own ids and labelling for its button (named with the field's label) and dialog; its
  // press and pressed state are for react-aria's popover.
  const pickerButton = useSlottedContext(ButtonContext);
  const dialog = useSlottedContext(DialogContext);
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
    // Alt+↓ in a date opens the calendar (react-aria's picker would open its own).
    if (event.altKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp') && open === null) {
      event.preventDefault();
      event.stopPropagation();
      openCalendar();
    }
  };

  return (
    <div ref={anchorRef} className={styles.anchor} onKeyDownCapture={onKeyDownCapture} onKeyDown={onKeyDown}>
      <Group ref={groupRef} className={cx(fieldStyles.control, fieldStyles.group, styles.group)}>
        {inputs}
        <ClearButton groupRef={groupRef} isDisabled={isDisabled} />
        <ButtonContext.Provider value={null}>
          <Button
            id={pickerButton?.id}
            aria-label="Mở lịch"
            aria-labelledby={pickerButton?.['aria-labelledby']}
            aria-describedby={pickerButton?.['aria-describedby']}
            aria-haspopup="dialog"
            ref={buttonRef}
            aria-expanded={open !== null}
            isDisabled={isDisabled}
            className={cx(fieldStyles.inlineButton, styles.groupButton)}
            onPress={() => (open === null ? openCalendar() : close(false))}
          >
            <CalendarIcon className={fieldStyles.icon} />
          </Button>
        </ButtonContext.Provider>
      </Group>
      {open !== null && state ? (
        <div
          ref={panelRef}
          role="dialog"
          // react-aria's picker knows this id as its dialog: focus moving into it is not the field's blur.
          id={dialog?.id}
          aria-labelledby={dialog?.['aria-labelledby']}
          className={cx(fieldStyles.popover, styles.dialog, styles.calendarPanel, open.atEnd && styles.calendarPanelAtEnd)}
          onBlur={(event) => {
            if (event.relatedTarget instanceof Node && !anchorRef.current?.contains(event.relatedTarget)) setOpen(null);
          }}
        >
          <RangeCalendar
            value={{
              start: state.value.start ? toCalendarDate(state.value.start) : null,
              end: state.value.end ? toCalendarDate(state.value.end) : null,
            }}
            onChange={(range) => {
              state.setDateRange(range);
              close(true);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The description, or the incomplete-range hint while exactly one date is whole. */
function RangeMessages({
  description,
  errorMessage,
  incompleteHint,
  startLabel,
  endLabel,
}: FieldChromeProps & { incompleteHint: DateRangePickerProps['incompleteHint']; startLabel: string; endLabel: string }) {
  const state = useContext(DateRangePickerStateContext);
  const start = state?.value.start ?? null;
  const end = state?.value.end ?? null;
  const missing = start === null && end !== null ? startLabel : end === null && start !== null ? endLabel : null;
  if (!incompleteHint) return <FieldMessages description={description} errorMessage={errorMessage} />;
  // react-aria links the description to the inputs only if it is there from the start, so it always is.
  return (
    <>
      <Description>{missing !== null ? incompleteHint(missing) : (description ?? '')}</Description>
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

/**
 * A date range typed or picked on a calendar, in vi-VN order: dd/mm/yyyy – dd/mm/yyyy (the locale
 * comes from UiProvider). Typing digits fills a segment and moves on; the value is a
 * `RangeValue<CalendarDate>`, and with `startName`/`endName` the form receives ISO dates (yyyy-mm-dd).
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  startLabel = 'Từ ngày',
  endLabel = 'Đến ngày',
  incompleteHint,
  className,
  ...props
}: DateRangePickerProps) {
  const inputs = (
    <div className={styles.inputs}>
      <RangeInputNames start={startLabel} end={endLabel}>
        <DateInput slot="start" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.dash}>
          –
        </span>
        <DateInput slot="end" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
      </RangeInputNames>
    </div>
  );
  return (
    <AriaDateRangePicker shouldForceLeadingZeros {...props} className={cx(fieldStyles.field, styles.field, className)}>
      {label != null ? <Label>{label}</Label> : null}
      <GroupWithCalendar inputs={inputs} isDisabled={props.isDisabled === true || props.isReadOnly === true} />
      <RangeMessages
        description={description}
        errorMessage={errorMessage}
        incompleteHint={incompleteHint}
        startLabel={startLabel}
        endLabel={endLabel}
      />
    </AriaDateRangePicker>
  );
}
