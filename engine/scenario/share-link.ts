// Share links: the scenario JSON as UTF-8, raw DEFLATE (RFC 1951; any encoder's output decodes),
// base64url without padding, in `?s=`. The compression is the platform's own
// (CompressionStream / DecompressionStream 'deflate-raw': every current browser, Node >= 20),
// which is asynchronous, so both functions return promises.
// Decoding never rejects: every failure is a ScenarioError (path "s", or a field path).
import { scenarioError } from './errors';
import { parseScenario } from './parse';
import type { Params, ParseResult, Scenario, ScenarioErrorCode } from '../core/types';

/** Inflated JSON larger than this is refused (a link is not a place for a whole database). */
export const MAX_SCENARIO_BYTES = 256 * 1024;
/** Longer parameters are refused before inflating (bounds the work a hostile link can cause). */
const MAX_PARAM = 65536;

const TOO_BIG = new Error('too big');

function toBase64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(s: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  try {
    return Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The bytes through a (de)compression stream; rejects with TOO_BIG past `max` bytes (and stops
 * the stream there), or on bad data.
 */
async function run(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, max: number): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Errors surface on the reading side; these promises only settle.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > max) {
      reader.cancel().catch(() => {});
      throw TOO_BIG;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  chunks.reduce((at, c) => (out.set(c, at), at + c.length), 0);
  return out;
}

const inflate = (bytes: Uint8Array) => run(bytes, new DecompressionStream('deflate-raw'), MAX_SCENARIO_BYTES);

/**
 * True when the data ends before its last byte: bytes after the end of the compressed data.
 * Chromium's DecompressionStream refuses them and Node's ignores them; checked here, every
 * platform refuses them. (The last byte of a DEFLATE stream always holds some of its bits.)
 */
const trailing = (bytes: Uint8Array) => inflate(bytes.subarray(0, bytes.length - 1)).then(() => true, () => false);

export async function encodeScenario(s: Scenario): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(s));
  return toBase64url(await run(json, new CompressionStream('deflate-raw'), Infinity));
}

const bad = (code: ScenarioErrorCode, params?: Params): ParseResult => ({ ok: false, error: scenarioError('s', code, params) });

export async function decodeScenario(param: string): Promise<ParseResult> {
  if (typeof param !== 'string') return bad('link-not-base64url');
  if (param.length > MAX_PARAM) return bad('link-too-long', { max: MAX_PARAM });
  const bytes = fromBase64url(param);
  if (!bytes) return bad('link-not-base64url');
  let json: Uint8Array;
  try {
    json = await inflate(bytes);
  } catch (e) {
    return e === TOO_BIG ? bad('link-too-large', { kB: MAX_SCENARIO_BYTES / 1024 }) : bad('link-damaged');
  }
  if (await trailing(bytes)) return bad('link-damaged');
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    return bad('link-not-json');
  }
  return parseScenario(value);
}
