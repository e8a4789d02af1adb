import { Route, Switch } from 'wouter';
import { ComingSoon } from '../../../features/shell/ComingSoon';
import { href, paths } from '../../paths';

/** Routes whose screens are not built yet: the shell with an honest "Đang phát triển" page. */
export function ComingSoonRoutes({ pages }: { pages: ReadonlyArray<readonly [pattern: string, title: string]> }) {
  return (
    <Switch>
      {pages.map(([pattern, title]) => (
        <Route key={pattern} path={pattern}>
          <ComingSoon title={title} homeHref={href(paths.dashboard)} />
        </Route>
      ))}
    </Switch>
  );
}
