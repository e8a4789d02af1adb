import { style, styleVariants } from '@vanilla-extract/css';
import { iconTile } from '../theme/iconTile.css';
import { vars } from '../theme/contract.css';

export const toneIconTones = ['info', 'success', 'danger'] as const;

export const base = style([iconTile, { width: '32px', height: '32px', borderRadius: '50%' }]);

export const tone = styleVariants({
  info: { background: vars.color.infoSoft, color: vars.color.info },
  success: { background: vars.color.successSoft, color: vars.color.success },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
});
