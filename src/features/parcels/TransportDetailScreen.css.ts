import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import { plainList } from '../../ui/theme/plainList.css';
import * as text from '../../ui/theme/text.css';

export { page as root } from '../../ui/theme/page.css';

/** A tracking code in the page title: long digit runs may break anywhere rather than overflow a phone. */
export const titleCode = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const summary = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const cell = style({ minWidth: 0 });

export const muted = style([text.muted, { margin: 0 }]);

export const lostNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

// ─── Timeline ───────────────────────────────────────────────────────────────────────────────────────

const markerSize = '24px';

export const timeline = style([plainList, { display: 'flex', flexDirection: 'column' }]);

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${markerSize} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  paddingBottom: vars.space.lg,
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    // The line to the next step, under the markers; solid up to where the parcel is.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      top: markerSize,
      bottom: 0,
      left: `calc(${markerSize} / 2 - 1px)`,
      width: '2px',
      background: vars.color.border,
    },
    '&[data-state="done"]:not(:last-child)::after': { background: vars.color.success },
  },
});

/** Shape tells the state too: a tick (done), a filled dot (current), an empty ring (pending), a warning (lost). */
export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.surface,
  selectors: {
    [`${step}[data-state="done"] &`]: { borderColor: vars.color.success, background: vars.color.success },
    [`${step}[data-state="current"] &`]: { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 4px ${vars.color.surface}`, background: vars.color.brand },
    [`${step}[data-state="lost"] &`]: { borderColor: vars.color.danger, background: vars.color.danger },
  },
});

export const stepBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, paddingTop: vars.space.xxs });

export const stepLabel = style({
  fontWeight: vars.fontWeight.semibold,
  selectors: { [`${step}[data-state="pending"] &`]: { fontWeight: vars.fontWeight.regular, color: vars.color.textMuted } },
});

export const stepState = style({
  selectors: {
    [`${step}[data-state="current"] &`]: { color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
    [`${step}[data-state="lost"] &`]: { color: vars.color.danger, fontWeight: vars.fontWeight.semibold },
  },
});

export const stepNote = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

// ─── Facts and fees ─────────────────────────────────────────────────────────────────────────────────

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

// ─── Items ──────────────────────────────────────────────────────────────────────────────────────────

export const items = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const item = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', minWidth: 0 });

export const itemBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, fontSize: vars.fontSize.sm });

export const itemName = style({ fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
