// The French content follows the French edition's words and typography (components/i18n/french-style.ts):
// every page's frontmatter and prose (paragraphs, headings, table cells, the words of components'
// attributes), every example, ruling and glossary entry, and the French strings of the search index.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSlips, frenchStyleSlips } from '@/i18n/french-style';
import { codeStrings, strings, type FrenchText } from '@/components/i18n/testing/french-texts';
import { frontmatterOf, isJsx, jsxAttr, parseMdxTree, walk } from './lib/mdx-tree';
import { inlineText } from './search/mdx-text';

const dir = __dirname;
const all = (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/')).sort();
/** Attributes whose words a reader sees (as search/mdx-text.ts reads them). */
const PROSE_ATTRIBUTES = ['claim', 'title', 'label', 'alt'];

/** A page's texts in reading order, each with the page's prose before it (the card named last). */
function pageTexts(file: string): FrenchText[] {
  const source = fs.readFileSync(path.join(dir, file), 'utf8');
  const tree = parseMdxTree(source, file);
  const out = strings(frontmatterOf(tree, file), `${file} frontmatter`, [], source);
  let before = '';
  const add = (text: string, line: number | undefined) => {
    if (!text.trim()) return;
    out.push({ where: `${file}:${line ?? '?'}`, text, context: source, before });
    before += `\n${text}`;
  };
  walk(tree, (node) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') add(inlineText(node), node.position?.start.line);
    else if (isJsx(node)) add(PROSE_ATTRIBUTES.map((a) => jsxAttr(node, a) ?? '').join('\n'), node.position?.start.line);
  });
  return out;
}

const jsonTexts = (file: string): FrenchText[] => {
  const source = fs.readFileSync(path.join(dir, file), 'utf8');
  return strings(JSON.parse(source), file, [], source);
};

const slips = (texts: readonly FrenchText[]) => texts.flatMap((t) => describeSlips(t.where, t.text, frenchStyleSlips(t.text, t.context, t.before)));

describe('French content follows the French style checks', () => {
  it('reads every page, its prose and its components’ words', () => {
    const texts = pageTexts('rules/101.4.fr.mdx');
    expect(texts.length).toBeGreaterThan(40);
    // The card named before a quotation is known: Hypergenesis's misconception precedes its answer.
    expect(texts.some((t) => t.text.startsWith('Non.') && /Hypergenesis/.test(t.before ?? ''))).toBe(true);
  });

  it.each(all.filter((f) => f.endsWith('.fr.mdx')))('%s', (file) => {
    expect(slips(pageTexts(file)).join('\n')).toBe('');
  });

  it.each(all.filter((f) => f.endsWith('.fr.json')))('%s', (file) => {
    expect(slips(jsonTexts(file)).join('\n')).toBe('');
  });

  it('the French strings of the search index (the practice page’s entry)', () => {
    const texts = codeStrings('content/search/build-index.ts', true);
    expect(texts.length).toBeGreaterThan(0);
    expect(slips(texts).join('\n')).toBe('');
  });
});
