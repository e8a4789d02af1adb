import { style } from '@vanilla-extract/css';
import * as badge from '../Badge/Badge.css';
import { vars } from '../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** One row that scrolls sideways on a phone instead of wrapping into a second row of tabs. */
export const tabList = style({
  display: 'flex',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
  gap: vars.space.xs,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  // The selection bar is drawn inside the tab so the scrolling list does not clip it.
  boxShadow: 'inset 0 -3px 0 transparent',
  transition: 'color 120ms, box-shadow 120ms',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px', borderRadius: vars.radius.sm },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** The count beside a tab's name is the Badge, a size larger, in the brand's colours on the chosen tab. */
export const count = style([
  badge.badge,
  badge.tone.neutral,
  {
    minWidth: '22px',
    height: '22px',
    fontWeight: vars.fontWeight.semibold,
    selectors: {
      [`${tab}[data-selected] &`]: { background: vars.color.brand, color: vars.color.onBrand },
    },
  },
]);

export const tabPanel = style({
  paddingTop: vars.space.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
