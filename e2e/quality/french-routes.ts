// The French edition's routes (components/i18n/lang.ts maps them): the English route list with
// each path in French, for the crawl, axe and header checks. A French page exists when its French
// content does; tests list what the build generated through the sitemap where that matters.
import fs from 'node:fs';
import path from 'node:path';

const FR_SEGMENTS: Record<string, string> = {
  rules: 'regles',
  cards: 'cartes',
  rulings: 'decisions',
  glossary: 'glossaire',
  examples: 'exemples',
  sandbox: 'bac-a-sable',
  practice: 'entrainement',
  embed: 'embed',
  offline: 'hors-ligne',
};

/** The French URL of an English path (same rule as components/i18n/lang.ts, kept free of app imports). */
export function frenchPath(englishPath: string): string {
  const [first, ...rest] = englishPath.split('/').filter(Boolean);
  if (!first) return '/fr';
  return `/fr/${[FR_SEGMENTS[first] ?? first, ...rest].join('/')}`;
}

/** Every English interface string (components/i18n/messages/en/*.json), flattened by key. */
export function englishMessages(): Map<string, { en: string; fr: string | undefined }> {
  const dir = path.join(process.cwd(), 'components', 'i18n', 'messages');
  const out = new Map<string, { en: string; fr: string | undefined }>();
  const flat = (tree: unknown, prefix: string, into: Map<string, string>) => {
    for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
      const key = `${prefix}.${k}`;
      if (typeof v === 'string') into.set(key, v);
      else flat(v, key, into);
    }
  };
  for (const file of fs.readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'))) {
    const en = new Map<string, string>();
    const fr = new Map<string, string>();
    flat(JSON.parse(fs.readFileSync(path.join(dir, 'en', file), 'utf8')), file.replace(/\.json$/, ''), en);
    const frFile = path.join(dir, 'fr', file);
    if (fs.existsSync(frFile)) flat(JSON.parse(fs.readFileSync(frFile, 'utf8')), file.replace(/\.json$/, ''), fr);
    for (const [k, v] of en) out.set(k, { en: v, fr: fr.get(k) });
  }
  return out;
}

/**
 * The literal pieces of an ICU message long enough to be recognised on a page: the text between
 * arguments, plural/select bodies and tags ("Step {step} of {total}" → "of" is too short; "Save
 * everything for offline" is one piece). Pieces shorter than `min` characters are dropped.
 */
export function literalPieces(message: string, min = 12): string[] {
  return message
    .split(/\{[^{}]*\}|<\/?\w+>|[{}]|\b(?:one|other|=\d+)\s*\{|#/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= min && /\p{L}{3}/u.test(s));
}
