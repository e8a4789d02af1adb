import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import * as text from '../../ui/theme/text.css';

export { page as root } from '../../ui/theme/page.css';

export const headerActions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.md });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const info = style({ minWidth: 0 });
export const money = style({ minWidth: 0 });

const list = { display: 'flex', flexDirection: 'column', margin: 0 } as const;

export const facts = style({ ...list, gap: vars.space.sm });
export const figures = style({ ...list, gap: vars.space.xs });

export const subheading = style({ margin: `${vars.space.lg} 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const timeline = style({ ...list, gap: vars.space.sm, padding: 0, listStyle: 'none' });

export const timelineItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-current]': { fontWeight: vars.fontWeight.semibold } },
});

export const timelineDot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  selectors: { [`${timelineItem}[aria-current] &`]: { background: vars.color.brand } },
});

export const timelineLabel = style({ minWidth: 0 });
export const timelineDate = style({ color: vars.color.textMuted });

export const items = style({ ...list, gap: vars.space.lg, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBottom: 0, borderBottom: 0 } },
});

export const itemBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1, overflowWrap: 'anywhere' });

export const options = style([text.muted, { margin: 0 }]);
export const price = style({ margin: 0, fontSize: vars.fontSize.sm });

export const itemEdit = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  '@media': { [media.tablet]: { gridTemplateColumns: '10rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const quantity = style({ maxWidth: '12rem' });

export const note = style({ margin: 0, color: vars.color.textMuted, whiteSpace: 'pre-wrap' });

export const transports = style({ ...list, gap: vars.space.xs, padding: 0, listStyle: 'none' });
