import { useRef, type ReactNode } from 'react';
import { useBottomBand } from '../theme/bottomBand';
import { useKeepFocusClear } from '../theme/useKeepFocusClear';
import { Icon } from '../Icon';
import * as styles from './SummaryBar.css';

export interface SummaryFigure {
  label: string;
  value: ReactNode;
  /** 'total': the sum the action asks for, in the brand's colour; 'negative': a balance below zero. */
  tone?: 'total' | 'negative';
}

export interface SummaryProblem {
  /** Why the action cannot go ahead, e.g. `Số dư không đủ`. */
  text: string;
  /** A way out beside it, e.g. the link to top up the wallet. */
  action?: ReactNode;
  /** A problem that appears after a press (the form was checked) is announced; one shown as the figures change is not. */
  announce?: boolean;
}

export interface SummaryBarProps {
  /** The region's name, e.g. `Tổng thanh toán`. */
  'aria-label': string;
  /** The first figure is what is chosen, e.g. `2 đơn hàng`: it is a live status, so a tick is heard. */
  figures: readonly SummaryFigure[];
  /** The one action over the selection (a Button; a submit button when the bar ends a form). */
  action: ReactNode;
  problem?: SummaryProblem | null;
  /** 'compact': tighter, figures inline on a phone (a list of large cards, the cart). @default 'regular' */
  density?: 'regular' | 'compact';
}

/**
 * The bar under a list of things to pay for: what is chosen, what it costs against the wallet, and the
 * one action, sticky at the bottom of the viewport. One look and one shape for every screen that asks
 * for money over a selection (see docs/architecture.md, "A new paying screen").
 */
export function SummaryBar({ 'aria-label': label, figures, action, problem, density = 'regular' }: SummaryBarProps) {
  const bar = useRef<HTMLElement>(null);
  // A field of the list the bar is sticky over stops above it, its focus ring in sight.
  useKeepFocusClear(bar, 'bottom', 8);
  // A toast shown meanwhile sits above the bar, not over its action.
  useBottomBand(bar);
  return (
    <section ref={bar} className={styles.summary[density]} aria-label={label}>
      <dl className={styles.figures[density]}>
        {figures.map((figure, index) => (
          <div key={figure.label} className={styles.figure[density]}>
            <dt>{figure.label}</dt>
            <dd className={figure.tone ? `${styles.value[density]} ${styles.tone[figure.tone]}` : styles.value[density]}>
              {index === 0 ? <span role="status">{figure.value}</span> : figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {problem ? (
          <p className={styles.problem} role={problem.announce ? 'alert' : undefined}>
            <Icon name="error" size="sm" />
            <span>{problem.text}</span>
            {problem.action}
          </p>
        ) : null}
        {action}
      </div>
    </section>
  );
}
