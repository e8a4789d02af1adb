import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';
import { plainList } from '../../ui/theme/plainList.css';
import * as text from '../../ui/theme/text.css';

export { full, grid } from '../../ui/theme/formGrid.css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  selectors: {
    // In its dialog the form is taller than an 800 px screen allows and scrolls inside the dialog's body:
    // the buttons stay at the foot of what shows, not cut by the dialog's edge (issue 27).
    '[role="dialog"] &': {
      position: 'sticky',
      bottom: `calc(-1 * ${vars.space.lg})`,
      paddingBlock: vars.space.md,
      marginBlockEnd: `calc(-1 * ${vars.space.md})`,
      background: vars.color.surfaceRaised,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

// ─── The order picker ───────────────────────────────────────────────────────────────────────────────

export { listBox } from '../../ui/Popover/Popover.css';

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const optionCode = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  selectors: { '[data-disabled] > &': { color: vars.color.textMuted } },
});

export const listNote = style([text.muted, { margin: 0, padding: `${vars.space.sm} ${vars.space.md}` }]);

// ─── The items ──────────────────────────────────────────────────────────────────────────────────────

export const itemsGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const itemList = style([
  plainList,
  {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    selectors: { '[data-invalid] > &': { borderColor: vars.color.danger } },
  },
]);

export const itemRow = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  padding: `${vars.space.xxs} 0`,
});

export const thumb = style({
  display: 'block',
  width: '40px',
  height: '40px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const itemName = style({ overflowWrap: 'anywhere' });

export const muted = style([text.muted, { overflowWrap: 'anywhere' }]);

export const itemValue = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const placeholder = style([
  text.muted,
  {
    margin: 0,
    padding: vars.space.md,
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    selectors: { '[data-invalid] > &': { borderColor: vars.color.danger } },
  },
]);

export const loadError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
