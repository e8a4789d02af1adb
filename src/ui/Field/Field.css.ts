import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The look every form field shares, so a TextField, a Select and a DateRangePicker read as one family.
 * States come from react-aria's data attributes; a wrapper's state reaches a child through
 * `[data-invalid] > &`, because RAC marks the field root, not always the box the user sees.
 */

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

// Mobile first: a field fills its column; a screen narrows it with its own class if it must. At zero
// specificity, so that class wins whichever stylesheet loads last: at equal specificity the cart's
// 9rem quantity box was drawn full width whenever the screen's CSS happened to come first.
globalStyle(`:where(${field})`, { width: '100%' });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  // A description that is there only to be filled later (a date range's hint) takes no room meanwhile.
  selectors: { '&:empty': { display: 'none' } },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

/** Centres the 16px icon on the first 21px line of the message. */
export const errorIcon = style({
  marginTop: '2.5px',
});

const ring = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } as const;

/** The visible box of a control: a bare <input> or a group holding an input and its buttons. */
export const control = style({
  minHeight: vars.size.control,
  width: '100%',
  minWidth: 0,
  margin: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  // 16px: iOS Safari zooms the page when a focused input has a smaller font.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: 'border-color 120ms',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    // A text box shows focus however it got it (a click too): the caret alone is easy to lose.
    '&[data-focused], &[data-focus-within], &:focus-within, &[data-focus-visible]': ring,
    // An inset shadow doubles the danger border without moving the text inside by a pixel.
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled], [data-disabled] > &': {
      borderColor: vars.color.border,
      background: vars.color.neutralSoft,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** A bare input: padding only, no box of its own. */
export const input = style({
  padding: `0 ${vars.space.md}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

/** A box holding an input plus inline buttons (show password, clear, steppers, calendar). */
export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  overflow: 'hidden',
});

/** The input inside a `group`: the group draws the box and the ring. */
export const groupInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: 'none' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A square icon button inside a `group`, as tall as the control (44px meets WCAG 2.5.8 easily). */
export const inlineButton = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  minHeight: `calc(${vars.size.control} - 2px)`,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.neutralSoft },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-4px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5, background: 'transparent' },
  },
});

export const icon = style({
  width: '20px',
  height: '20px',
  flexShrink: 0,
});

/** Popovers (the calendar, the complaint form's suggestions) render in a portal; the theme class on <html> still reaches them. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});
