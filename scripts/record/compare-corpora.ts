// Compares two versions of a link corpus (the golden corpus or the share-link corpus): whether the
// parts before its recordings are the same bytes, then, recording by recording, which entries were
// added, removed or changed, and for each changed entry which fields (array positions written [*]).
// Run: npx tsx scripts/record/compare-corpora.ts old.json.gz new.json.gz [--entries]
//   (`git show main:engine/golden/corpus.json.gz > /tmp/old.json.gz` gives the old one)
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Entry = { name: string } & Record<string, Json>;
type Corpus = Record<string, Json> & { recordings?: ({ what: string } & Record<string, Json>)[] };

const read = (file: string): { text: string; json: Corpus } => {
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  return { text, json: JSON.parse(text) as Corpus };
};

/** The paths (indices as [*]) where two values differ. */
function diff(a: Json | undefined, b: Json | undefined, path: string, out: Set<string>): void {
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.add(`${path} (length)`);
    for (let i = 0; i < Math.min(a.length, b.length); i++) diff(a[i], b[i], `${path}[*]`, out);
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!(k in a)) out.add(`${path}.${k} (added)`);
      else if (!(k in b)) out.add(`${path}.${k} (removed)`);
      else diff(a[k], b[k], `${path}.${k}`, out);
    }
    return;
  }
  out.add(path);
}

/** Fields that say the facts in words, or add team facts beside them (805.4a, 805.6): narration. */
const NARRATION = /(\.text|\.reason|\.prompt|\.message|\.teams \(added\)|\.why\.team \(added\))$/;
/** The `replaced` event's pick without the engine's working fields (a Pick is `{ player, card, name }`). */
const PICK = /\.pick\.(r|chosen|others) \(removed\)$/;
/** 722.5: who made a controlled player's choice, added where it was missing. */
const BY = /\.by \(added\)$/;
/** The effects whose outcome issue 45 corrects at a team table. */
const TEAM_EFFECTS: Record<string, string> = {
  'each-player-takes-an-extra-turn': '1. extra turns by team (805.8, 500.7)',
  'villainous-choice': '3. "each opponent" is not a teammate (102.3, 701.55d)',
  'curse-of-echoes': '4. Curse of Echoes by team (405.3 with 805.6)',
  'permanents-enter-together': '5. timestamps by team (613.7m with 805.6)',
};

function correctionOf(paths: string[], s: { teams?: unknown; controlledBy?: Record<string, string>; effect?: { id?: string } }): string {
  const rest = paths.filter((p) => !NARRATION.test(p));
  const dayOfJudgment = "8. the replaced event's pick is a Pick; Day of Judgment's words (614.6, 700.4)";
  if (rest.length === 0) {
    // Words alone: the team names and 805.2's words at a team table; elsewhere only Day of Judgment's words changed.
    if (s.teams) return '6. narration names teams (805.4a, 805.6, 805.3); 10. the team chooses its order (805.6, 805.2)';
    return s.effect?.id === 'day-of-judgment' ? dayOfJudgment : `UNEXPLAINED words (${s.effect?.id}, no teams)`;
  }
  if (rest.every((p) => PICK.test(p))) return dayOfJudgment;
  if (rest.every((p) => BY.test(p))) return s.teams ? '2. team control (805.8) and `by` (722.5)' : '7. `by` on a controlled player\'s choices (722.5)';
  if (s.teams && s.controlledBy && Object.keys(s.controlledBy).length) return '2. team control (805.8, 722.5)';
  const team = s.teams ? TEAM_EFFECTS[s.effect?.id ?? ''] : undefined;
  return team ?? `UNEXPLAINED (${s.effect?.id}, ${s.teams ? 'teams' : 'no teams'})`;
}

/** The entries of a recording: `entries` (golden) or `links` (share links). */
const entriesOf = (r: Record<string, Json>): Entry[] => ((r.entries ?? r.links ?? []) as Entry[]);

const [oldFile, newFile] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const listEntries = process.argv.includes('--entries');
if (!oldFile || !newFile) throw new Error('usage: compare-corpora.ts old.json.gz new.json.gz [--entries]');
const before = read(oldFile);
const after = read(newFile);
const { recordings: oldRecordings = [], ...oldFirst } = before.json;
const { recordings: newRecordings = [], ...newFirst } = after.json;
console.log(`first recording: ${JSON.stringify(oldFirst) === JSON.stringify(newFirst) ? 'the same bytes' : 'CHANGED'}`);
for (const r of newRecordings) {
  const old = oldRecordings.find((x) => x.what === r.what);
  if (!old) {
    console.log(`"${r.what}": new recording`);
    continue;
  }
  for (const k of Object.keys(r).filter((x) => !['what', 'recordedAt', 'entries', 'links'].includes(x))) {
    console.log(`"${r.what}".${k}: ${JSON.stringify(old[k]) === JSON.stringify(r[k]) ? 'the same' : 'changed'}`);
  }
  const olds = new Map(entriesOf(old).map((e) => [e.name, e]));
  const news = entriesOf(r);
  const added = news.filter((e) => !olds.has(e.name)).map((e) => e.name);
  const removed = [...olds.keys()].filter((n) => !news.some((e) => e.name === n));
  const changed = new Map<string, string[]>();
  for (const e of news) {
    const o = olds.get(e.name);
    if (!o) continue;
    const paths = new Set<string>();
    diff(o, e, '', paths);
    if (paths.size) changed.set(e.name, [...paths].sort());
  }
  console.log(`"${r.what}" (recorded at ${String(old.recordedAt)} -> ${String(r.recordedAt)}): ${news.length} entries, ${added.length} added, ${removed.length} removed, ${changed.size} changed, ${news.length - added.length - changed.size} the same`);
  for (const n of added) console.log(`  added: ${n}`);
  for (const n of removed) console.log(`  removed: ${n}`);
  // Changed entries by kind (the name's prefix), and the fields that changed across them.
  const byKind = new Map<string, { count: number; fields: Map<string, number> }>();
  for (const [name, paths] of changed) {
    const kind = name.includes('/') ? name.slice(0, name.lastIndexOf('/')) : name;
    const k = byKind.get(kind) ?? { count: 0, fields: new Map<string, number>() };
    k.count++;
    for (const p of paths) k.fields.set(p, (k.fields.get(p) ?? 0) + 1);
    byKind.set(kind, k);
    if (listEntries) console.log(`  changed: ${name}: ${paths.join(', ')}`);
  }
  // Which correction explains each changed entry (issue 45, 2026-12-07): outcome changes only where
  // a correction applies; elsewhere only the words (and facts added beside them) may change.
  const why = new Map<string, number>();
  for (const [name, paths] of changed) {
    const s = (news.find((e) => e.name === name)!.scenario ?? {}) as { teams?: unknown; controlledBy?: Record<string, string>; effect?: { id?: string } };
    const c = correctionOf(paths, s);
    why.set(c, (why.get(c) ?? 0) + 1);
    if (c.startsWith('UNEXPLAINED')) console.log(`  UNEXPLAINED: ${name}: ${paths.join(', ')}`);
  }
  for (const [c, n] of [...why].sort((a, b) => b[1] - a[1])) console.log(`  ${n} changed by: ${c}`);
  if (!listEntries) continue;
  for (const [kind, k] of byKind) {
    console.log(`  ${kind}: ${k.count} changed (of ${news.filter((e) => e.name.startsWith(`${kind}/`)).length})`);
    for (const [p, n] of [...k.fields].sort((a, b) => b[1] - a[1])) console.log(`    ${p}: ${n}`);
  }
}
