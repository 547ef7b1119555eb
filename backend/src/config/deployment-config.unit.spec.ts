import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { envSchema, loadConfig } from './env';

const root = path.resolve(__dirname, '../../..');
const schemaKeys = Object.keys(envSchema.shape).sort();

describe('.env.example', () => {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8');
  const documented = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!).sort();

  it('documents every variable of the schema, and nothing else', () => {
    expect(documented).toEqual(schemaKeys);
  });

  it('is itself a valid configuration', () => {
    const values = Object.fromEntries(
      [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.trim()]),
    );
    expect(() => loadConfig(values)).not.toThrow();
  });
});

describe('docker-compose.yml', () => {
  type Service = { environment?: Record<string, string> | string[]; image?: string; build?: unknown; healthcheck?: unknown };
  const compose = load(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };

  it('runs postgres, kurrentdb, api, worker and web', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'kurrentdb', 'postgres', 'web', 'worker']);
  });

  it.each(['api', 'worker'])('gives %s only variables the config schema knows, and a valid configuration', (name) => {
    // Resolve the YAML merge key (<<: *app-env) the way docker compose does.
    const { '<<': shared = {}, ...own } = compose.services[name]!.environment as Record<string, unknown>;
    const env = { ...(shared as Record<string, string>), ...(own as Record<string, string>) };
    expect(Object.keys(env).filter((k) => !schemaKeys.includes(k))).toEqual([]);
    // ${VAR:-default} substitutions resolve to their defaults here, as docker compose would with no .env;
    // ${VAR:?message} ones are required, so the operator supplies them (a well-formed key here).
    const resolved = Object.fromEntries(
      Object.entries(env).map(([k, v]) => [
        k,
        String(v)
          .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')
          .replace(/\$\{PRIVACY_MASTER_KEY:\?[^}]*\}/g, 'A'.repeat(43) + '='),
      ]),
    );
    const config = loadConfig(resolved);
    expect(config.role).toBe(name);
    expect(config.database.url).toMatch(/^postgres:\/\/suego:.*@postgres:5432\/suego$/);
  });

  it('trusts exactly the one proxy hop of the shipped nginx on the api, which appends the client address', () => {
    const { '<<': shared = {}, ...own } = compose.services.api!.environment as Record<string, unknown>;
    const env = { ...(shared as Record<string, string>), ...(own as Record<string, string>) };
    expect(loadConfig({ TRUST_PROXY: String(env.TRUST_PROXY) }).http.trustProxy).toBe(1);
    const nginx = readFileSync(path.join(root, 'docker/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/proxy_pass http:\/\/api:3000;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it('requires one PRIVACY_MASTER_KEY shared by api and worker (production with DATABASE_URL refuses to start without)', () => {
    const shared = (compose.services.api!.environment as Record<string, unknown>)['<<'] as Record<string, string>;
    expect(shared.PRIVACY_MASTER_KEY).toMatch(/^\$\{PRIVACY_MASTER_KEY:\?.+\}$/);
    expect((compose.services.worker!.environment as Record<string, unknown>)['<<']).toBe(shared);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/suego' }),
    ).toThrow(/PRIVACY_MASTER_KEY: is required in production/);
  });

  it('has healthchecks for the services others wait on', () => {
    for (const name of ['postgres', 'kurrentdb', 'api', 'web']) expect(compose.services[name]!.healthcheck).toBeDefined();
  });
});
