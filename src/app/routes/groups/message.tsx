import { paths } from '../../paths';
import { ComingSoonRoutes } from './ComingSoonRoutes';

export default function MessageGroup() {
  return <ComingSoonRoutes pages={[[paths.messages, 'Tin nhắn']]} />;
}
