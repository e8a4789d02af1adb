import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const statusBannerTones = ['warning', 'info'] as const;

/**
 * A full-width bar at the top that stays while the page scrolls: what it says (offline, a new version)
 * is true of every screen until it changes, unlike a toast.
 */
export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  paddingTop: `max(${vars.space.xs}, env(safe-area-inset-top))`,
  borderBottom: '1px solid',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
});

export const tone = styleVariants({
  warning: { background: vars.color.warningSoft, borderColor: vars.color.warning, color: vars.color.text },
  info: { background: vars.color.infoSoft, borderColor: vars.color.info, color: vars.color.text },
});

export const message = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });

export const icon = style({ flexShrink: 0 });
