import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The catalog files (ADR 200): a feature's English `messages.ts` and its Spanish `messages.es.ts`, or one page's
 * (`checkout.messages.ts`, `checkout.messages.es.ts`) where a feature-wide catalog would ship to pages that do not use it.
 */
export const CATALOG_FILE = /[\\/.]messages(\.es)?\.ts$/;
const CATALOG_CALLS = new Set(['defineMessages', 'translations']);

/**
 * Replaces each message of a catalog file (the string values of the object literal passed to `defineMessages` or
 * `translations`) by its parsed ICU form, so the browser formats messages without shipping the ICU parser
 * (`@formatjs/icu-messageformat-parser` is aliased to its `no-parser` build). A message that does not parse fails
 * the build, naming the file and the key. Returns the code unchanged when it has no catalog call.
 */
export function precompileCatalog(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      CATALOG_CALLS.has(node.expression.text) &&
      node.arguments[1] &&
      ts.isObjectLiteralExpression(node.arguments[1])
    ) {
      for (const property of node.arguments[1].properties) {
        if (!ts.isPropertyAssignment(property)) {
          throw new Error(`${fileName}: every message must be written as key: 'text'`);
        }
        const key = property.name.getText(source);
        const value = property.initializer;
        if (!ts.isStringLiteral(value) && !ts.isNoSubstitutionTemplateLiteral(value)) {
          throw new Error(`${fileName}: the message ${key} must be a string literal`);
        }
        let ast;
        try {
          ast = parse(value.text, { ignoreTag: false, requiresOtherClause: true });
        } catch (error) {
          throw new Error(`${fileName}: the message ${key} is not valid ICU MessageFormat: ${String(error)}`, {
            cause: error,
          });
        }
        edits.push({ start: value.getStart(source), end: value.getEnd(), text: JSON.stringify(ast) });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

export function precompileMessages(): Plugin {
  return {
    name: 'suego:precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('?') || !CATALOG_FILE.test(id)) return null;
      return { code: precompileCatalog(code, id), map: null };
    },
  };
}
