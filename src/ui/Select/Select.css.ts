import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Holds the select and the chevron drawn over its right end. */
export const box = style({
  position: 'relative',
  display: 'flex',
  minWidth: 0,
});

/**
 * The platform's <select>, drawn as every field's box (`fieldStyles.control`): no native arrow, room on
 * the right for ours, and a long choice cut with an ellipsis instead of widening the field.
 */
export const select = style({
  appearance: 'none',
  fontFamily: 'inherit',
  padding: `0 calc(${vars.space.sm} * 2 + 20px) 0 ${vars.space.md}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    // The hover of the other fields (react-aria's data-hovered is mouse only; so is this).
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&:disabled': { cursor: 'not-allowed', opacity: 1 },
  },
});

// The list some platforms draw from the options (desktop) takes the options' colour, not the
// placeholder's grey of the closed box.
globalStyle(`${select} option`, { color: vars.color.text });

export const chevron = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.sm,
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
