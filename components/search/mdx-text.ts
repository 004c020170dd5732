// Plain text of the MDX pages, by simple parsing of their source (no MDX compiler): enough to
// index each page's sections, never to render them. Used by scripts/build-search-index.ts.
import { slugify } from '@/components/mdx/headings';

export interface MdxMeta {
  title?: string;
  description?: string;
  rule?: string;
}

export interface MdxSection {
  /** Anchor of the section (`101.4a`, `common-misconceptions`); null for the text before any heading. */
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

/** A string attribute of a JSX tag: `id="101.4a"`, `title='…'` or `title={"…"}`. */
export function jsxAttr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** The object literal that starts at `open` (a "{"), through its matching "}", skipping strings. */
function objectLiteral(source: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/** `export const meta = { title: '…', description: '…', rule: '…' }`, read field by field. */
export function parseMeta(source: string): MdxMeta {
  const start = /export\s+const\s+meta\s*=\s*\{/.exec(source);
  if (!start) return {};
  const block = objectLiteral(source, start.index + start[0].length - 1);
  const meta: MdxMeta = {};
  for (const key of ['title', 'description', 'rule'] as const) {
    const m = new RegExp(`\\b${key}\\s*:\\s*(["'\`])((?:\\\\.|(?!\\1)[^\\\\])*)\\1`).exec(block);
    if (m?.[2] !== undefined) meta[key] = m[2].replace(/\\(.)/g, '$1');
  }
  return meta;
}

/** Markdown and inline JSX of one line reduced to its words. */
export function plainText(line: string): string {
  return line
    .replace(/<[A-Za-z][^<>]*?\b(?:claim|title|label|alt)=(?:"([^"]*)"|'([^']*)')[^<>]*>/g, ' $1$2 ')
    .replace(/<\/?[A-Za-z][^<>]*>/g, ' ') // JSX and HTML tags: keep their children
    .replace(/\{\s*(["'`])(.*?)\1\s*\}/g, '$2') // {' '} and {"text"}
    .replace(/\{[^{}]*\}/g, ' ') // other expressions
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images → alt
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // links → text
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s{0,3}(?:>\s?)+/, '') // blockquote
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '') // list items, task boxes
    .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/, '') // table separator row
    .replace(/\s*\|\s*/g, ' ') // table cells
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?![\w*])/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&mdash;/g, '—')
    .replace(/\s+/g, ' ')
    .trim();
}

const RULE_SECTION_OPEN = /^<RuleSection\b[^>]*>/;
const HEADING = /^(#{2,4})\s+(.+?)\s*#*\s*$/;

/** Splits an MDX page into sections: one per `<RuleSection>`, one per heading outside them. */
export function parseMdx(source: string): MdxPage {
  const meta = parseMeta(source);
  const metaStart = /export\s+const\s+meta\s*=\s*\{/.exec(source);
  const withoutMeta = metaStart
    ? source.slice(0, metaStart.index) +
      source.slice(metaStart.index + metaStart[0].length - 1 + objectLiteral(source, metaStart.index + metaStart[0].length - 1).length).replace(/^;/, '')
    : source;
  const body = withoutMeta
    .replace(/^\s*(?:import|export)\b[\s\S]*?(?:;\s*$|\n\s*\n)/gm, '\n') // import/export blocks
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '') // MDX comments
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^```[\s\S]*?^```/gm, '') // code blocks: not prose
    .replace(/<[A-Z][^<>]*>/g, (tag) => tag.replace(/\s*\n\s*/g, ' ')); // one line per JSX tag

  const sections: MdxSection[] = [];
  let current: MdxSection = { anchor: null, heading: meta.title ?? '', quotes: [], text: '' };
  sections.push(current);
  const open: MdxSection[] = []; // RuleSections can nest: text goes to the innermost
  let outer = current;

  const add = (text: string) => {
    if (text) current.text = current.text ? `${current.text} ${text}` : text;
  };

  for (const rawLine of body.split('\n')) {
    let line = rawLine.trim();
    while (line) {
      const openTag = RULE_SECTION_OPEN.exec(line);
      if (openTag) {
        const id = jsxAttr(openTag[0], 'id') ?? '';
        const title = jsxAttr(openTag[0], 'title') ?? '';
        open.push(current);
        current = { anchor: id, heading: `${id} ${title}`.trim(), rule: id, quotes: [], text: '' };
        sections.push(current);
        line = line.slice(openTag[0].length).trim();
        continue;
      }
      const close = line.indexOf('</RuleSection>');
      if (close >= 0) {
        add(plainText(line.slice(0, close)));
        current = open.pop() ?? outer;
        line = line.slice(close + '</RuleSection>'.length).trim();
        continue;
      }
      const heading = open.length === 0 ? HEADING.exec(line) : null;
      if (heading?.[2]) {
        const text = plainText(heading[2]);
        current = { anchor: slugify(text), heading: text, quotes: [], text: '' };
        outer = current;
        sections.push(current);
      } else {
        for (const m of line.matchAll(/<RuleText\b[^>]*>/g)) {
          const id = jsxAttr(m[0], 'id');
          if (id) current.quotes.push(id);
        }
        add(plainText(line.replace(/^#{1,6}\s+/, '')));
      }
      line = '';
    }
  }
  return { meta, sections: sections.filter((s) => s.text || s.rule || s.quotes.length) };
}
