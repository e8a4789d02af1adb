import { Icon } from '../Icon';
import type { formAlertTones } from './FormAlert.css';
import * as styles from './FormAlert.css';

export type FormAlertTone = (typeof formAlertTones)[number];

export interface FormAlertProps {
  /** Server lines (a 400 flattened, SPEC §8) or one message; rendered as text. Blank lines are dropped. */
  lines: readonly string[];
  /** @default 'danger' */
  tone?: FormAlertTone;
}

/**
 * A message box on a form. Errors use `role="alert"` so they are read out as soon as they appear,
 * without moving focus away from the field the customer is in; a success uses `role="status"`.
 * Nothing is drawn when there is no line to show.
 */
export function FormAlert({ lines, tone = 'danger' }: FormAlertProps) {
  const shown = lines.filter((line) => line.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={[styles.alert, tone === 'success' ? styles.success : undefined].filter(Boolean).join(' ')}>
      <Icon name={tone === 'danger' ? 'error' : 'check'} className={styles.icon} />
      {shown.length === 1 ? (
        <p className={styles.single}>{shown[0]}</p>
      ) : (
        <ul className={styles.lines}>
          {shown.map((line, index) => (
            <li key={`${String(index)}-${line}`}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
