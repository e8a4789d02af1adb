import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { bodyFamilies } from './fontStacks';
import { palette as p } from './palette';

export const lightTheme = createTheme(vars, {
  color: {
    surface: p.white,
    surfaceRaised: p.white,
    surfaceSunken: p.gray50,
    surfaceInverse: p.gray900,
    overlay: 'rgba(18, 24, 33, 0.5)',
    text: p.gray900,
    textMuted: p.gray600,
    textInverse: p.white,
    border: p.gray200,
    // 3:1 against white, enough for input borders (WCAG 1.4.11 non-text contrast).
    borderStrong: '#7b8597',
    brand: p.blue700,
    brandHover: p.blue800,
    brandPressed: '#10316e',
    brandSoft: p.blue50,
    onBrand: p.white,
    success: p.green700,
    successSoft: p.green50,
    warning: p.amber800,
    warningSoft: p.amber50,
    danger: p.red700,
    dangerHover: p.red800,
    dangerSoft: p.red50,
    info: p.cyan800,
    infoSoft: p.cyan50,
    neutralSoft: p.gray100,
    focusRing: p.blue600,
  },
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(18, 24, 33, 0.08)',
    md: '0 4px 12px rgba(18, 24, 33, 0.12)',
    lg: '0 12px 32px rgba(18, 24, 33, 0.18)',
  },
  zIndex: { base: '0', sticky: '10', drawer: '100', popover: '200', modal: '300', toast: '400', loadingBar: '500' },
  font: {
    body: bodyFamilies,
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  fontWeight: { regular: '400', semibold: '600', bold: '700' },
  // 44px controls meet WCAG 2.5.8 (24px) with room to spare for thumbs on a cheap phone.
  size: { control: '44px', controlSm: '36px', controlLg: '52px', touchTarget: '24px' },
});
