import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Arrow keys move between tabs (Home/End to the ends); selection follows focus. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, (custom) => join(styles.tabs, custom))} />;
}

/**
 * Needs an `aria-label` unless a visible heading labels it (`aria-labelledby`). Every Tab needs a
 * TabPanel with the same `id`, even when the tabs only filter one list: each tab points at its panel.
 */
export function TabList<T extends object>({ className, ...props }: AriaTabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, (custom) => join(styles.tabList, custom))} />;
}

export interface TabProps extends Omit<AriaTabProps, 'children'> {
  children: ReactNode;
  /** A number in a pill after the label, e.g. orders in that state. Part of the tab's name. */
  count?: number;
}

export function Tab({ children, count, className, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={composeRenderProps(className, (custom) => join(styles.tab, custom))}>
      {children}
      {count === undefined ? null : (
        <>
          {/* The space keeps the accessible name "Chờ đặt cọc 3", not "Chờ đặt cọc3". */}{' '}
          <span className={styles.count}>{count}</span>
        </>
      )}
    </AriaTab>
  );
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, (custom) => join(styles.tabPanel, custom))} />;
}
