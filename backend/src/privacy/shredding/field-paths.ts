/*
 * Paths to personal fields inside event data. A pattern is dot-separated keys where `[]` means "every element of
 * this array": `details.plaintiffName`, `details.enclosures[]`, `details.damageItems[].description`. Expanded
 * against one event's data it gives concrete paths (`details.enclosures.0`), which is what a sealed event records.
 */

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Checks a registry pattern's syntax; throws with the reason. */
export function assertPattern(pattern: string): void {
  if (!/^[A-Za-z_$][\w$]*(\[\])?(\.[A-Za-z_$][\w$]*(\[\])?)*$/.test(pattern))
    throw new Error(`Personal-data path "${pattern}" is not of the form a.b[].c`);
}

/** The concrete paths where `pattern` reaches a string in `data` (missing parts and non-strings are skipped). */
export function expandPattern(data: unknown, pattern: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown, segments: string[], at: string) => {
    if (segments.length === 0) {
      if (typeof value === 'string') out.push(at);
      return;
    }
    if (!isContainer(value)) return;
    const [head = '', ...rest] = segments;
    const each = head.endsWith('[]');
    const key = each ? head.slice(0, -2) : head;
    const next = Array.isArray(value) ? undefined : value[key];
    const here = at ? `${at}.${key}` : key;
    if (!each) return walk(next, rest, here);
    if (Array.isArray(next)) next.forEach((item, i) => walk(item, rest, `${here}.${i}`));
  };
  walk(data, pattern.split('.'), '');
  return out;
}

export function getPath(data: unknown, path: string): unknown {
  let value = data;
  for (const segment of path.split('.')) {
    if (!isContainer(value)) return undefined;
    value = Array.isArray(value) ? value[Number(segment)] : value[segment];
  }
  return value;
}

/**
 * `data` with each path set to its value, copying only the containers on those paths: the caller's object (a
 * decider's event, which it keeps folding) is never changed.
 */
export function withPaths(data: unknown, entries: ReadonlyArray<readonly [string, unknown]>): unknown {
  if (!isContainer(data) || entries.length === 0) return data;
  const copies = new Set<unknown>();
  const copy = (value: Container): Container => {
    if (copies.has(value)) return value;
    const c = Array.isArray(value) ? [...value] : { ...value };
    copies.add(c);
    return c;
  };
  const root = copy(data);
  for (const [path, value] of entries) setIn(root, path, value, copy);
  return root;
}

/** Sets each path in place (for freshly read rows, which nobody else holds). */
export function setPathsInPlace(data: unknown, entries: ReadonlyArray<readonly [string, unknown]>): void {
  if (!isContainer(data)) return;
  for (const [path, value] of entries) setIn(data, path, value, (c) => c);
}

function setIn(root: Container, path: string, value: unknown, copy: (c: Container) => Container): void {
  const segments = path.split('.');
  let parent: Container = root;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i]!;
    const child = (parent as Record<string, unknown>)[key];
    if (!isContainer(child)) return; // the shape does not have this path: nothing to set
    const owned = copy(child);
    (parent as Record<string, unknown>)[key] = owned;
    parent = owned;
  }
  const last = segments[segments.length - 1]!;
  if (Array.isArray(parent) ? Number(last) < parent.length : last in parent)
    (parent as Record<string, unknown>)[last] = value;
}
