import { createContainer, style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { printHidden } from '../theme/print.css';
import { visuallyHiddenRules } from '../VisuallyHidden/VisuallyHidden.css';

/**
 * The layout follows the width of the list it pages (a container query), not the window: the same
 * list may sit in a narrow column on a wide screen. Below 768 px: previous, 'Trang 2/14', next.
 */
const container = createContainer('pagination');
const wide = `${container} (width >= ${breakpoints.tablet}px)`;
const narrow = `${container} (width < ${breakpoints.tablet}px)`;

export const root = style({
  containerName: container,
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const summary = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const controls = style([printHidden, {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // On a phone the controls take a line of their own, prev and next at its ends.
  width: '100%',
  justifyContent: 'space-between',
  '@container': { [wide]: { width: 'auto', justifyContent: 'flex-start' } },
}]);

const buttonBase = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.control,
  height: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-pressed]': { background: vars.color.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const stepButton = style([buttonBase, { borderColor: vars.color.borderStrong }]);

export const pageButton = style([
  buttonBase,
  {
    selectors: {
      '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, cursor: 'default' },
    },
  },
]);

export const pages = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space.xxs,
  alignItems: 'center',
  '@container': { [wide]: { display: 'flex' } },
});

export const ellipsis = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  color: vars.color.textMuted,
});

export const compact = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@container': { [wide]: { display: 'none' } },
});

/** On a phone the previous/next buttons show only their arrows; the words stay as their names. */
export const stepText = style({
  whiteSpace: 'nowrap',
  '@container': {
    [narrow]: visuallyHiddenRules,
  },
});

export const pageSize = style([printHidden, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
}]);

export const selectWrap = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text,
});

export const select = style({
  appearance: 'none',
  height: vars.size.control,
  padding: `0 calc(${vars.space.sm} + 24px) 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const selectIcon = style({
  position: 'absolute',
  right: vars.space.sm,
  pointerEvents: 'none',
});
