import { Icon, type IconName } from '../../ui/Icon';
import * as styles from './NavIcon.css';
import type { NavIconName } from './navigation';

const circle = (cx: number, cy: number, r: number) => `M${cx + r} ${cy}a${r} ${r} 0 1 1-${2 * r} 0a${r} ${r} 0 1 1 ${2 * r} 0`;

/**
 * The few menu icons the design system does not draw yet, on its 24 × 24 grid with the same stroke, so
 * they sit beside `Icon` unnoticed. Candidates to move down to src/ui/Icon.
 */
const ownPaths = {
  clock: `${circle(12, 12, 9)}M12 7v5l3 2`,
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  history: `M3 12a9 9 0 1 0 3-6.7M3 4v4h4M12 8v4l3 2`,
  key: `${circle(8, 15, 4)}M11 12l9-9M16 7l3 3M18 5l2 2`,
  phone:
    'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2',
} as const;

type OwnIcon = keyof typeof ownPaths;

function isOwn(name: string): name is OwnIcon {
  return name in ownPaths;
}

/** A decorative icon of the header or the sidebar; the text beside it carries the meaning. */
export function NavIcon({ name }: { name: NavIconName | 'phone' }) {
  if (isOwn(name)) {
    return (
      <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true" className={styles.icon}>
        <path d={ownPaths[name]} />
      </svg>
    );
  }
  return <Icon name={name satisfies IconName} />;
}
