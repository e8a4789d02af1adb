import type { CodeSplittingGroup } from 'rolldown';

/** What the chunk plan reads of a module: the modules it imports, statically and on demand. */
export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export type ModuleLinksOf = (id: string) => ModuleLinks | null;

export interface RouteChunkRoots {
  /** The page's entry module (index.html's script). */
  entry: string;
  /** The signed-in shell, imported on demand from the entry; its on-demand imports are the route groups. */
  shell: string;
  /** The route group a customer lands on after signing in. */
  landing: string;
}

/** The chunk names of the plan. Short: every name is bytes in the preload lists of the shell's chunk. */
const routeChunkNames = { withLanding: 'common', betweenGroups: 'screens' } as const;

/**
 * Which chunk each module the signed-in route groups share goes to (issue 26, session 26). Left to
 * rolldown, every set of groups that shares a module got a chunk of its own, with its own stylesheet:
 * `#/order/list-orders` fetched 22 scripts and 20 stylesheets after the shell, and each is a
 * `<link>` the main thread appends and a stylesheet that restyles the page when it lands. Here:
 * - a module two or more groups import, the landing group among them, goes to `common`: the landing page
 *   fetches it anyway;
 * - a module two or more other groups import goes to `screens`: one file and one stylesheet for every
 *   list, form and dialog the groups share;
 * - everything else stays where rolldown puts it: what a group alone imports is in its own chunk, what
 *   the shell imports loads with the shell, and what the signed-out pages may load (the login page's
 *   dialogs, the register and reset pages) is never merged into the signed-in chunks, so the login page
 *   fetches no signed-in code. Those files keep their names too: the resilience journeys remove
 *   `PublicRoutes` and `flows` by name.
 */
export function planRouteChunks(linksOf: ModuleLinksOf, { entry, shell, landing }: RouteChunkRoots): Map<string, string> {
  // A root that moved must stop the build: with no shell found, every signed-in module would count as one
  // the signed-out pages load, and with no entry, the login page's modules could be merged into `screens`.
  for (const [role, id] of [['entry', entry], ['shell', shell], ['landing group', landing]] as const) {
    if (!linksOf(id)) throw new Error(`routeChunks: the ${role} ${id} is not in the build's module graph (renamed? update vite.config.ts)`);
  }
  if (!linksOf(shell)?.dynamicallyImportedIds.includes(landing)) throw new Error(`routeChunks: the shell ${shell} does not import the landing group ${landing} on demand`);
  const signedOut = new Set<string>();
  const visitSignedOut = (id: string) => {
    if (signedOut.has(id) || id === shell) return;
    signedOut.add(id);
    const links = linksOf(id);
    links?.importedIds.forEach(visitSignedOut);
    links?.dynamicallyImportedIds.forEach(visitSignedOut);
  };
  visitSignedOut(entry);

  const staticClosure = (start: string, outside: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || outside.has(id)) return;
      seen.add(id);
      linksOf(id)?.importedIds.forEach(visit);
    };
    visit(start);
    return seen;
  };
  const withShell = staticClosure(shell, signedOut);
  const loadedBefore = new Set([...signedOut, ...withShell]);
  const groups = linksOf(shell)?.dynamicallyImportedIds ?? [];

  const groupsUsing = new Map<string, number>();
  for (const group of groups) {
    for (const id of staticClosure(group, loadedBefore)) groupsUsing.set(id, (groupsUsing.get(id) ?? 0) + 1);
  }
  const onLanding = staticClosure(landing, loadedBefore);
  const plan = new Map<string, string>();
  for (const [id, count] of groupsUsing) {
    if (count < 2 || groups.includes(id)) continue;
    plan.set(id, onLanding.has(id) ? routeChunkNames.withLanding : routeChunkNames.betweenGroups);
  }
  return plan;
}

/**
 * The rolldown group that applies the plan. It takes exactly the planned modules, not their imports
 * (`includeDependenciesRecursively: false`): with their imports it also took modules the shell and the
 * login page load, and the shell then imported `screens` statically.
 */
export function routeChunks(roots: RouteChunkRoots): CodeSplittingGroup {
  let plan: Map<string, string> | undefined;
  return {
    includeDependenciesRecursively: false,
    name: (id, context) => {
      plan ??= planRouteChunks((moduleId) => context.getModuleInfo(moduleId), roots);
      return plan.get(id) ?? null;
    },
  };
}
