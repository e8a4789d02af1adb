import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { subscribeTokenLink, tokenLinkPending } from '../entryToken';
import { hashHref, paths } from '../paths';
import { splitHash } from '../routing/hashLocation';
import { sessionStore } from '../session/store';
import { useSession } from '../session/useSession';
import { useNewPageStartsAtTop } from '../routing/newPageAtTop';
import { retryableLazy } from './lazyRoute';
import { LoginRoute } from './LoginRoute';
import { PageLoading } from './PageLoading';
import { RequestLoadingBar } from './RequestLoadingBar';
import { groupOf } from './table';

// Everything but the login page is a lazy chunk: a customer on a cheap phone downloads the login
// page first and the rest only once it is needed (the size budget in size-budget.json holds us to it).
// A chunk that fails reloads the page once, then reaches the root error boundary (issue 12 §4).
const RegisterRoute = retryableLazy(() => import('./PublicRoutes').then((m) => m.RegisterRoute));
const ResetPasswordRoute = retryableLazy(() => import('./PublicRoutes').then((m) => m.ResetPasswordRoute));
const AuthenticatedApp = retryableLazy(() => import('./AuthenticatedApp').then((m) => m.pageChunk.then(() => m.default)));
const ErrorRoute = retryableLazy(() => import('./ErrorRoute').then((m) => m.ErrorRoute));
const NotFoundScreen = retryableLazy(() => import('../../features/shell/NotFoundScreen').then((m) => m.NotFoundScreen));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

const publicPath = /^\/(login|register|error|reset-password\/.*)?$/;

/**
 * A signed-in customer opening a page inside the shell: its chunks (the shell's and the page's), for the
 * first render to wait for, so it renders the page at once instead of `Đang tải…` first, which React then
 * keeps on screen for at least its 300 ms reveal throttle while the page's requests wait (issue 26).
 * index.html shows the same `Đang tải…` meanwhile. Null for any other load.
 */
export function firstPageChunks(): Promise<void> | null {
  const [path] = splitHash(location.hash);
  return sessionStore.getSnapshot().status === 'authenticated' && !tokenLinkPending() && !publicPath.test(path) ? AuthenticatedApp.prefetch() : null;
}

/** SPEC §2 route guard: anonymous → login; signed in and no login token → dashboard (login and register only). */
export function AppRoutes() {
  const session = useSession();
  const [location] = useLocation();
  useNewPageStartsAtTop(location);
  const signedIn = session.status === 'authenticated';
  // Opened with a login token: the login page asks about it, then reloads onto the dashboard (SPEC §2),
  // or stays when the link is declined or refused. Only while that is pending does the guard let a
  // signed-in customer on the login page; no client-side redirect races the question or the reload.
  const openedWithToken = useSyncExternalStore(subscribeTokenLink, tokenLinkPending, tokenLinkPending);

  const publicPage = (page: ReactNode) => (signedIn && !openedWithToken ? <Redirect to={paths.dashboard} replace /> : page);

  // Inside the shell the shell shows the loading panel; every other page shows it here.
  const shell = signedIn && !publicPath.test(location);
  return (
    <>
      {!shell && <RequestLoadingBar />}
      <Switch>
        <Route path="/">
          <Redirect to={paths.login} replace />
        </Route>
        <Route path={paths.login}>{publicPage(<LoginRoute />)}</Route>
        <Route path={paths.register}>
          {publicPage(
            <Lazy>
              <RegisterRoute />
            </Lazy>,
          )}
        </Route>
        <Route path={paths.error}>
          <Lazy>
            <ErrorRoute signedIn={signedIn} />
          </Lazy>
        </Route>
        <Route path="/reset-password/:id">
          {/* Opens for a signed-in customer too (issue 12 §6): the guard bounces only login and register. */}
          {(params) => (
            <Lazy>
              <ResetPasswordRoute id={params.id} />
            </Lazy>
          )}
        </Route>
        <Route>
          {signedIn ? (
            <Lazy>
              <AuthenticatedApp />
            </Lazy>
          ) : groupOf(location) ? (
            <Redirect to={paths.login} replace />
          ) : (
            <Lazy>
              <NotFoundScreen homeHref={hashHref(paths.login)} homeLabel="Về trang đăng nhập" standalone />
            </Lazy>
          )}
        </Route>
      </Switch>
    </>
  );
}
