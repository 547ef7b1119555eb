import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { routeModulesFromRouter } from './route-modules';

const appDir = path.resolve(__dirname, '../src/app');
const patterns = Object.fromEntries(
  Object.entries(paths).flatMap(([key, route]) => ('path' in route ? [[key, route.path]] : [])),
);

describe('routeModulesFromRouter', () => {
  it('finds the module of every lazy route in the real router (all but home, which is in the main bundle)', () => {
    const modules = routeModulesFromRouter(readFileSync(path.join(appDir, 'router.tsx'), 'utf8'), patterns);
    const lazy = Object.values(patterns).filter((pattern) => pattern !== paths.home.path);
    expect([...modules.keys()].sort()).toEqual(lazy.sort());
    for (const module of modules.values())
      expect(existsSync(`${path.resolve(appDir, module)}.tsx`)).toBe(true);
    expect(modules.get(paths.questionnaire.path)).toBe('./routes/cases/questionnaire');
  });

  it('maps a pattern through the component it renders, and skips eager or unknown ones', () => {
    const source = `
      const A = lazyRoute(() => import('./routes/a'), 'A');
      const B = lazyRoute(
        () => import('./routes/b'),
        'B',
      );
      <Route path={paths.first.path} component={B} />
      <Route path={paths.second.path} component={Eager} />
      <Route path={paths.missing.path} component={A} />`;
    expect(routeModulesFromRouter(source, { first: '/first', second: '/second' })).toEqual(
      new Map([['/first', './routes/b']]),
    );
  });
});
