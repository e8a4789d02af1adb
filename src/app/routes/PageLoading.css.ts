import { style } from '@vanilla-extract/css';

export const pageLoading = style({ padding: 24 });
