// Long static lists written by the server as one string of markup, which a server component then
// holds as its element's inner HTML (`dangerouslySetInnerHTML`). React hydrates that element alone,
// never what is inside it, and the page's inline payload carries the markup as one string instead of
// a description of every element: a whole subsection of the Comprehensive Rules (702, hundreds of
// entries) or the glossary's 725 terms were thousands of elements for the browser to hydrate, all of
// them plain text and links with nothing to do after load. The same markup, so the same page with
// JavaScript off.

/** `text` escaped for an element's content. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** An attribute value, escaped for double quotes. */
function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Attributes by their HTML names; one that is undefined is left out. */
export type Attributes = Record<string, string | undefined>;

/** `<tag …attributes>inner</tag>`; `inner` is markup already (escape text with escapeText). */
export function element(tag: string, attributes: Attributes, inner: string): string {
  let open = tag;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) open += ` ${name}="${escapeAttribute(value)}"`;
  }
  return `<${open}>${inner}</${tag}>`;
}
