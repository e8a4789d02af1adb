import { DashboardScreen } from '../../../features/dashboard/DashboardScreen';
import { useDashboard, useSettingDefault } from '../../hooks';
import { paths } from '../../paths';
import { listStatus } from '../listStatus';

export default function DashboardGroup() {
  const dashboard = useDashboard();
  const settings = useSettingDefault();
  const data = dashboard.data ? { ...dashboard.data, FeeBuyer: settings.data?.Settings.FeeBuyer ?? null } : undefined;
  return (
    <DashboardScreen
      status={listStatus({ data, error: dashboard.error })}
      {...(data ? { data } : {})}
      onRetry={() => void dashboard.mutate()}
      isRetrying={dashboard.isValidating}
      paths={paths}
    />
  );
}
