import * as styles from './Spinner.css';

/** A decorative spinner: the control that shows it announces its own busy state. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
