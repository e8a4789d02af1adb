import { useMemo } from 'react';
import type { DeliveryCreateScreenProps } from '../../features/delivery/DeliveryCreateScreen';
import type { Receiver } from '../../features/delivery/model';
import { useDeliveryRequests, useUserInfo } from '../hooks';
import { useSession } from '../session/useSession';

/** The latest requests, whose receivers the form offers again. */
const recentQuery = { skip: 0, take: 20 };

/** Who the goods may go to: the customer (profile, or the session's copy until it loads) and recent receivers. */
export function useReceivers(): Pick<DeliveryCreateScreenProps, 'profile' | 'recentReceivers'> {
  const user = useUserInfo();
  const stored = useSession().configs?.UserInfo;
  const recent = useDeliveryRequests(recentQuery);
  const info = user.data ?? stored;
  const profile = useMemo<Receiver | null>(
    () => (info ? { ReceiverName: info.FullName || info.UserName, Phone: info.Phone, Address: info.Address } : null),
    [info],
  );
  const recentReceivers = useMemo(() => recent.data?.Items ?? [], [recent.data]);
  return { profile, recentReceivers };
}
