import { StatusTag } from '../../ui/StatusTag';
import { orderStates, statusOf } from './statuses';

/** An order's state in words and colour, a tick when it is done well; an unknown code reads 'Không rõ (n)'. */
export function OrderStateTag({ state }: { state: number }) {
  const entry = statusOf(orderStates, state);
  return (
    <StatusTag tone={entry.tone} icon={entry.tone === 'success' ? 'check' : undefined}>
      {entry.label}
    </StatusTag>
  );
}
