import { describe, expect, it } from 'vitest';
import { planRouteChunks, routeChunks, type ModuleLinks } from '../../buildPlugins/routeChunks';

/** A module graph: each module's static imports, and after a `|` its on-demand ones. */
function graphOf(modules: Record<string, string>) {
  const links = new Map<string, ModuleLinks>(
    Object.entries(modules).map(([id, spec]) => {
      const [imported = '', dynamic = ''] = spec.split('|');
      const ids = (list: string) => list.split(' ').filter(Boolean);
      return [id, { importedIds: ids(imported), dynamicallyImportedIds: ids(dynamic) }];
    }),
  );
  return (id: string) => links.get(id) ?? null;
}

const roots = { entry: 'main', shell: 'AuthenticatedApp', landing: 'dashboard' };

const portal = graphOf({
  main: 'App LoginScreen | PublicRoutes AuthenticatedApp',
  App: '',
  LoginScreen: 'Button',
  Button: '',
  PublicRoutes: 'Select flows',
  Select: '',
  flows: '',
  AuthenticatedApp: 'Nav Button | dashboard order transaction user',
  Nav: '',
  dashboard: 'Card Money',
  order: 'Table Card Dialog Select Nav OrderScreen',
  OrderScreen: 'Filters',
  Filters: '',
  transaction: 'Table Dialog Money | exportRun',
  exportRun: 'Table',
  user: 'Form',
  Form: 'Field',
  Field: '',
  Card: 'Surface',
  Surface: '',
  Money: '',
  Table: 'Row',
  Row: '',
  Dialog: '',
});

describe('planRouteChunks', () => {
  const plan = planRouteChunks(portal, roots);

  it('puts what the landing group shares with another group in common, and what other groups share in screens', () => {
    expect(Object.fromEntries(plan)).toEqual({
      Card: 'common',
      Surface: 'common',
      Money: 'common',
      Table: 'screens',
      Row: 'screens',
      Dialog: 'screens',
    });
  });

  it('leaves what a signed-out page may load, what the shell loads and what one group alone uses where rolldown puts it', () => {
    for (const id of ['Select', 'flows', 'PublicRoutes', 'Button', 'Nav', 'OrderScreen', 'Filters', 'Form', 'Field', 'exportRun']) expect(plan.has(id)).toBe(false);
  });

  it('never merges a route group into another chunk', () => {
    for (const group of ['dashboard', 'order', 'transaction', 'user']) expect(plan.has(group)).toBe(false);
  });
});

describe('planRouteChunks, when a root has moved', () => {
  it('stops the build rather than planning without the shell or the entry', () => {
    expect(() => planRouteChunks(portal, { ...roots, shell: 'routes/AuthenticatedApp' })).toThrow(/shell routes\/AuthenticatedApp is not in the build's module graph/);
    expect(() => planRouteChunks(portal, { ...roots, entry: 'app/main' })).toThrow(/entry app\/main/);
    expect(() => planRouteChunks(portal, { ...roots, landing: 'Card' })).toThrow(/does not import the landing group Card/);
  });
});

describe('routeChunks', () => {
  it('names the planned modules for rolldown, reads the graph once, and takes no module it did not plan', () => {
    let reads = 0;
    const context = {
      getModuleInfo: (id: string) => {
        reads += 1;
        return portal(id) as never;
      },
    };
    const group = routeChunks(roots);
    expect(group.includeDependenciesRecursively).toBe(false);
    if (typeof group.name !== 'function') throw new Error('the group names its chunks by module');
    expect(group.name('Table', context)).toBe('screens');
    const afterFirst = reads;
    expect(group.name('Money', context)).toBe('common');
    expect(group.name('Select', context)).toBeNull();
    expect(reads).toBe(afterFirst);
  });
});
