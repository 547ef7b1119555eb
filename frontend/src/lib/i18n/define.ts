import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Message catalogs (issue 33, ADR 200). Each feature keeps its English messages in a `messages.ts` beside its code,
 * so they ship in the chunk that shows them, and their Spanish in a `messages.es.ts` that only a Spanish page loads
 * (all of them in one lazy chunk). A message is ICU MessageFormat: `{count, plural, one {# document} other {#
 * documents}}`, `{amount}`, `<link>rich text</link>`. At build time (and in tests) vite-plugins/precompile-messages
 * turns every message of both files into its parsed form, so the browser needs no ICU parser.
 */

/** What a message is at run time: its parsed form (precompiled), or its text in code that was not precompiled. */
export type MessageBody = string | MessageFormatElement[];

/** One message: its catalog-wide id (`namespace.key`) and its English, the fallback in every language. */
export interface Message<Id extends string = string> {
  readonly id: Id;
  readonly defaultMessage: MessageBody;
}

/** A feature's English catalog, as `defineMessages` returns it: the namespace is part of the type. */
export type Messages<NS extends string = string, K extends string = string> = {
  readonly [P in K]: Message<`${NS}.${P}`>;
} & { readonly [namespaceTag]?: NS };

declare const namespaceTag: unique symbol;

/**
 * Declares a feature's English messages. The keys are the names code uses (`t(m.heroTitle)`: a missing key is a type
 * error); the namespace makes ids unique across catalogs (a test checks that no two catalogs share one).
 */
export function defineMessages<const NS extends string, const T extends Record<string, string>>(
  namespace: NS,
  messages: T,
): Messages<NS, keyof T & string> {
  const out: Record<string, Message> = {};
  for (const [key, body] of Object.entries(messages) as [string, MessageBody][]) {
    out[key] = { id: `${namespace}.${key}`, defaultMessage: body };
  }
  return out as Messages<NS, keyof T & string>;
}

type NamespaceOf<M> = M extends Messages<infer NS, string> ? NS : never;

/** The Spanish of one catalog, as its `messages.es.ts` exports it by default. */
export interface Translations {
  readonly namespace: string;
  readonly messages: Readonly<Record<string, MessageBody>>;
}

/**
 * Declares the Spanish of the catalog `M` (imported as a type only, so the Spanish chunk holds no English): every
 * key of `M` and no other, or it does not compile; the catalog test also checks the placeholders match.
 */
export function translations<M extends Messages>(
  namespace: NamespaceOf<M>,
  messages: { readonly [P in Exclude<keyof M, typeof namespaceTag>]: string },
): Translations {
  return { namespace, messages };
}
