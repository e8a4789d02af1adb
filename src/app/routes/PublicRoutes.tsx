import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { RegisterScreen } from '../../features/auth/RegisterScreen';
import { ResetPasswordScreen } from '../../features/auth/ResetPasswordScreen';
import type { RegisterRequest, ResetPasswordRequest } from '../../features/auth/model';
import { useToast } from '../../ui/Toast';
import { register, resetPassword } from '../api/endpoints/account';
import { useWarehouses } from '../hooks/accountReads';
import { AppSWRConfig } from '../hooks/AppSWRConfig';
import { installAriaStrings } from '../i18n/ariaStrings.vi';
import { hashHref, paths } from '../paths';
import { useFormSubmit } from './useFormSubmit';

// Before the register page's first render: react-aria's own hidden texts, in Vietnamese.
installAriaStrings();

/** The register page. Loaded lazily: a returning customer on the login page never downloads it. */
export function RegisterRoute() {
  return (
    <AppSWRConfig>
      <RegisterPage />
    </AppSWRConfig>
  );
}

function RegisterPage() {
  const [, navigate] = useLocation();
  const toast = useToast();
  const warehouses = useWarehouses();
  const send = useCallback(
    async (values: RegisterRequest) => {
      await register(values, { silent: true });
      toast.success('Bạn đăng ký thành công.');
      navigate(paths.login, { replace: true });
    },
    [navigate, toast],
  );
  const { status, serverErrors, submit } = useFormSubmit(send);
  return (
    <RegisterScreen
      onSubmit={submit}
      status={status}
      serverErrors={serverErrors}
      warehouses={warehouses.data ?? []}
      warehousesLoading={warehouses.isLoading}
      loginHref={hashHref(paths.login)}
    />
  );
}

/** reset-password/{id}: SPEC shows the register form here, a defect; we show a new-password form. */
export function ResetPasswordRoute({ id }: { id: string }) {
  const [done, setDone] = useState(false);
  const send = useCallback(
    async (values: ResetPasswordRequest) => {
      await resetPassword(id, values, { silent: true });
      setDone(true);
    },
    [id],
  );
  const { status, serverErrors, submit } = useFormSubmit(send);
  return <ResetPasswordScreen onSubmit={submit} status={status} serverErrors={serverErrors} done={done} loginHref={hashHref(paths.login)} />;
}
