// The French edition's URLs and the interface strings of both languages, for the French checks.
import fs from 'node:fs';
import path from 'node:path';
import { localePath } from '../../i18n/lang';

/** The French URL of an English path (the app's own mapping). */
export const frenchPath = (englishPath: string): string => localePath('fr', englishPath);

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
 * everything for offline" is one piece). Pieces shorter than `min` characters or three words are dropped.
 */
export function literalPieces(message: string, min = 12): string[] {
  return message
    .split(/\{[^{}]*\}|<\/?\w+>|[{}]|\b(?:one|other|=\d+)\s*\{|#/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    // Three words at least: a sentence or label of ours, not a term any English text uses ("active player").
    .filter((s) => s.length >= min && /\p{L}{3}/u.test(s) && s.split(' ').length >= 3);
}

/** English interface strings that a French page must not show (those the French dictionary does not share). */
export function englishOnlyPieces(): { key: string; piece: string }[] {
  const out: { key: string; piece: string }[] = [];
  for (const [key, { en, fr }] of englishMessages()) {
    if (fr === undefined || fr === en) continue;
    const french = new Set(literalPieces(fr));
    for (const piece of literalPieces(en)) if (!french.has(piece)) out.push({ key, piece });
  }
  return out;
}
