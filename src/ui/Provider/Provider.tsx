import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { lightTheme } from '../theme';

export interface UiProviderProps {
  children: ReactNode;
  /** @default 'vi-VN' */
  locale?: string;
}

/**
 * The root of every screen: the theme, the vi-VN locale for react-aria (dates, numbers, its own
 * announcements). The theme class goes on <html> because popovers, dialogs and toasts render in portals
 * outside any wrapper element and still need the tokens.
 */
export function UiProvider({ children, locale = 'vi-VN' }: UiProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(lightTheme);
    root.lang = 'vi';
    return () => root.classList.remove(lightTheme);
  }, []);
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
