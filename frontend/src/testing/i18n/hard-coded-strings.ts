import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds user-visible English written straight into the code instead of a catalog (issue 33): JSX text, the
 * user-visible attributes, a string given as a JSX child, and the strings of properties that hold what people read
 * (`title`, `description`, `label`, `message` of a toast, a zod refusal, a menu…). A literal that must stay as it is
 * takes a `// i18n-exempt: why` comment on the line above; an element marked `lang="en"` is English on purpose in
 * every language (the sample letter: letters stay in English), and its text is not reported.
 */
export interface HardCodedString {
  file: string;
  line: number;
  text: string;
}

const VISIBLE_ATTRIBUTES = new Set([
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);
const VISIBLE_PROPERTIES = new Set([
  'title',
  'description',
  'label',
  'placeholder',
  'message',
  'heading',
  'help',
  'hint',
  'error',
  'summary',
  'text',
  'cta',
]);
/** Names people read as they are, in both languages. */
const PROPER_NAMES = new Set(['SueGo', 'SuePro', 'SuePro Business', 'English', 'Español']);

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !PROPER_NAMES.has(text.trim());
/** A property value that reads as words for people, not a CSS class, an id or a path. */
const looksLikeProse = (text: string) =>
  hasWords(text) && /^[A-Z$0-9"'(]/.test(text.trim()) && !/^[A-Z0-9_]+$/.test(text.trim());

function exempt(source: ts.SourceFile, node: ts.Node): boolean {
  const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const lines = source.text.split('\n');
  return [line - 1, line, line - 2].some((l) => l >= 0 && /i18n-exempt/.test(lines[l] ?? ''));
}

export function findHardCodedStrings(fileName: string, code: string): HardCodedString[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedString[] = [];
  const report = (node: ts.Node, text: string) => {
    if (exempt(source, node)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file: fileName, line, text: text.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) && isMarkedEnglish(node.openingElement)) {
      ts.forEachChild(node.openingElement, visit);
      return;
    }
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer) {
      const visible = VISIBLE_ATTRIBUTES.has(node.name.getText(source));
      const value = node.initializer;
      if (visible && ts.isStringLiteral(value) && hasWords(value.text)) report(value, value.text);
      if (ts.isJsxExpression(value) && value.expression) {
        for (const literal of valueLiterals(value.expression)) {
          const text = literalText(literal);
          if (visible ? hasWords(text) : looksLikeProse(text) && /\s/.test(text)) report(literal, text);
        }
      }
    }
    if (ts.isJsxExpression(node) && node.expression && isJsxChild(node)) {
      for (const literal of valueLiterals(node.expression)) {
        if (hasWords(literalText(literal))) report(literal, literalText(literal));
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      VISIBLE_PROPERTIES.has(node.name.text)
    ) {
      for (const literal of valueLiterals(node.initializer)) {
        if (looksLikeProse(literalText(literal))) report(literal, literalText(literal));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `<article lang="en">`: English in every language, on purpose. */
const isMarkedEnglish = (element: ts.JsxOpeningElement) =>
  element.attributes.properties.some(
    (attribute) =>
      ts.isJsxAttribute(attribute) &&
      attribute.name.getText() === 'lang' &&
      attribute.initializer !== undefined &&
      ts.isStringLiteral(attribute.initializer) &&
      attribute.initializer.text === 'en',
  );

const isTextLiteral = (
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

function literalText(
  node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression,
): string {
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return node.text;
}

/** The strings an expression can evaluate to: itself, the branches of `a ? b : c`, the sides of `||`, `??`, `&&`. */
function valueLiterals(
  node: ts.Expression,
  out: (ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression)[] = [],
) {
  if (ts.isParenthesizedExpression(node)) return valueLiterals(node.expression, out);
  if (ts.isConditionalExpression(node)) {
    valueLiterals(node.whenTrue, out);
    valueLiterals(node.whenFalse, out);
  } else if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
    ].includes(node.operatorToken.kind)
  ) {
    if (node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) valueLiterals(node.left, out);
    valueLiterals(node.right, out);
  } else if (isTextLiteral(node)) out.push(node);
  return out;
}

const isJsxChild = (node: ts.JsxExpression) => ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent);

/** Every source file of the app that people's text could be in: not tests, fixtures or catalogs. */
export function appSourceFiles(srcDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'testing') walk(full);
      } else if (
        /\.tsx?$/.test(name) &&
        !/\.test\.tsx?$/.test(name) &&
        !/(^|\.)messages(\.es)?\.ts$/.test(name)
      ) {
        out.push(full);
      }
    }
  };
  walk(srcDir);
  return out.sort();
}

export function scanSources(srcDir: string, skip: (relative: string) => boolean): HardCodedString[] {
  return appSourceFiles(srcDir).flatMap((file) => {
    const relative = path.relative(srcDir, file);
    return skip(relative) ? [] : findHardCodedStrings(relative, readFileSync(file, 'utf8'));
  });
}
