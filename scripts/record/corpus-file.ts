// How both link corpora grow without re-recording what they hold (scenario-format.md, "Links are
// promises"): a corpus file is its first recording (`recordedAt` and its lists, at the top level, as
// first written) followed by `recordings`, each made later on the engine of its own commit. A recorder
// writes one recording and keeps every other one as it was read; the JSON text of the kept part is
// checked to come out byte for byte as it went in.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

/** A recording made after the first: what it holds (`what`) and the commit whose engine made it. */
export interface Recording {
  what: string;
  recordedAt: string;
  [list: string]: unknown;
}

type CorpusJson = Record<string, unknown> & { recordings?: Recording[] };

export const headCommit = (root: string): string => execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();

/** The corpus as stored (its decompressed JSON text and value), or null if there is none yet. */
export function readCorpus(file: string): { text: string; json: CorpusJson } | null {
  if (!existsSync(file)) return null;
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  return { text, json: JSON.parse(text) as CorpusJson };
}

/**
 * Writes `recording` into the corpus at `file`, replacing an earlier recording of the same `what` only
 * when `again` is set; every other part of the corpus is written back unchanged. Returns the JSON text.
 */
export function writeRecording(file: string, recording: Recording, again: boolean): string {
  const old = readCorpus(file);
  if (!old) throw new Error(`${file}: no corpus to add to (its first recording is made with --all)`);
  const { recordings = [], ...first } = old.json;
  const at = recordings.findIndex((r) => r.what === recording.what);
  if (at >= 0 && !again) throw new Error(`${file} already holds "${recording.what}": re-record it only on purpose, with --again`);
  const json = JSON.stringify({ ...first, recordings: at >= 0 ? recordings.with(at, recording) : [...recordings, recording] });
  // The first recording is the same bytes as before (the text up to where it ends), and so is every
  // other recording kept.
  const end = JSON.stringify(first).length - 1;
  const kept = recordings.filter((_, i) => i !== at).map((r) => JSON.stringify(r));
  if (json.slice(0, end) !== old.text.slice(0, end) || !kept.every((r) => old.text.includes(r) && json.includes(r))) {
    throw new Error(`${file}: the recordings kept would not be byte-identical`);
  }
  writeFileSync(file, gzipSync(json, { level: 9 }));
  return json;
}

/** Writes a whole corpus (`--all`: every recording made again on today's engine, on purpose). */
export function writeCorpus(file: string, json: Record<string, unknown>): string {
  const text = JSON.stringify(json);
  writeFileSync(file, gzipSync(text, { level: 9 }));
  return text;
}
