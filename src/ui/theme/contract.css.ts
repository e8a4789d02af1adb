import { createThemeContract } from '@vanilla-extract/css';

/**
 * Semantic tokens. Components read only these; a theme maps them onto the primitive palette, so a dark
 * theme is one more `createTheme(vars, …)`.
 */
export const vars = createThemeContract({
  color: {
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    surfaceInverse: null,
    overlay: null,
    text: null,
    textMuted: null,
    textInverse: null,
    border: null,
    borderStrong: null,
    brand: null,
    brandHover: null,
    brandPressed: null,
    brandSoft: null,
    onBrand: null,
    success: null,
    successSoft: null,
    warning: null,
    warningSoft: null,
    danger: null,
    dangerHover: null,
    dangerSoft: null,
    info: null,
    infoSoft: null,
    neutralSoft: null,
    focusRing: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { base: null, sticky: null, drawer: null, popover: null, modal: null, toast: null, loadingBar: null },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  lineHeight: { tight: null, normal: null },
  fontWeight: { regular: null, semibold: null, bold: null },
  size: { control: null, controlSm: null, controlLg: null, touchTarget: null },
});
