// Words a member reads that are written inline in a web component instead of coming from the text
// catalogues (the language catalogues src/web/locales/<language>/<area>.json read through
// useMessages, ADR 0053, whose own guard is scripts/catalogue-check.ts; and, for the screens not yet
// moved there, src/web/lib/texts and @shared/texts): JSX text, and string literals given to the props a
// person reads or hears (aria-label, placeholder, title, alt, label, ...). `npx tsx scripts/inline-texts.ts`
// lists them; scripts/inline-texts.test.ts keeps the web free of them (0 since issue 10, from 268).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const READ_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "placeholder",
  "title",
  "alt",
  "label",
  "description",
  "subtitle",
  "heading",
  "caption",
  "text",
  "message",
  "confirmLabel",
  "cancelLabel",
]);

// Props named like one of those (navLabel, emptyText, sectionTitle...) are read too.
const READ_PROP_NAME = /(label|text|title|heading|message|caption|description|placeholder)$/i;

export type InlineText = { file: string; line: number; text: string };

// The string literals an expression can evaluate to: `"a"`, `busy ? "a" : "b"`, `error && "a"`.
function literalsOf(expression: ts.Expression | undefined): ts.StringLiteralLike[] {
  if (!expression) return [];
  if (ts.isStringLiteralLike(expression)) return [expression];
  if (ts.isParenthesizedExpression(expression)) return literalsOf(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...literalsOf(expression.whenTrue), ...literalsOf(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const op = expression.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(expression.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...literalsOf(expression.left), ...literalsOf(expression.right)];
  }
  return [];
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "test" ? [] : files(full);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [full] : [];
  });
}

// A word is something with two letters in a row; punctuation, numbers and symbols ("·", "/", "%") are not.
const hasWords = (text: string) => /\p{L}{2}/u.test(text);

export function inlineTexts(root: string): InlineText[] {
  const found: InlineText[] = [];
  for (const file of files(root)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const add = (node: ts.Node, text: string) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({
        file: path.relative(process.cwd(), file),
        line: line + 1,
        text: text.trim().replace(/\s+/g, " "),
      });
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text);
      // `{busy ? "Signing you in…" : hint}` as a child: read on screen like JSX text.
      if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
        for (const literal of literalsOf(node.expression))
          if (hasWords(literal.text)) add(literal, literal.text);
      }
      if (ts.isJsxAttribute(node) && node.initializer) {
        const name = node.name.getText(source);
        if (READ_PROPS.has(name) || READ_PROP_NAME.test(name)) {
          const value = node.initializer;
          const literals = ts.isStringLiteral(value)
            ? [value]
            : ts.isJsxExpression(value)
              ? literalsOf(value.expression)
              : [];
          for (const literal of literals) if (hasWords(literal.text)) add(node, literal.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = inlineTexts(path.resolve("src/web"));
  for (const t of found) console.log(`${t.file}:${t.line}  ${t.text}`);
  console.log(`${found.length} inline texts`);
}
