// Words a member reads that are written inline in a web component instead of coming from the text
// catalogues (the language catalogues src/web/locales/<language>/<area>.json read through
// useMessages, ADR 0053, whose own guard is scripts/catalogue-check.ts; and, for the screens not yet
// moved there, src/web/lib/texts and @shared/texts): JSX text, and string literals given to the props a
// person reads or hears (aria-label, placeholder, title, alt, label, ...). `npx tsx scripts/inline-texts.ts`
// lists them; scripts/inline-texts.test.ts keeps the web free of them (0 since issue 10, from 268).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import type { Expression, Node } from "@babel/types";

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
// Babel's tree, not TypeScript's: the typecheck runs on TypeScript 7, whose own parser is not a
// library (ADR 0064). Parentheses leave no node of their own in it.
function literalsOf(expression: Node | null | undefined): { node: Node; text: string }[] {
  if (!expression) return [];
  if (expression.type === "StringLiteral") return [{ node: expression, text: expression.value }];
  if (expression.type === "TemplateLiteral" && expression.expressions.length === 0)
    return [{ node: expression, text: expression.quasis[0]?.value.cooked ?? "" }];
  if (expression.type === "ConditionalExpression")
    return [...literalsOf(expression.consequent), ...literalsOf(expression.alternate)];
  if (expression.type === "LogicalExpression") {
    if (expression.operator === "&&") return literalsOf(expression.right);
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
    const source = parse(readFileSync(file, "utf8"), {
      sourceType: "module",
      plugins: ["jsx", "typescript"],
    });
    // `skip`: the lines a JSX text's own leading whitespace spans, so that its line is its words'.
    const add = (node: Node, text: string, skip = 0) => {
      found.push({
        file: path.relative(process.cwd(), file),
        line: (node.loc?.start.line ?? 0) + skip,
        text: text.trim().replace(/\s+/g, " "),
      });
    };
    const visit = (node: Node, parent: Node | null) => {
      if (node.type === "JSXText" && hasWords(node.value)) add(node, node.value, leadingLines(node.value));
      // `{busy ? "Signing you in…" : hint}` as a child: read on screen like JSX text.
      if (
        node.type === "JSXExpressionContainer" &&
        (parent?.type === "JSXElement" || parent?.type === "JSXFragment") &&
        node.expression.type !== "JSXEmptyExpression"
      ) {
        for (const literal of literalsOf(node.expression))
          if (hasWords(literal.text)) add(literal.node, literal.text);
      }
      if (node.type === "JSXAttribute" && node.value) {
        const name =
          node.name.type === "JSXNamespacedName"
            ? `${node.name.namespace.name}:${node.name.name.name}`
            : node.name.name;
        if (READ_PROPS.has(name) || READ_PROP_NAME.test(name)) {
          const value = node.value;
          const literals =
            value.type === "StringLiteral"
              ? [{ node: value as Node, text: value.value }]
              : value.type === "JSXExpressionContainer" && value.expression.type !== "JSXEmptyExpression"
                ? literalsOf(value.expression as Expression)
                : [];
          for (const literal of literals) if (hasWords(literal.text)) add(node, literal.text);
        }
      }
      for (const child of children(node)) visit(child, node);
    };
    visit(source.program, null);
  }
  return found;
}

const leadingLines = (text: string) => (/^\s*/.exec(text)?.[0].match(/\n/g) ?? []).length;

// A node's children in source order: every property that holds a node or a list of them.
function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key === "extra" || key.endsWith("Comments")) continue;
    for (const item of Array.isArray(value) ? value : [value])
      if (item && typeof item === "object" && typeof (item as Node).type === "string")
        found.push(item as Node);
  }
  return found.sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = inlineTexts(path.resolve("src/web"));
  for (const t of found) console.log(`${t.file}:${t.line}  ${t.text}`);
  console.log(`${found.length} inline texts`);
}
