import { readFileSync } from 'node:fs';
import path from 'node:path';

// semver (npm's own version logic) ships without types here; the two functions used, typed.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const semver = require('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { major: number } | null;
};

/**
 * Issue 11, point 17: the README, `engines` and the pinned runtime agree. Node 20 or newer starts npm (install and
 * `npm run`); the pinned Node 24 (the npm package `node`) runs the product.
 */
const ROOT = path.resolve(__dirname, '../../..');
interface PackageJson {
  engines?: { node?: string };
  workspaces?: string[];
  devDependencies?: Record<string, string>;
}
const json = <T = PackageJson>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

describe('the Node version, in one voice', () => {
  const root = json('package.json');
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const ours: [string, PackageJson][] = [
    ['package.json', root],
    ...(root.workspaces ?? []).map((w): [string, PackageJson] => [`${w}/package.json`, json(`${w}/package.json`)]),
  ];

  it('npm install on Node 20 finds no engine our own packages refuse (no EBADENGINE for them)', () => {
    for (const [file, pkg] of ours) {
      const wanted = pkg.engines?.node;
      if (wanted) expect({ file, node20: semver.satisfies('20.0.0', wanted) }).toEqual({ file, node20: true });
    }
    const lock = json<{ packages: Record<string, PackageJson> }>('package-lock.json');
    expect(lock.packages['']?.engines?.node).toBe(root.engines?.node);
  });

  it('the README names the same minimum as engines, and the pinned runtime is Node 24', () => {
    const minimum = semver.minVersion(root.engines?.node ?? '')!.major;
    expect(readme).toContain(`You need only Node.js (${minimum} or newer) and npm`);
    expect(semver.minVersion(root.devDependencies?.node ?? '')!.major).toBe(24);
    expect(readme).toContain('The product itself runs on Node 24');
  });
});
