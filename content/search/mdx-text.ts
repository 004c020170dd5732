// The words of an MDX page, section by section, read from its syntax tree (the same parser as the
// content layer's): enough to index each section, never to render it. Used by build-index.ts.
import type { Nodes, Root, RootContent } from 'mdast';
import { frontmatterOf, isJsx, jsxAttr, parseMdxTree, type JsxElement } from '../lib/mdx-tree';
import { headingOf } from '../lib/pages';

export interface MdxMeta {
  title?: string;
  description?: string;
  rule?: string;
}

export interface MdxSection {
  /** Anchor of the section (`101.4a`, `sequential-processing`); null for the text before any heading. */
  anchor: string | null;
  heading: string;
  /** Set for `<RuleSection id="…">`: the rule the section explains. */
  rule?: string;
  /** Rules whose seed text the section quotes with `<RuleText id="…" />`. */
  quotes: string[];
  text: string;
}

export interface MdxPage {
  meta: MdxMeta;
  sections: MdxSection[];
}

/** Attributes whose words a reader sees (a Misconception's claim, a title, a label, an alt text). */
const PROSE_ATTRIBUTES = ['claim', 'title', 'label', 'alt'];

/** The words of inline content: text, code, link text, image alt, string expressions (`{' '}`). */
export function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return ' ';
    case 'image':
      return node.alt ?? '';
    case 'mdxTextExpression':
    case 'mdxFlowExpression': {
      const m = /^\s*(["'`])(.*)\1\s*$/s.exec(node.value);
      return m ? (m[2] ?? '') : ' ';
    }
    case 'html':
    case 'mdxjsEsm':
    case 'yaml':
    case 'code':
      return '';
    default: {
      const prose = isJsx(node) ? PROSE_ATTRIBUTES.map((a) => jsxAttr(node, a) ?? '').filter(Boolean).join(' ') : '';
      const inner = 'children' in node ? (node.children as RootContent[]).map(inlineText).join('') : '';
      return prose ? `${prose} ${inner}` : inner;
    }
  }
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Splits an MDX page into sections: one per `<RuleSection>`, one per heading (inside a rule section or not). */
export function sectionsOf(tree: Root, meta: MdxMeta): MdxSection[] {
  let current: MdxSection = { anchor: null, heading: meta.title ?? '', quotes: [], text: '' };
  const sections: MdxSection[] = [current];
  const add = (text: string) => {
    const t = clean(text);
    if (t) current.text = current.text ? `${current.text} ${t}` : t;
  };

  function flow(node: Nodes): void {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'code':
      case 'html':
      case 'thematicBreak':
        return;
      case 'paragraph':
      case 'heading':
        add(inlineText(node));
        return;
      case 'table':
        for (const row of node.children) for (const cell of row.children) add(inlineText(cell));
        return;
      case 'mdxJsxFlowElement':
        jsx(node);
        return;
      default:
        if ('children' in node) for (const child of node.children as RootContent[]) flow(child);
    }
  }

  function jsx(node: JsxElement): void {
    if (node.name === 'RuleText') {
      const id = jsxAttr(node, 'id');
      if (id) current.quotes.push(id);
      return;
    }
    const heading = headingOf(node);
    if (heading && node.name === 'RuleSection') {
      const outer = current;
      current = { anchor: heading.id, heading: heading.text, rule: heading.id, quotes: [], text: '' };
      sections.push(current);
      node.children.forEach((c) => flow(c));
      current = outer;
      return;
    }
    // A heading starts a section of its own, inside a rule section too: "The life race" under 603.3b
    // is where a reader asking "who wins the life race" wants to land, not the top of 603.3b. What
    // follows it, until the next heading or the end of the rule section, is its text.
    if (heading && /^H[2-4]$/.test(node.name ?? '')) {
      current = { anchor: heading.id, heading: clean(heading.text), quotes: [], text: '' };
      sections.push(current);
      return;
    }
    // A Misconception, the history note: words of the current section.
    const prose = PROSE_ATTRIBUTES.map((a) => jsxAttr(node, a) ?? '').filter(Boolean).join(' ');
    if (prose) add(prose);
    node.children.forEach((c) => flow(c));
  }

  flow(tree);
  return sections.filter((s) => s.text || s.rule || s.quotes.length);
}

/** The page's frontmatter fields the index reads, and its sections. */
export function parseMdx(source: string, file?: string): MdxPage {
  const tree = parseMdxTree(source, file);
  const data = frontmatterOf(tree, file);
  const meta: MdxMeta = {};
  for (const key of ['title', 'description', 'rule'] as const) if (typeof data[key] === 'string') meta[key] = data[key];
  return { meta, sections: sectionsOf(tree, meta) };
}
