export { AppShell, type AppShellProps } from './AppShell';
export { NotFoundScreen, type NotFoundScreenProps } from './NotFoundScreen';
export { RouteErrorScreen, type RouteErrorScreenProps } from './RouteErrorScreen';
export { contactPhones, type SupporterPhone, type WebsitePhones } from './contacts';
export { isCurrentPath, navigation } from './navigation';
export { type HrefBuilder, type ShellContact, type ShellMessage, type ShellPaths } from './types';
export { ConnectionNotices, type ConnectionNoticesProps } from './ConnectionNotices';
export { newVersionNotice, offlineNotice } from './connectionTexts';
