import { RouteErrorScreen } from '../../features/shell/RouteErrorScreen';
import { hashHref, paths } from '../paths';

/**
 * SPEC §2's `error` route group: a public page of its own (not the not-found page), with the way back
 * that fits the session. A lazy chunk: the login page's first load does without its texts.
 */
export function ErrorRoute({ signedIn }: { signedIn: boolean }) {
  return (
    <RouteErrorScreen
      standalone
      title="Đã có lỗi xảy ra"
      message="Yêu cầu của bạn chưa thực hiện được. Bạn hãy quay lại và thử lại sau."
      homeHref={hashHref(signedIn ? paths.dashboard : paths.login)}
      homeLabel={signedIn ? 'Về trang chủ' : 'Về trang đăng nhập'}
    />
  );
}
