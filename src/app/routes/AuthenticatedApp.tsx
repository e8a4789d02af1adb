import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AppShell } from '../../features/shell/AppShell';
import { contactPhones } from '../../features/shell/contacts';
import { NotFoundScreen } from '../../features/shell/NotFoundScreen';
import { Skeleton } from '../../ui/Skeleton';
import { prefetchDialogHost, useDialogs } from '../../ui/Dialogs';
import { prefetchToastRegion, useToast } from '../../ui/Toast';
import { useDashboard, useSettingDefault, useWebsiteInfo } from '../hooks';
import { AppSWRConfig } from '../hooks/AppSWRConfig';
import { installAriaStrings } from '../i18n/ariaStrings.vi';
import { takeUnclearIntents } from '../money/afterRelogin';
import { moneyIntents, UNCLEAR_TITLE, unclearAfterReloginText } from '../money/outcome';
import { hashHref, paths } from '../paths';
import { logout, takeSignedInAs } from '../session/flows';
import { useSession } from '../session/useSession';
import { retryableLazy, type RetryableLazy } from './lazyRoute';
import { RequestLoadingBar } from './RequestLoadingBar';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { groupOf, routeGroups, type RouteGroup } from './table';
import { splitHash } from '../routing/hashLocation';

// react-aria's own hidden texts in Vietnamese before the shell's first render. This module is itself
// lazy, so the dictionary stays out of the login page's first load (docs/decisions.md).
installAriaStrings();

// One chunk per route group (SPEC §2): the login page does not download the cart or the finance
// screens. A group's `Thử lại` imports its chunk again (issue 12 §4).
const groups: Record<RouteGroup, RetryableLazy<object>> = {
  dashboard: retryableLazy(() => import('./groups/dashboard').then((m) => m.default)),
  order: retryableLazy(() => import('./groups/order').then((m) => m.default)),
  orderShip: retryableLazy(() => import('./groups/orderShip').then((m) => m.default)),
  transaction: retryableLazy(() => import('./groups/transaction').then((m) => m.default)),
  delivery: retryableLazy(() => import('./groups/delivery').then((m) => m.default)),
  user: retryableLazy(() => import('./groups/user').then((m) => m.default)),
  message: retryableLazy(() => import('./groups/message').then((m) => m.default)),
};

/**
 * The chunk of the page this module was loaded for, fetched from the moment the shell's code runs rather
 * than a render later. AppRoutes' lazy shell resolves only once it is here (or has failed, which the
 * page's own lazy then reports), so the shell and its page render in one pass: no `Đang tải trang…` in
 * between, and no second wait on React's 300 ms reveal throttle (issue 26).
 */
const openedGroup = groupOf(splitHash(location.hash)[0]);
export const pageChunk: Promise<void> = openedGroup ? groups[openedGroup].prefetch() : Promise.resolve();

const dismissedNoticeKey = 'notice.dismissed';
const noMessages: readonly never[] = [];
// One element for good: the bar renders again by itself, the shell does not (RequestLoadingBar).
const requestLoadingBar = <RequestLoadingBar />;

function readDismissedNotice(): string | null {
  try {
    return sessionStorage.getItem(dismissedNoticeKey);
  } catch {
    return null;
  }
}

/** The layout with header and sidebar around every authenticated route (SPEC §2). */
export default function AuthenticatedApp() {
  return (
    <AppSWRConfig>
      <Shell />
    </AppSWRConfig>
  );
}

/** Issue 12 §3: after every token login a toast names the account now signed in. */
function useSignedInToast() {
  const toast = useToast();
  useEffect(() => {
    const name = takeSignedInAs();
    if (name !== null) toast.success(`Đã đăng nhập tài khoản ${name}.`);
  }, [toast]);
}

/**
 * Issue 12 §1: a money intent that lost its connection ended the last session (SPEC §8) before its
 * outcome was known. The next login of the same account is told, once, with where to check it.
 */
function useUnclearIntentsAfterRelogin(account: string | undefined) {
  const dialogs = useDialogs();
  useEffect(() => {
    if (!account) return;
    for (const intent of takeUnclearIntents(account)) {
      void dialogs.alert(unclearAfterReloginText(intent.kind, intent.amount, new Date(intent.at)), {
        title: UNCLEAR_TITLE,
        tone: 'danger',
        ...(moneyIntents[intent.kind].link ? { link: moneyIntents[intent.kind].link } : {}),
      });
    }
  }, [account, dialogs]);
}

/**
 * Issue 15: the alert host and the toast region are not in the first load, and the login page fetches
 * neither. A signed-in page fetches both once the browser is idle, so the first confirmation (the cart's
 * `Đặt hàng`) opens at once instead of waiting for 36 kB on a slow connection; and every route group's
 * chunk, so the next page renders at once instead of after a loading state and React's 300 ms reveal
 * throttle (the cart's cold render was 447 ms, 315 of them that). The real build's service worker
 * downloads every chunk after the first visit anyway; this only brings the download forward.
 */
function usePrefetchAtIdle() {
  useEffect(() => {
    // One part per idle moment, the next once the last has arrived and run: a chunk's code and styles
    // coming in together would make one long task that a tap could wait behind. The cart's group first
    // (the page customers open most after the dashboard), then the overlays its `Đặt hàng` asks with.
    const group = (name: RouteGroup) => () => groups[name].prefetch();
    const others = (Object.keys(groups) as RouteGroup[]).filter((name) => name !== 'order');
    const queue = [group('order'), prefetchDialogHost, prefetchToastRegion, ...others.map(group)];
    let cancel: () => void = () => undefined;
    const next = () => {
      const prefetch = queue.shift();
      if (prefetch) cancel = whenIdle(() => void prefetch().then(next));
    };
    next();
    return () => {
      queue.length = 0;
      cancel();
    };
  }, []);
}

/** Calls `run` when the browser is idle (in 5 s at the latest); returns how to cancel it. */
function whenIdle(run: () => void): () => void {
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) {
    const idle = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(idle);
  }
  const later = setTimeout(run, 2_000);
  return () => clearTimeout(later);
}

function Shell() {
  useSignedInToast();
  usePrefetchAtIdle();
  const [location, navigate] = useLocation();
  const session = useSession();
  const settings = useSettingDefault();
  const dashboard = useDashboard();
  const websiteInfo = useWebsiteInfo();
  const [dismissedNotice, setDismissedNotice] = useState(readDismissedNotice);

  const configs = session.configs;
  useUnclearIntentsAfterRelogin(configs?.UserInfo?.UserName);
  const notice = settings.data?.Settings.NotifySite ?? configs?.Settings?.NotifySite ?? null;

  const dismissNotice = useCallback(() => {
    if (!notice) return;
    setDismissedNotice(notice);
    try {
      sessionStorage.setItem(dismissedNoticeKey, notice);
    } catch {
      // Private mode: the notice is hidden until the next reload, which is good enough.
    }
  }, [notice]);

  // The same element until the route changes: the shell renders again for every read it shows, and a
  // new element would render the whole screen with it (issue 26).
  const screen = useMemo(
    () => (
      <RouteErrorBoundary resetKey={location} homeHref={hashHref(paths.dashboard)}>
        <Suspense fallback={<Skeleton lines={6} label="Đang tải trang…" />}>
          <Switch>
            {(Object.keys(routeGroups) as RouteGroup[]).flatMap((group) => {
              const Group = groups[group];
              return routeGroups[group].map((pattern) => (
                <Route key={pattern} path={pattern}>
                  <Group />
                </Route>
              ));
            })}
            <Route>
              <NotFoundScreen homeHref={hashHref(paths.dashboard)} />
            </Route>
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    ),
    [location],
  );

  // The same values while nothing they come from changes, so the shell's sidebar and menus are not
  // rendered again when only the loading bar moves (AppShell).
  const supporter = dashboard.data?.Supporter ?? configs?.Supporter;
  const contacts = useMemo(() => contactPhones(websiteInfo.data, supporter), [websiteInfo.data, supporter]);
  const onLogout = useCallback(() => {
    // The session is gone synchronously; the login page is where the customer goes, not wherever the
    // guard happens to send a signed-out visitor (issue 12 §3).
    void logout();
    navigate(paths.login, { replace: true });
  }, [navigate]);

  if (!configs) return null;

  return (
    <AppShell
      currentPath={location}
      paths={paths}
      userName={configs.UserInfo?.UserName ?? ''}
      avatarUrl={configs.UserInfo?.Avatar ?? null}
      unreadCount={settings.data?.TotalMessage ?? configs.NumberMessages ?? 0}
      latestMessages={settings.data?.Messages ?? configs.Messages ?? noMessages}
      cartCount={dashboard.data?.NumberCarts ?? configs.NumberCarts ?? 0}
      notice={notice && notice !== dismissedNotice ? notice : null}
      onDismissNotice={dismissNotice}
      contacts={contacts}
      loadingBar={requestLoadingBar}
      onLogout={onLogout}
    >
      {screen}
    </AppShell>
  );
}
