import { useCallback, useEffect, useRef, useState } from 'react';
import type { WebsiteInfo } from '../api/schemas/account';
import { useLocation } from 'wouter';
import { LoginScreen, type LoginValues } from '../../features/auth/LoginScreen';
import { useToast } from '../../ui/Toast';
import { demoAccount, isDemoMode, resetDemoData } from '../demo';
import { endTokenLink, entryToken, forgetEntryToken } from '../entryToken';
import { sessionStore } from '../session/store';
import { useDialogs } from '../../ui/Dialogs';
import { hashHref, paths } from '../paths';
import { importForAction, PortalUpdatedError } from './lazyRoute';
import { useFormSubmit } from './useFormSubmit';

/**
 * The footer's warehouse contacts. Read once without SWR: the login page is the first load on a cheap
 * phone, and SWR would add 4.5 kB of gzip to it for a single read (docs/decisions.md). A failure only
 * hides the footer.
 */
function useWebsiteInfoOnce() {
  const [state, setState] = useState<{ data?: WebsiteInfo; isLoading: boolean }>({ isLoading: true });
  useEffect(() => {
    const controller = new AbortController();
    accountEndpoints()
      .then(({ getWebsiteInfo }) => getWebsiteInfo({ signal: controller.signal }))
      .then(
        (data) => setState({ data, isLoading: false }),
        () => {
          if (!controller.signal.aborted) setState({ isLoading: false });
        },
      );
    return () => controller.abort();
  }, []);
  return state;
}

// The API client and the account schemas come with the first request, right after the form has
// painted, not in the first load (docs/decisions.md, size budget).
const accountEndpoints = importForAction(() => import('../api/endpoints/account'));

// Logging in reads the dashboard, settings and profile: every schema of the portal. The login page
// loads that code when the customer presses the button, not before (docs/decisions.md, size budget).
const sessionFlows = importForAction(() => import('../session/flows'));

const tokenRefused = 'Đường dẫn đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập bằng tài khoản của bạn.';

export function LoginRoute() {
  const [, navigate] = useLocation();
  const toast = useToast();
  const websiteInfo = useWebsiteInfoOnce();
  const [tokenError, setTokenError] = useState<string>();
  const dialogs = useDialogs();
  // main.tsx already took the token out of the address (issue 12 §3).
  const [entry] = useState(entryToken);
  const [checkingToken, setCheckingToken] = useState(entry !== null);
  const tokenHandled = useRef(false);
  const [updated, setUpdated] = useState<PortalUpdatedError | null>(null);
  if (updated) throw updated;

  // SPEC §2 and issue 25 §9: a token in the login URL is read, the customer is asked whose account it
  // opens, then the dashboard opens with a reload. That code lives in flows.ts, out of the first load.
  useEffect(() => {
    if (tokenHandled.current || entry === null) return;
    tokenHandled.current = true;
    forgetEntryToken();
    void sessionFlows()
      .then(({ openTokenLink }) => openTokenLink(entry, dialogs.confirm))
      .then((outcome) => {
        if (outcome === 'signed-in') {
          const dashboard = new URL(window.location.href);
          dashboard.hash = paths.dashboard;
          history.replaceState(null, '', dashboard.href);
          window.location.reload();
          return;
        }
        const signedIn = sessionStore.getSnapshot().status === 'authenticated';
        setCheckingToken(false);
        // A signed-in customer is told in an alert: the route guard now sends them to the dashboard.
        if (outcome === 'refused') {
          if (signedIn) void dialogs.alert(tokenRefused);
          else setTokenError(tokenRefused);
        }
        endTokenLink();
      })
      .catch((error: unknown) => {
        // Only the import can fail here (openTokenLink answers every outcome): the portal was updated.
        setCheckingToken(false);
        endTokenLink();
        setUpdated(error instanceof PortalUpdatedError ? error : new PortalUpdatedError('session flows', { cause: error }));
      });
  }, [entry, dialogs]);

  const send = useCallback(
    async ({ UserName, Password, remember }: LoginValues) => {
      const { loginWithPassword } = await sessionFlows();
      await loginWithPassword({ UserName, Password }, remember);
      navigate(paths.dashboard, { replace: true });
    },
    [navigate],
  );
  const { status, serverErrors, submit } = useFormSubmit(send);

  const resetDemo = useCallback(() => {
    void resetDemoData()
      .then(() => sessionFlows())
      .then(({ logout }) => logout())
      .then(() => toast.success('Đã đặt lại dữ liệu mẫu.'));
  }, [toast]);

  return (
    <LoginScreen
      onSubmit={submit}
      status={checkingToken ? 'submitting' : status}
      serverErrors={serverErrors}
      websiteInfo={websiteInfo.data}
      warehousesLoading={websiteInfo.isLoading}
      onForgotPassword={async (email) => {
        await (await accountEndpoints()).sendForgotPassword(email, { silent: true });
      }}
      registerHref={hashHref(paths.register)}
      {...(isDemoMode ? { demoAccount: { userName: demoAccount.userName, password: demoAccount.password }, onResetDemo: resetDemo } : {})}
      {...(tokenError ? { tokenError } : {})}
    />
  );
}
