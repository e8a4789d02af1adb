import { Route, Switch } from 'wouter';
import { ChangePasswordScreen } from '../../../features/account/ChangePasswordScreen';
import { ProfileScreen } from '../../../features/account/ProfileScreen';
import { useChangePassword, useUpdateProfile, useUserInfo, useWarehouses } from '../../hooks';
import { paths } from '../../paths';
import { sessionStore } from '../../session/store';
import { useAccountName } from '../../session/useSession';
import { listStatus } from '../listStatus';

function ProfileRoute() {
  const user = useUserInfo();
  const warehouses = useWarehouses();
  const update = useUpdateProfile();
  return (
    <ProfileScreen
      status={listStatus(user)}
      {...(user.data ? { user: user.data } : {})}
      warehouses={warehouses.data ?? []}
      onRetry={() => void user.mutate()}
      serverErrors={update.serverErrors}
      onSubmit={async (request) => {
        await update.run(request);
        // The header reads the stored configs: show the new name and picture there at once.
        const fresh = await user.mutate();
        if (fresh) sessionStore.update({ UserInfo: fresh });
      }}
    />
  );
}

function ChangePasswordRoute() {
  const change = useChangePassword();
  return (
    <ChangePasswordScreen
      userName={useAccountName()}
      serverErrors={change.serverErrors}
      onSubmit={async (request) => {
        await change.run(request);
      }}
    />
  );
}

export default function UserGroup() {
  return (
    <Switch>
      <Route path={paths.userInfo}>
        <ProfileRoute />
      </Route>
      <Route path={paths.changePassword}>
        <ChangePasswordRoute />
      </Route>
    </Switch>
  );
}
