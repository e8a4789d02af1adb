import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import { visuallyHidden } from '../../ui/VisuallyHidden';

export const trigger = style({
  gap: vars.space.sm,
  maxWidth: '100%',
  minWidth: vars.size.control,
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text,
  '@media': {
    [media.tablet]: { padding: `0 ${vars.space.sm} 0 ${vars.space.xs}` },
  },
});

/**
 * Hidden on a phone (the avatar alone fits the header) but still read out; from tablet width it shows,
 * cut to one line: the full name is in the accessible name and in the tooltip.
 */
export const name = style([
  visuallyHidden,
  {
    '@media': {
      [media.tablet]: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        clipPath: 'none',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        maxWidth: '18ch',
        fontWeight: vars.fontWeight.semibold,
        fontSize: vars.fontSize.sm,
      },
    },
  },
]);

export const chevron = style({
  display: 'none',
  color: vars.color.textMuted,
  '@media': {
    [media.tablet]: { display: 'inline-block' },
  },
});
