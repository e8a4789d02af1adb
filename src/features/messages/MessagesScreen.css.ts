import { style } from '@vanilla-extract/css';
import * as box from '../../ui/theme/box.css';
import { vars } from '../../ui/theme/contract.css';
import { plainList } from '../../ui/theme/plainList.css';
import * as text from '../../ui/theme/text.css';

export { page as root } from '../../ui/theme/page.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const count = style([text.muted, { margin: 0 }]);

export const list = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

export const item = style([box.tile, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }]);

export const unread = style({
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const type = style({ fontWeight: vars.fontWeight.semibold });

export const unreadType = style({ fontWeight: vars.fontWeight.bold });

export const opener = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const preview = style({
  color: vars.color.text,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
