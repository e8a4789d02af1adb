import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { DialogsProvider, type DialogController } from '../Dialogs';
// The theme's files, not its index: the provider needs the fonts, global styles and theme class only.
import '../theme/fonts.css';
import '../theme/global.css';
import { lightTheme } from '../theme/theme.css';
import { ToastProvider, type ToastController } from '../Toast';

export interface UiProviderProps {
  children: ReactNode;
  /** @default 'vi-VN' */
  locale?: string;
  /**
   * The alert/confirm queue. Pass the one the API client also holds (`createDialogController()`), so a
   * 400 or 401 caught outside React shows here. Without it the provider keeps its own.
   */
  dialogs?: DialogController;
  /** The toast queue, shared the same way (`createToastController()`). */
  toasts?: ToastController;
}

/**
 * The root of every screen: the theme, the vi-VN locale for react-aria (dates, numbers, its own
 * announcements), and the alerts, confirmations and toasts that `useDialogs()` and `useToast()` open.
 * The theme class goes on <html> because popovers, dialogs and toasts render in portals outside any
 * wrapper element and still need the tokens.
 */
export function UiProvider({ children, locale = 'vi-VN', dialogs, toasts }: UiProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(lightTheme);
    root.lang = 'vi';
    return () => root.classList.remove(lightTheme);
  }, []);
  return (
    <I18nProvider locale={locale}>
      <ToastProvider controller={toasts}>
        <DialogsProvider controller={dialogs}>{children}</DialogsProvider>
      </ToastProvider>
    </I18nProvider>
  );
}
