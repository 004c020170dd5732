// What the crawl reads of a server-rendered page (the HTML is ours and regular): its links, ids,
// head (title, description, canonical, robots, hreflang) and the text a reader sees or hears.

export interface CrawledPage {
  path: string;
  status: number;
  contentType: string;
  lang: string | null;
  ids: Set<string>;
  links: { href: string; path: string; hash: string }[];
  title: string | null;
  description: string | null;
  canonical: string | null;
  noindex: boolean;
  /** hreflang → path, from the page's <link rel="alternate">. */
  alternates: Map<string, string>;
  /** What a reader sees or hears (text, title and labels), for the language check; French pages only. */
  readable: string;
}

export const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x2F;/g, '/')
    .replace(/&nbsp;|&#xa0;/g, ' ')
    .replace(/&amp;/g, '&');

/** What a reader sees or hears of a server-rendered page: its text, title and labels. */
export function readable(html: string): string {
  const attrs = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt|content)="([^"]*)"/g)].map((m) => m[1]!);
  const text = html
    // What is marked English on purpose (the seed's verbatim rule text, English card names) is not interface.
    .replace(/<(?!html\b)(\w+)\b[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decode(`${text} ${attrs.join(' ')}`).replace(/\s+/g, ' ');
}

const isFrench = (path: string) => path === '/fr' || path.startsWith('/fr/');

/** The pieces of a server-rendered page the checks need. */
export function parse(path: string, status: number, contentType: string, html: string, base: string): CrawledPage {
  const isHtml = contentType.includes('text/html');
  const links: CrawledPage['links'] = [];
  if (isHtml) {
    for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const href = decode(m[1]!);
      const url = new URL(href, base + path);
      if (url.origin !== new URL(base).origin) continue; // external: not ours to check here
      if (!/^https?:$/.test(url.protocol)) continue;
      links.push({ href, path: url.pathname + url.search, hash: url.hash ? decodeURIComponent(url.hash.slice(1)) : '' });
    }
  }
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const meta = (name: string) => head.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1];
  const title = head.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = meta('description');
  const alternates = new Map(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/gi)].map((m) => [m[1]!.toLowerCase(), new URL(decode(m[2]!)).pathname]),
  );
  return {
    path,
    status,
    contentType,
    lang: html.match(/<html\b[^>]*\slang="([^"]*)"/)?.[1] ?? null,
    ids: new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!))),
    links,
    title: title !== undefined ? decode(title) : null,
    description: description !== undefined ? decode(description) : null,
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null,
    noindex: /noindex/.test(meta('robots') ?? ''),
    alternates,
    readable: isHtml && isFrench(path) ? readable(html) : '',
  };
}
