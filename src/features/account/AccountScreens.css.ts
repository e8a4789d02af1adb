import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';
import { page } from '../../ui/theme/page.css';
import * as text from '../../ui/theme/text.css';

export { actions, full, grid } from '../../ui/theme/formGrid.css';

export const root = style([page, { maxWidth: '960px' }]);

export const narrow = style({ maxWidth: '560px' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const avatarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const avatarText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const userName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const hint = style([text.muted, { margin: 0 }]);

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const avatarButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
