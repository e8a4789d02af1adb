import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const magnifier = style({
  alignSelf: 'center',
  marginLeft: vars.space.md,
  color: vars.color.textMuted,
});

export const input = style({
  paddingLeft: vars.space.sm,
  selectors: {
    // Chrome and Safari draw their own clear "x" in a search input; ours is the one with a Vietnamese name.
    // `appearance: none` alone left WebKitGTK's drawn beside ours (two clear buttons); `display: none`
    // removes it in every engine.
    '&::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none', display: 'none' },
    '&::-webkit-search-decoration': { WebkitAppearance: 'none', appearance: 'none' },
  },
});

// Gone, not just hidden, while there is nothing to clear: its 44 px go to the placeholder, which a
// 224 px filter column cut to 'VD: DH2611-001' (issue 27). The field's own width does not change.
export const clear = style({
  selectors: {
    '[data-empty] > * > &': { display: 'none' },
  },
});
