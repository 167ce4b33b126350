// The server's feature graph (issue 26): which feature folder imports which, and the loops among
// them (strongly connected components of two or more). `npx tsx scripts/feature-graph.ts` prints
// both; feature-graph.test.ts holds the loops to what they are allowed to be.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../src/server/features");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Feature -> the other features its non-test code imports. */
export function featureGraph(root = ROOT): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(root).filter((f) => statSync(path.join(root, f)).isDirectory())) {
    const targets = new Set<string>();
    for (const file of sources(path.join(root, feature))) {
      for (const match of readFileSync(file, "utf8").matchAll(/from "(\.\.?\/[^"]+)"/g)) {
        const target = path.relative(root, path.resolve(path.dirname(file), match[1]!));
        const other = target.split(path.sep)[0]!;
        if (!target.startsWith("..") && other !== feature) targets.add(other);
      }
    }
    graph.set(feature, targets);
  }
  return graph;
}

/** The loops: groups of two or more features that reach each other (Tarjan's algorithm). */
export function featureLoops(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const loop: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        loop.push(w);
      } while (w !== v);
      if (loop.length > 1) loops.push(loop.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const graph = featureGraph();
  for (const [feature, targets] of [...graph].sort())
    console.log(`${feature} -> ${[...targets].sort().join(", ")}`);
  console.log("loops:", JSON.stringify(featureLoops(graph)));
}
