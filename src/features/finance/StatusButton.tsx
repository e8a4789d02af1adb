import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import * as styles from './DepositScreen.css';

export interface StatusButtonProps {
  /** The button's accessible name, when its text alone does not say what it acts on. */
  'aria-label'?: string;
  children: ReactNode;
  /** The action; a rejection shows `failed`. */
  onPress: () => void | Promise<void>;
  /** Said under the button when the action worked ('' for an action whose own outcome is seen). */
  done: string;
  failed: string;
  /** A rejection that is no failure (a share sheet the customer closed): nothing is said. */
  isQuiet?: (error: unknown) => boolean;
  /**
   * Which edge of the button the outcome lines up with: 'start' for a button that may wrap to the start
   * of its line. @default 'end'
   */
  outcomeAlign?: 'start' | 'end';
  /** While false, a success is no longer said (another copy button took the clipboard). @default true */
  isDoneCurrent?: boolean;
}

/** A small button whose outcome shows under it, taking no room on its line (copy, save, share). */
export function StatusButton({
  'aria-label': ariaLabel,
  children,
  onPress,
  done,
  failed,
  isQuiet = () => false,
  outcomeAlign = 'end',
  isDoneCurrent = true,
}: StatusButtonProps) {
  const [outcome, setOutcome] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  // What is said: a success no longer current is said no more.
  const state = outcome === 'done' && !isDoneCurrent ? 'idle' : outcome;
  return (
    <span className={styles.copy}>
      <span role="status" className={styles.copied} data-outcome={state} data-align={outcomeAlign}>
        {state === 'done' ? done : state === 'failed' ? failed : ''}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={ariaLabel}
        // Drawing a picture takes a moment: the button says so and takes no second press meanwhile.
        isPending={state === 'busy'}
        onPress={() => {
          setOutcome('busy');
          Promise.resolve()
            .then(onPress)
            .then(
              () => setOutcome('done'),
              (error: unknown) => setOutcome(isQuiet(error) ? 'idle' : 'failed'),
            );
        }}
      >
        {children}
      </Button>
    </span>
  );
}
