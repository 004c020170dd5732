// Text facts about the Comprehensive Rules shared by the dataset's builder and its readers: the
// comparison form of a text (a change of quote style, spacing or encoding is not a change), the
// CR's numbering (order, parents, subrule letters), word-level diffs and cross-references.
import { kindOf } from './format';

/**
 * The form two texts are compared in: quote style, dash style and spacing, whitespace and the converted
 * editions' spellings of ™ and ® (`(TM)`, `(R)`) or of the em dash (`--`) ignored.
 */
export function comparable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\((?:TM|R)\)|[™®]/g, '')
    .replace(/[‘’‛′`´]/g, "'")
    .replace(/[“”„″]/g, '"')
    // Dashes: `601.2f-h`, `601.2f–h` and `601.2e - g` are one range; `--` is a converted em dash.
    .replace(/\s*(?:--|[-‐‑–—])\s*/g, '-')
    .replace(/…/g, '...')
    .replace(/<((?:https?:\/\/|www\.)[^\s>]+)>/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lower-case words of a text, for similarity. */
function wordsOf(text: string): string[] {
  return comparable(text).toLowerCase().match(/[\p{L}\p{N}]+(?:['.][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Dice similarity of two texts' word multisets: 1 for the same words, 0 for none shared. */
export function similarity(a: string, b: string): number {
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  if (wa.length + wb.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const w of wa) counts.set(w, (counts.get(w) ?? 0) + 1);
  let shared = 0;
  for (const w of wb) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      shared++;
      counts.set(w, n - 1);
    }
  }
  return (2 * shared) / (wa.length + wb.length);
}

// 1.: "Note that subrules skip the letters "l" and "o"" (704.5k is followed by 704.5m).
const LETTERS = 'abcdefghijkmnpqrstuvwxyz';

/** A sort key that puts entries in the CR's order: 1, 100, 100.1, 100.1a, …, 101, …, 2, 200. */
export function orderKey(id: string): number[] {
  const m = /^(\d{1,3})(?:\.(\d+)([a-z]?))?(?:#(\d+))?$/.exec(id);
  if (!m) return [Number.MAX_SAFE_INTEGER];
  const head = Number(m[1]);
  if (m[1]!.length === 1) return [head];
  const rule = m[2] === undefined ? -1 : Number(m[2]);
  const letter = m[3] ? LETTERS.indexOf(m[3]) + 1 || 99 : 0;
  return [Math.floor(head / 100), head, rule, letter, Number(m[4] ?? 1)];
}

export function compareIds(a: string, b: string): number {
  const ka = orderKey(a);
  const kb = orderKey(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const d = (ka[i] ?? -2) - (kb[i] ?? -2);
    if (d !== 0) return d;
  }
  return 0;
}

/** The entry a number belongs to: 101.4a → 101.4 → 101 → 1; a section has none. */
export function parentId(numbered: string): string | null {
  const id = numbered.replace(/#\d+$/, '');
  switch (kindOf(id)) {
    case 'subrule':
      return id.slice(0, -1);
    case 'rule':
      return id.split('.')[0]!;
    case 'subsection':
      return id[0]!;
    default:
      return null;
  }
}

export type DiffPart = { op: 'same' | 'added' | 'removed'; text: string };

/** Words and the spaces between them; punctuation stays on its word, as a reader sees the change. */
function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

/**
 * The word-level changes from `a` to `b` (longest common subsequence of their words, compared in
 * their comparable form, so that a quote-style change is no change): the parts in reading order,
 * kept text as `b` prints it.
 */
export function wordDiff(a: string, b: string): DiffPart[] {
  const ta = tokens(a);
  const tb = tokens(b);
  const ka = ta.map((t) => (/^\s+$/.test(t) ? ' ' : comparable(t)));
  const kb = tb.map((t) => (/^\s+$/.test(t) ? ' ' : comparable(t)));
  const n = ta.length;
  const m = tb.length;
  // lcs[i][j]: the common length of ka[i..] and kb[j..], one row of m+1 per i.
  const lcs = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * (m + 1) + j] =
        ka[i] === kb[j] ? lcs[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(lcs[(i + 1) * (m + 1) + j]!, lcs[i * (m + 1) + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  const push = (op: DiffPart['op'], text: string) => {
    const last = parts.at(-1);
    if (last?.op === op) last.text += text;
    else parts.push({ op, text });
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && ka[i] === kb[j]) {
      push('same', tb[j]!);
      i++;
      j++;
      // At a change, what went before what came: "-he or she controls +they control".
    } else if (i < n && (j === m || lcs[(i + 1) * (m + 1) + j]! >= lcs[i * (m + 1) + j + 1]!)) push('removed', ta[i++]!);
    else push('added', tb[j++]!);
  }
  // A space kept between two added (or two removed) words belongs to the change: "+in turn order".
  const merged: DiffPart[] = [];
  for (let k = 0; k < parts.length; k++) {
    const [before, part, after] = [merged.at(-1), parts[k]!, parts[k + 1]];
    if (part.op === 'same' && /^\s+$/.test(part.text) && before && after && before.op !== 'same' && after.op === before.op) {
      before.text += part.text + after.text;
      k++;
    } else merged.push({ ...part });
  }
  return merged;
}

/** A cross-reference in a text: the number as printed (`805.6`, `701.3a–b`) and the entries it names. */
export interface Reference {
  start: number;
  end: number;
  text: string;
  targets: string[];
}

const NUMBER = String.raw`\d{3}(?:\.\d+[a-z]?)?`;
const RANGE = String.raw`(?:[–-](?:\d{3}\.\d+[a-z]?|[a-z](?![a-z])))?`;
// "rule 702.19", "rules 805.6 and 805.7", "rules 103.2a, 103.2b, and 103.2c", "section 8", "sections 1–3"
const INTRODUCED = new RegExp(
  String.raw`\b(?:[Rr]ules?|[Ss]ections?)\s+(?:${NUMBER}|\d)${RANGE}(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)(?:${NUMBER}|\d)${RANGE}(?![\d.]\d))*`,
  'g',
);
const ITEM = new RegExp(String.raw`(?:${NUMBER}|\d)${RANGE}`, 'g');
// A dotted number anywhere else ("as specified in 101.4a", "see 702.19b–c").
const BARE = new RegExp(String.raw`(?<![\d.])\d{3}\.\d+[a-z]?${RANGE}(?![\d])`, 'g');

/** The entries a cited item names: 701.3a–b → 701.3a, 701.3b; 702.19–702.21 → the three rules. */
function targetsOf(item: string): string[] {
  const [from, to] = item.split(/[–-]/) as [string, string | undefined];
  if (to === undefined) return [from];
  if (/^[a-z]$/.test(to)) {
    const base = from.slice(0, -1);
    const a = LETTERS.indexOf(from.at(-1)!);
    const b = LETTERS.indexOf(to);
    return a < 0 || b < a ? [from, base + to] : [...LETTERS.slice(a, b + 1)].map((l) => base + l);
  }
  const fm = /^(\d{3})\.(\d+)$/.exec(from);
  const tm = /^(\d{3})\.(\d+)$/.exec(to);
  if (fm && tm && fm[1] === tm[1] && Number(tm[2]) - Number(fm[2]) < 50) {
    const out: string[] = [];
    for (let k = Number(fm[2]); k <= Number(tm[2]); k++) out.push(`${fm[1]}.${k}`);
    return out;
  }
  return [from, to];
}

/** Every cross-reference in `text`, in order, one per cited number or range. */
export function references(text: string): Reference[] {
  const found: Reference[] = [];
  const taken: [number, number][] = [];
  for (const m of text.matchAll(INTRODUCED)) {
    const head = /^\S+\s+/.exec(m[0])![0].length;
    taken.push([m.index, m.index + m[0].length]);
    for (const item of m[0].slice(head).matchAll(ITEM)) {
      const start = m.index + head + item.index;
      found.push({ start, end: start + item[0].length, text: item[0], targets: targetsOf(item[0]) });
    }
  }
  for (const m of text.matchAll(BARE)) {
    if (taken.some(([s, e]) => m.index >= s && m.index < e)) continue;
    found.push({ start: m.index, end: m.index + m[0].length, text: m[0], targets: targetsOf(m[0]) });
  }
  return found.sort((x, y) => x.start - y.start);
}

/** 101.4: the rule's own name for the order ("Active Player, Nonactive Player (APNAP) order"). */
export const APNAP_PHRASE = /\bAPNAP order\b|\(APNAP\) order\b/;
