/** Mobile first: styles without a condition are for 375 px phones; these widen from there. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1280 } as const;
export const media = {
  /** Small phones and phones held upright (iPhone SE to Pro Max): where a list's filters fold away. */
  narrow: 'screen and (max-width: 568px)',
  wide: 'screen and (min-width: 569px)',
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
