// The syntax tree of an MDX page (mdast with MDX and frontmatter nodes): the layer reads metadata,
// headings and section ids from it, never from the source text with regular expressions.
import type { Root, RootContent, Nodes, Yaml } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

// The plugins of next.config.mjs's MDX pipeline that shape the tree (GFM tables, frontmatter).
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFrontmatter, ['yaml']);

/**
 * A paragraph holding only JSX and whitespace is no paragraph: `<H2 id="x">Words</H2>` on one line
 * is a block, as @mdx-js/mdx's compiler treats it ("unravel"), so the tree matches the page.
 */
function unravel(node: Nodes): void {
  if (!('children' in node)) return;
  const children = node.children as RootContent[];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === 'paragraph') {
      const parts = child.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
      const onlyJsx = parts.length > 0 && parts.every((c) => c.type === 'mdxJsxTextElement' || c.type === 'mdxTextExpression');
      if (onlyJsx) {
        const blocks = parts.map((c) => ({ ...c, type: c.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression' }) as RootContent);
        children.splice(i, 1, ...blocks);
        i += blocks.length - 1;
        continue;
      }
    }
    unravel(child);
  }
}

/** Parses MDX as the site's compiler does (remark-mdx, GFM, frontmatter), without compiling it. */
export function parseMdxTree(source: string, file = 'MDX source'): Root {
  let tree: Root;
  try {
    tree = parser.parse(source);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  unravel(tree);
  return tree;
}

/** The YAML frontmatter as an object ({} when the page has none). */
export function frontmatterOf(tree: Root, file = 'MDX source'): Record<string, unknown> {
  const yaml = tree.children.find((n): n is Yaml => n.type === 'yaml');
  if (!yaml) return {};
  const data: unknown = parseYaml(yaml.value);
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error(`${file}: the frontmatter must be a YAML mapping.`);
  return data as Record<string, unknown>;
}

export function isJsx(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/**
 * A string attribute of a JSX element: `id="101.4a"` or `id={"101.4a"}`; a number attribute
 * (`step={3}`) comes back as its text. Anything computed is undefined: ids must be literal.
 */
export function jsxAttr(node: JsxElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (typeof attr.value === 'string') return attr.value;
    if (attr.value === null || attr.value === undefined) return '';
    const m = /^\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`|(-?\d+(?:\.\d+)?))\s*$/.exec(attr.value.value);
    return m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : undefined;
  }
  return undefined;
}

/** Depth-first walk over every node (parents before children). */
export function walk(node: Nodes, visit: (node: Nodes, parent: Nodes | null) => void, parent: Nodes | null = null): void {
  visit(node, parent);
  if ('children' in node) for (const child of node.children as RootContent[]) walk(child, visit, node);
}

/** Plain text of a node and its children (JSX children included, attributes not). */
export function textOf(node: Nodes): string {
  return toString(node, { includeHtml: false }).replace(/\s+/g, ' ').trim();
}
