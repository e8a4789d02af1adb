import { style } from '@vanilla-extract/css';
import { media } from '../../ui/theme/breakpoints';
import { vars } from '../../ui/theme/contract.css';
import { page } from '../../ui/theme/page.css';
import { plainList } from '../../ui/theme/plainList.css';
import * as text from '../../ui/theme/text.css';
import { footerEstimate, headerEstimate, rowEstimate } from './CartShop.css';

export const root = style([
  page,
  {
    vars: { [rowEstimate]: '360px', [headerEstimate]: '110px', [footerEstimate]: '150px' },
    '@media': { [media.tablet]: { vars: { [rowEstimate]: '152px', [headerEstimate]: '76px', [footerEstimate]: '96px' } } },
  },
]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const muted = style([text.muted, { margin: 0 }]);

export const shops = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.lg }]);

export const skeletons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
