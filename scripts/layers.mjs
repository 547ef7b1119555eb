// The layering as architecture-review-2 counts it: every folder of backend/src (and each root file) is a node, an
// edge is the import statements from one folder's non-test files into another's; cycles are broken by dropping the
// lightest edge on a cycle until none is left; a folder's floor is its height over what it still imports; the edges
// dropped are the "upward imports". Usage: node scripts/layers.mjs [--list]
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const trees = ['backend/src', 'projections/src'].filter((t) => existsSync(join(root, t)));
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.ts$/.test(name) && !/\.spec\.ts$/.test(name) && !/\.d\.ts$/.test(name)) files.push(path);
  }
};
for (const tree of trees) walk(join(root, tree));

const nodeOf = (file) => {
  const rel = relative(root, file);
  if (rel.startsWith('projections/src/')) return 'projections';
  const parts = relative(join(root, 'backend/src'), file).split('/');
  return parts.length === 1 ? parts[0] : parts[0];
};
const resolveImport = (from, spec) => {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
};
const edges = new Map(); // "a>b" -> [{from,to}]
const importRe = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]/g;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importRe)) {
    const target = resolveImport(file, match[1]);
    if (!target || !trees.some((t) => target.startsWith(join(root, t)))) continue;
    const a = nodeOf(file);
    const b = nodeOf(target);
    if (a === b) continue;
    const key = `${a}>${b}`;
    if (!edges.has(key)) edges.set(key, []);
    edges.get(key).push({ from: relative(root, file), to: relative(root, target) });
  }
}

const kept = new Map([...edges].map(([k, v]) => [k, v.length]));
const dropped = [];
const findCycle = () => {
  const out = new Map();
  for (const key of kept.keys()) {
    const [a, b] = key.split('>');
    if (!out.has(a)) out.set(a, []);
    out.get(a).push(b);
  }
  const state = new Map();
  const stack = [];
  let cycle;
  const visit = (n) => {
    state.set(n, 1);
    stack.push(n);
    for (const m of out.get(n) ?? []) {
      if (cycle) return;
      if (state.get(m) === 1) cycle = stack.slice(stack.indexOf(m)).concat(m);
      else if (!state.has(m)) visit(m);
    }
    stack.pop();
    state.set(n, 2);
  };
  for (const n of [...out.keys()].sort()) if (!cycle && !state.has(n)) visit(n);
  return cycle;
};
for (let cycle = findCycle(); cycle; cycle = findCycle()) {
  const keys = cycle.slice(0, -1).map((n, i) => `${n}>${cycle[i + 1]}`);
  const lightest = keys.sort((x, y) => kept.get(x) - kept.get(y) || x.localeCompare(y))[0];
  dropped.push(lightest);
  kept.delete(lightest);
}
const nodes = new Set([...edges.keys()].flatMap((k) => k.split('>')));
for (const f of files) nodes.add(nodeOf(f));
const floor = new Map();
const floorOf = (n) => {
  if (floor.has(n)) return floor.get(n);
  const below = [...kept.keys()].filter((k) => k.startsWith(`${n}>`)).map((k) => floorOf(k.split('>')[1]));
  const value = below.length === 0 ? 1 : Math.max(...below) + 1;
  floor.set(n, value);
  return value;
};
for (const n of nodes) floorOf(n);
const upward = dropped.flatMap((k) => edges.get(k));
const byFloor = new Map();
for (const [n, f] of floor) byFloor.set(f, [...(byFloor.get(f) ?? []), n].sort());
console.log(`folders ${nodes.size}, floors ${Math.max(...floor.values())}, imports across folders ${[...edges.values()].reduce((s, v) => s + v.length, 0)}`);
for (const f of [...byFloor.keys()].sort((a, b) => a - b)) console.log(`  floor ${f}: ${byFloor.get(f).join(', ')}`);
console.log(`upward imports: ${upward.length} in ${dropped.length} folder pairs`);
if (process.argv.includes('--list')) for (const k of dropped) {
  console.log(`  ${k} (${edges.get(k).length})`);
  for (const e of edges.get(k)) console.log(`    ${e.from} -> ${e.to}`);
}
