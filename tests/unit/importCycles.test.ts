import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The cycle rule: no module of src reaches itself through static imports. A cycle makes load order
// decide what is undefined at import time, and it is how a layer quietly starts to depend on itself.
// ESLint's own rules see one file at a time; this sees the whole graph. (Dynamic `import()` is left
// out: it runs later and is how the demo loads the mock backend lazily.)

const root = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

// `import type` is erased from the build, so it cannot make a load-order cycle.
const staticImport = /^\s*(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(staticImport)].flatMap((match) => {
      const target = resolve(file, match[1]!);
      return target ? [target] : [];
    });
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected groups of more than one module, or a module importing itself (Tarjan). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('finds a cycle when there is one (the check itself can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph).map((group) => [...group].sort())).toEqual([['a', 'b', 'c']]);
  });

  it('src has none', () => {
    const graph = importGraph(sourceFiles(root));
    expect(graph.size).toBeGreaterThan(300);
    const named = cycles(graph).map((group) => group.map((file) => path.relative(root, file)).sort());
    expect(named).toEqual([]);
  });
});
