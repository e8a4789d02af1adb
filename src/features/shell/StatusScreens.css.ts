import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import * as statePanel from '../../ui/theme/statePanel.css';
import { muted, titleXxl } from '../../ui/theme/text.css';

/** The white card the status screens (not found, error, coming soon) sit in. */
export const panel = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

/** Outside the shell: the card centred on the page. */
export const standalone = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: vars.space.lg,
  background: vars.color.surfaceSunken,
});

globalStyle(`${standalone} > ${panel}`, { width: '100%', maxWidth: '560px' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  '@media': {
    [media.tablet]: { padding: `${vars.space.xxxl} ${vars.space.xl}` },
  },
});

/** The empty and error panels' round icon, the same size and colours. */
export const icon = style([statePanel.icon, { background: vars.color.neutralSoft, color: vars.color.textMuted }]);

export const iconDanger = style({
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const code = style([titleXxl, { color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' }]);

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export { titleXl as title } from '../../ui/theme/text.css';

export const text = style([muted, { maxWidth: '48ch', overflowWrap: 'anywhere' }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.sm,
});

/** A link that is the way out of the page: as easy to hit as a button. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  fontWeight: vars.fontWeight.semibold,
});
