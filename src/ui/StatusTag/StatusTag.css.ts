import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const statusTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  // A thin border in the text colour keeps the tag's edge visible for people who cannot tell the
  // soft backgrounds apart; the text itself always names the state.
  border: '1px solid currentColor',
});

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: 'currentColor',
  flexShrink: 0,
});

// Every pair is at least 5.7:1 (strong text on its soft background).
export const tone = styleVariants({
  neutral: { background: vars.color.neutralSoft, color: vars.color.textMuted },
  info: { background: vars.color.infoSoft, color: vars.color.info },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
});
