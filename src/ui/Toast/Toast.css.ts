import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { printHidden } from '../theme/print.css';

export const toastTones = ['success', 'error', 'info'] as const;

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' } });

/** Bottom-centre on phones (thumb reach, above the content), bottom-right on wider screens. */
export const region = style([printHidden, {
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  left: vars.space.lg,
  right: vars.space.lg,
  bottom: `max(${vars.space.lg}, env(safe-area-inset-bottom))`,
  display: 'flex',
  // react-aria lists the newest toast first; reversed, the newest sits nearest the edge.
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.sm,
  outline: 'none',
  // The region spans the width of a phone; only the toasts themselves catch clicks.
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: { left: 'auto', right: vars.space.xl, bottom: vars.space.xl, width: '360px' },
  },
}]);

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '480px',
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideIn} 150ms ease-out`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tone = styleVariants({
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.danger },
  info: { borderLeftColor: vars.color.info },
});

export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: '1 1 auto',
  minWidth: 0,
});

export const text = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const close = style({
  flexShrink: 0,
  padding: 0,
  width: vars.size.controlSm,
  color: vars.color.textMuted,
});
