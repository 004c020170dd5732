// Share links: the scenario JSON as UTF-8, raw DEFLATE (RFC 1951; any encoder's output decodes),
// base64url without padding, in `?s=`.
// Decoding never throws: every failure is a ScenarioError (path "s", or a field path).
import { deflate, inflate, TOO_BIG } from './deflate';
import { parseScenario } from './scenario/parse';
import type { ParseResult, Scenario } from './types';

/** Inflated JSON larger than this is refused (a link is not a place for a whole database). */
export const MAX_SCENARIO_BYTES = 256 * 1024;
/** Longer parameters are refused before inflating (bounds the work a hostile link can cause). */
const MAX_PARAM = 65536;

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

export function encodeScenario(s: Scenario): string {
  return toBase64url(deflate(new TextEncoder().encode(JSON.stringify(s))));
}

const bad = (message: string): ParseResult => ({ ok: false, error: { path: 's', message } });

export function decodeScenario(param: string): ParseResult {
  if (typeof param !== 'string') return bad('the link is not valid base64url');
  if (param.length > MAX_PARAM) return bad(`the link is too long (over ${MAX_PARAM} characters)`);
  const bytes = fromBase64url(param);
  if (!bytes) return bad('the link is not valid base64url');
  let json: Uint8Array;
  try {
    json = inflate(bytes, MAX_SCENARIO_BYTES);
  } catch (e) {
    return bad(
      e === TOO_BIG
        ? `the link's scenario is too large (over ${MAX_SCENARIO_BYTES / 1024} kB)`
        : 'the link is damaged: its data is not valid compressed data',
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    return bad("the link is damaged: its data is not a JSON scenario");
  }
  return parseScenario(value);
}
