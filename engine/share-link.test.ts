import { deflateSync } from 'fflate';
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeScenario, encodeScenario } from './share-link';
import { scenario } from './testing';

const s = scenario({ effect: 'smallpox', cards: ['bears:Ana:battlefield:creature:2', 'bolt:Ben:hand:instant:1'], decisions: [{ player: 'Ana', choice: [] }] });
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('share links: deflate + base64url', () => {
  it('decodes what it encodes', () => {
    expect(decodeScenario(encodeScenario(s))).toEqual({ ok: true, scenario: s });
  });
  it('uses only URL-safe characters and no padding', () => {
    expect(encodeScenario(s)).toMatch(/^[A-Za-z0-9_-]+$/);
  });
  it('is raw DEFLATE that any inflater reads, in Node’s own base64url', () => {
    const json = inflateRawSync(Buffer.from(encodeScenario(s), 'base64url')).toString('utf8');
    expect(JSON.parse(json)).toEqual(s);
  });
  it('decodes links made by other DEFLATE encoders (fflate, zlib: stored, fixed and dynamic blocks)', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(s));
    for (const raw of [deflateSync(bytes, { level: 9 }), deflateRawSync(bytes, { level: 0 }), deflateRawSync(bytes, { strategy: constants.Z_FIXED }), deflateRawSync(bytes)]) {
      expect(decodeScenario(b64url(raw))).toEqual({ ok: true, scenario: s });
    }
  });
  it('reports a link that is not base64url', () => {
    expect(decodeScenario('ab$c')).toEqual({ ok: false, error: { path: 's', message: 'the link is not valid base64url' } });
    expect(decodeScenario('abcde')).toMatchObject({ ok: false, error: { path: 's', message: 'the link is not valid base64url' } });
  });
  it('reports damaged compressed data', () => {
    expect(decodeScenario(b64url(new Uint8Array([0xff, 0xff, 0xff])))).toMatchObject({ ok: false, error: { path: 's', message: expect.stringMatching(/damaged/) } });
  });
  it('reports data that is not JSON', () => {
    expect(decodeScenario(b64url(deflateSync(new TextEncoder().encode('not json'))))).toMatchObject({ ok: false, error: { path: 's' } });
  });
  it('refuses a scenario that inflates past the cap (a compression bomb)', () => {
    const bomb = b64url(deflateSync(new Uint8Array(2_000_000).fill(32), { level: 9 }));
    expect(decodeScenario(bomb)).toMatchObject({ ok: false, error: { path: 's', message: expect.stringMatching(/too large/) } });
  });
  it('then reports field errors like parseScenario', () => {
    const bad = b64url(deflateSync(new TextEncoder().encode(JSON.stringify({ ...s, activePlayer: 'Zed' }))));
    expect(decodeScenario(bad)).toEqual({ ok: false, error: { path: 'activePlayer', message: 'expected one of Ana, Ben, Cy' } });
  });
});
