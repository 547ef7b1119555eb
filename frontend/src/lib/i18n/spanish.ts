import type { MessageBody, Translations } from './define';

/**
 * Every feature's Spanish (`messages.es.ts`), gathered into one chunk that only Spanish pages load (ADR 200): a
 * Spanish reader pays for one extra request, an English one for nothing.
 */
const catalogs = import.meta.glob<Translations>('/src/**/{messages,*.messages}.es.ts', {
  eager: true,
  import: 'default',
});

export const SPANISH: Record<string, MessageBody> = {};
for (const catalog of Object.values(catalogs)) {
  for (const [key, body] of Object.entries(catalog.messages)) SPANISH[`${catalog.namespace}.${key}`] = body;
}
