// Test-only: the French texts a reader can see, by where they come from: the interface messages and
// the strings written in the French code (narration pieces, practice words, page metadata). The
// content's are read by content/fr-style.test.ts (content/ is read only there and by its library);
// the narration the code builds on the whole corpus is checked where the corpus is
// (i18n/narrators/fr/corpus.test.ts, components/practice/narration-words.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { MESSAGES, type MessageTree } from '../messages';

const ROOT = join(__dirname, '..', '..', '..');

export interface FrenchText {
  where: string;
  text: string;
  /** The whole file it is part of. */
  context: string;
  /** The file's prose before it, in reading order (pages). */
  before?: string;
}

const TEXT_KEYS = ['term', 'definition', 'question', 'answer', 'title', 'summary', 'steps'];
const isEntry = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).some((k) => TEXT_KEYS.includes(k)) && Object.keys(v).every((k) => TEXT_KEYS.includes(k) || IDS.includes(k));
const IDS = ['id', 'slug', 'rules', 'rule', 'example', 'href', 'order'];

/** Every string of a JSON-like value, with its path; identifiers (ids, slugs, rule lists) left out. */
export function strings(value: unknown, where: string, out: FrenchText[], context = ''): FrenchText[] {
  if (typeof value === 'string') out.push({ where, text: value, context: context || value });
  else if (isEntry(value)) {
    // One entry (a ruling, a term, an example's words) is one text: its question names the card its answer quotes.
    const text = Object.entries(value).flatMap(([k, v]) => (TEXT_KEYS.includes(k) ? [v].flat() : [])).join('\n');
    out.push({ where, text, context: context || text });
  } else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, out, context));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!IDS.includes(k)) strings(v, `${where}.${k}`, out, context);
  }
  return out;
}

export const frenchMessages = (): FrenchText[] => strings(MESSAGES.fr as unknown as MessageTree, 'messages/fr', []);

const files = (dir: string, keep: (f: string) => boolean): string[] =>
  (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .map((f) => `${dir}/${f.split('\\').join('/')}`)
    .filter(keep)
    .sort();

/** Files that hold only French words (every string is French) and files that mix both languages. */
const FRENCH_CODE = () => [
  // The French narrator (its terminology table holds both languages' terms).
  ...files('i18n/narrators/fr', (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('/terminology.ts')),
  ...files('app/fr', (f) => /\.tsx?$/.test(f)),
];
const MIXED_CODE = ['components/mdx/RituelWordings.tsx', 'components/mdx/RuleTranslation.tsx'];
const LOOKS_FRENCH = /[éèêàùçôîœ«»]|\b(?:les?|la|de|des|une?|et|du|traduction)\b/i;

/** The strings written in French code (components, app): literals and the fixed pieces of templates. */
export const frenchCodeStrings = (): FrenchText[] => [
  ...FRENCH_CODE().flatMap((f) => codeStrings(f, false)),
  ...MIXED_CODE.flatMap((f) => codeStrings(f, true)),
];

/** One file's prose strings (`mixed`: a file of both languages, whose French strings only are kept). */
export function codeStrings(file: string, mixed: boolean): FrenchText[] {
  const out: FrenchText[] = [];
  const code = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    // Imports and errors thrown for developers (English) are no reader's text.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText(source))) return;
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) text = node.text;
    else if (ts.isJsxText(node)) text = node.text.trim();
    // Prose only: a key or an identifier ("each-player", "hand") has no space.
    if (text && /\s/.test(text.trim()) && (!mixed || LOOKS_FRENCH.test(text))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      out.push({ where: `${file}:${line + 1}`, text, context: code });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * Language-specific punctuation written in the JSX of components both languages share (quotes, a
 * lone colon): it belongs in the messages, where each language writes its own.
 */
export function sharedJsxPunctuation(dirs: readonly string[]): FrenchText[] {
  const out: FrenchText[] = [];
  for (const file of dirs.flatMap((d) => files(d, (f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx')))) {
    const code = readFileSync(join(ROOT, file), 'utf8');
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node) && (/[“”«»]/.test(node.text) || /^\s*[:;!?]\s*$/.test(node.text))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        out.push({ where: `${file}:${line + 1}`, text: node.text.trim(), context: code });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}
