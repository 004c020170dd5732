import { deflateSync } from 'fflate';
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeScenario, encodeScenario } from './share-link';
import { scenario } from '../testing';

const s = scenario({ effect: 'smallpox', cards: ['bears:Ana:battlefield:creature:2', 'bolt:Ben:hand:instant:1'], decisions: [{ player: 'Ana', choice: [] }] });
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const json = new TextEncoder().encode(JSON.stringify(s));
const damaged = { ok: false, error: { path: 's', code: 'link-damaged', params: {} } };

describe('share links: deflate-raw + base64url', () => {
  it('decodes what it encodes', async () => {
    expect(await decodeScenario(await encodeScenario(s))).toEqual({ ok: true, scenario: s });
  });
  it('uses only URL-safe characters and no padding', async () => {
    expect(await encodeScenario(s)).toMatch(/^[A-Za-z0-9_-]+$/);
  });
  it('is raw DEFLATE that any inflater reads, in Node’s own base64url', async () => {
    const text = inflateRawSync(Buffer.from(await encodeScenario(s), 'base64url')).toString('utf8');
    expect(JSON.parse(text)).toEqual(s);
  });
  it('decodes links made by other DEFLATE encoders (fflate, zlib: stored, fixed and dynamic blocks)', async () => {
    for (const raw of [deflateSync(json, { level: 9 }), deflateRawSync(json, { level: 0 }), deflateRawSync(json, { strategy: constants.Z_FIXED }), deflateRawSync(json)]) {
      expect(await decodeScenario(b64url(raw))).toEqual({ ok: true, scenario: s });
    }
  });
  it('reports a link that is not base64url', async () => {
    expect(await decodeScenario('ab$c')).toEqual({ ok: false, error: { path: 's', code: 'link-not-base64url', params: {} } });
    expect(await decodeScenario('abcde')).toMatchObject({ ok: false, error: { path: 's', code: 'link-not-base64url' } });
  });
  it('reports damaged compressed data: garbage, cut short, empty', async () => {
    const whole = deflateRawSync(json);
    for (const bytes of [new Uint8Array([0xff, 0xff, 0xff]), whole.subarray(0, whole.length - 1), whole.subarray(0, 5), new Uint8Array()]) {
      expect(await decodeScenario(b64url(bytes))).toEqual(damaged);
    }
  });
  // Chromium's DecompressionStream refuses bytes after the end of the data, Node's ignores them:
  // the decoder refuses them on both, so a link behaves the same in the browser and in tests.
  it('reports bytes after the end of the compressed data as damage, as browsers do', async () => {
    const whole = deflateRawSync(json);
    for (const tail of [[0], [0x13, 0x37, 0xff], [...whole]]) {
      expect(await decodeScenario(b64url(Uint8Array.from([...whole, ...tail])))).toEqual(damaged);
    }
  });
  it('reports data that is not JSON', async () => {
    expect(await decodeScenario(b64url(deflateSync(new TextEncoder().encode('not json'))))).toEqual({ ok: false, error: { path: 's', code: 'link-not-json', params: {} } });
  });
  it('refuses a scenario that inflates past the cap (a compression bomb)', async () => {
    const bomb = b64url(deflateSync(new Uint8Array(2_000_000).fill(32), { level: 9 }));
    expect(await decodeScenario(bomb)).toEqual({ ok: false, error: { path: 's', code: 'link-too-large', params: { kB: 256 } } });
  });
  it('refuses a link over 65,536 characters before inflating it', async () => {
    expect(await decodeScenario('A'.repeat(65537))).toEqual({ ok: false, error: { path: 's', code: 'link-too-long', params: { max: 65536 } } });
  });
  it('then reports field errors like parseScenario', async () => {
    const bad = b64url(deflateSync(new TextEncoder().encode(JSON.stringify({ ...s, activePlayer: 'Zed' }))));
    expect(await decodeScenario(bad)).toEqual({ ok: false, error: { path: 'activePlayer', code: 'one-of', params: { options: ['Ana', 'Ben', 'Cy'] } } });
  });
});
