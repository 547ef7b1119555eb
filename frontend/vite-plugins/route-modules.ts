/**
 * Which module renders each lazy route, read from the router's source: `const X = lazyRoute(() =>
 * import('./routes/…'), 'X')` and `<Route path={paths.key.path} component={X} />`. The build uses it to preload a
 * page's own code with the page (client-routes.ts); a test checks that every route of `paths` but the eager ones is
 * found, so a route written another way fails the test instead of silently losing its preload.
 */
export function routeModulesFromRouter(
  routerSource: string,
  patterns: Readonly<Record<string, string>>,
): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, name, module] of routerSource.matchAll(
    /const (\w+) = lazyRoute\(\s*\(\) => import\('([^']+)'\)/g,
  )) {
    modules.set(name!, module!);
  }
  const byPattern = new Map<string, string>();
  for (const [, key, component] of routerSource.matchAll(
    /<Route\s+path=\{paths\.(\w+)\.path\}\s+component=\{(\w+)\}/g,
  )) {
    const pattern = patterns[key!];
    const module = modules.get(component!);
    if (pattern !== undefined && module !== undefined) byPattern.set(pattern, module);
  }
  return byPattern;
}
