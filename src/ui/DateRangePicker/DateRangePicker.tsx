import { useContext, useRef, type ReactNode, type RefObject } from 'react';
import type { CalendarDate } from '@internationalized/date';
import {
  Button,
  ButtonContext,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateFieldContext,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
  useSlottedContext,
  type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components';
import { CalendarIcon, cx, Description, FieldError, FieldMessages, fieldStyles, Label, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './DateRangePicker.css';

export interface DateRangePickerProps
  extends Omit<AriaDateRangePickerProps<CalendarDate>, 'children' | 'className' | 'validate' | 'validationBehavior'>,
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

/**
 * react-aria names the two date inputs from its own strings, which have no Vietnamese; this passes the
 * same field props on with Vietnamese names.
 */
function RangeInputNames({ start, end, children }: { start: string; end: string; children: ReactNode }) {
  const startProps = useSlottedContext(DateFieldContext, 'start');
  const endProps = useSlottedContext(DateFieldContext, 'end');
  return (
    <DateFieldContext.Provider
      value={{ slots: { start: { ...startProps, 'aria-label': start }, end: { ...endProps, 'aria-label': end } } }}
    >
      {children}
    </DateFieldContext.Provider>
  );
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

// The open calendar's height, a month of six weeks with its header and padding: 308 px in Chromium at
// 375 px, with room for an engine that draws the same fonts taller.
const calendarHeight = 340;

/**
 * Scrolls the page so the calendar about to open fits under the field. The popover only fits itself into
 * the room there is, above or below: on a short phone (an iPhone SE's 548 px under Safari's bars) with the
 * field halfway down, neither side holds a month and its last week scrolled out of sight inside the
 * popover (found in a WebKit audit). The field goes up, to just under the page's sticky header (the
 * root's scroll padding), only when the room below is short.
 */
function makeRoomBelow(field: HTMLElement | null) {
  if (!field) return;
  const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
  if (viewportHeight - field.getBoundingClientRect().bottom >= calendarHeight) return;
  field.scrollIntoView({ block: 'start' });
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
  const groupRef = useRef<HTMLDivElement>(null);
  return (
    <AriaDateRangePicker
      shouldForceLeadingZeros
      {...props}
      onOpenChange={(isOpen) => {
        if (isOpen) makeRoomBelow(groupRef.current);
        props.onOpenChange?.(isOpen);
      }}
      className={cx(fieldStyles.field, styles.field, className)}
    >
      {label != null ? <Label>{label}</Label> : null}
      <Group ref={groupRef} className={cx(fieldStyles.control, fieldStyles.group, styles.group)}>
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
        <ClearButton groupRef={groupRef} isDisabled={props.isDisabled === true || props.isReadOnly === true} />
        <Button className={cx(fieldStyles.inlineButton, styles.groupButton)} aria-label="Mở lịch">
          <CalendarIcon className={fieldStyles.icon} />
        </Button>
      </Group>
      <RangeMessages
        description={description}
        errorMessage={errorMessage}
        incompleteHint={incompleteHint}
        startLabel={startLabel}
        endLabel={endLabel}
      />
      <Popover className={fieldStyles.popover} placement="bottom start" offset={4}>
        <Dialog className={styles.dialog}>
          <RangeCalendar>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={cx(fieldStyles.inlineButton, styles.navButton)} aria-label="Tháng trước">
                <Icon name="chevron-left" />
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={cx(fieldStyles.inlineButton, styles.navButton)} aria-label="Tháng sau">
                <Icon name="chevron-right" />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
