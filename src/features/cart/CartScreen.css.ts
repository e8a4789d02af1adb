import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import { page } from '../../ui/theme/page.css';
import { plainList } from '../../ui/theme/plainList.css';
import * as summaryBar from '../../ui/theme/summaryBar.css';
import * as text from '../../ui/theme/text.css';
import { footerEstimate, headerEstimate, rowEstimate } from './CartShop.css';

export const root = style([
  page,
  {
    vars: { [rowEstimate]: '360px', [headerEstimate]: '110px', [footerEstimate]: '150px' },
    '@media': { [media.tablet]: { vars: { [rowEstimate]: '152px', [headerEstimate]: '76px', [footerEstimate]: '96px' } } },
  },
]);

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

// ─── Notices ────────────────────────────────────────────────────────────────────────────────────────

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const noticeSuccess = style({
  borderColor: vars.color.success,
  background: vars.color.successSoft,
});

export const noticeText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: '1 1 16rem',
  minWidth: 0,
  margin: 0,
});

export const noticeIcon = style({ flexShrink: 0, marginTop: '2px' });

// ─── Toolbar ──────────────────────────────────────────────────────────────────────────────

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const muted = style([text.muted, { margin: 0 }]);

export const shops = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.lg }]);

// ─── Summary ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The paying screens' sticky bar (the total and the order button always in reach, a hundred shops
 * down), tighter on a phone so it keeps most of the screen for the cart.
 */
export const summary = style([
  summaryBar.summary,
  {
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    '@media': { [media.tablet]: { gap: vars.space.lg, padding: `${vars.space.md} ${vars.space.lg}` } },
  },
]);

/** On a phone the figures run as short inline pairs, so the bar keeps most of the screen for the cart. */
export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.tablet]: { gap: `${vars.space.xs} ${vars.space.xl}` } },
});

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  '@media': { [media.tablet]: { flexDirection: 'column', alignItems: 'flex-start', gap: 0, fontSize: vars.fontSize.sm } },
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.md } },
});

export const total = style({
  color: vars.color.brand,
});

export const skeletons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
