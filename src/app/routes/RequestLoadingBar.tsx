import { LoadingBar } from '../../ui/LoadingBar';
import { useLoadingCount } from '../api/loading';

/**
 * SPEC §9's loading panel, following the request counter by itself: only this bar renders again when a
 * request starts or ends. Read by the shell, the counter rendered the whole shell again for each of the
 * reads a page sends as it opens, the first of them in React's passive effects right after the page's
 * first commit (issue 26).
 */
export function RequestLoadingBar() {
  return <LoadingBar count={useLoadingCount()} />;
}
