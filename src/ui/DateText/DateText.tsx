import type { TimeHTMLAttributes } from 'react';
import { dateTexts, type DateInput } from './format';
import * as styles from './DateText.css';

export const dateFormats = ['date', 'datetime'] as const;
export type DateFormat = (typeof dateFormats)[number];

export interface DateTextProps extends Omit<TimeHTMLAttributes<HTMLElement>, 'children' | 'dateTime'> {
  /** A Date, or an ISO string from the server (no offset means Vietnam time). */
  value: DateInput;
  /** 'date' → dd/MM/yyyy, 'datetime' → dd/MM/yyyy HH:mm. @default 'date' */
  format?: DateFormat;
}

/** A date in Vietnam time, in a `<time>` element. Renders nothing for a value that is not a date. */
export function DateText({ value, format = 'date', className, ...props }: DateTextProps) {
  const texts = dateTexts(value, format === 'datetime');
  if (!texts) return null;
  return (
    <time {...props} dateTime={texts.attribute} className={[styles.date, className].filter(Boolean).join(' ')}>
      {texts.text}
    </time>
  );
}
