// A rule text as parts to show: plain text and cross-references ("rule 702.19", "701.3a–b") with the
// entry each links to. A reference whose target the edition lacks is shown unlinked only when
// content/cr/dangling.json lists it; any other throws, so that a page (and the build) fails on it.
import known from './dangling.json' with { type: 'json' };
import { references } from './text';

export type TextPart = { text: string; cite?: string; dangling?: true };

/** Whether `dangling.json` lists this reference (`in` the citing entry, as printed) for `edition`. */
export function isKnownDangling(inId: string, cites: string, edition: string): boolean {
  return known.known.some((k) => k.in === inId && k.cites === cites && edition >= k.from && edition <= k.to);
}

/**
 * `text` of entry `inId` in `edition` cut into parts: each reference links its first target the
 * edition has (`has`); one naming no held entry must be a known dangling reference.
 */
export function textParts(text: string, inId: string, edition: string, has: (id: string) => boolean): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const ref of references(text)) {
    if (ref.start > at) parts.push({ text: text.slice(at, ref.start) });
    const target = ref.targets.find(has);
    const missing = ref.targets.filter((t) => !has(t));
    if (missing.length > 0 && !isKnownDangling(inId, ref.text, edition)) {
      throw new Error(`${edition} ${inId} cites ${ref.text}, which names ${missing.join(', ')}: not held in that edition and not listed in content/cr/dangling.json`);
    }
    parts.push(target === undefined || missing.length > 0 ? { text: ref.text, dangling: true } : { text: ref.text, cite: target });
    at = ref.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
