import fc from 'fast-check';
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflate, inflate, TOO_BIG } from './deflate';

describe('raw DEFLATE codec (RFC 1951) for share links', () => {
  it('round-trips any bytes, and zlib reads what it writes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 3000 }), fc.string({ maxLength: 3000 }).map((s) => new TextEncoder().encode(s.repeat(3)))), (data) => {
        const packed = deflate(data);
        expect([...inflate(packed, 1 << 20)]).toEqual([...data]);
        expect([...inflateRawSync(packed)]).toEqual([...data]);
      }),
      { numRuns: 300 },
    );
  });
  it('reads zlib’s stored, fixed, dynamic, Huffman-only and RLE blocks', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (s) => {
        const data = new TextEncoder().encode(s + s);
        for (const o of [{ level: 0 }, { strategy: constants.Z_FIXED }, {}, { strategy: constants.Z_HUFFMAN_ONLY }, { strategy: constants.Z_RLE }]) {
          expect([...inflate(deflateRawSync(data, o), 1 << 20)]).toEqual([...data]);
        }
      }),
      { numRuns: 100 },
    );
  });
  it('stops at the output cap instead of expanding a compression bomb', () => {
    expect(() => inflate(deflateRawSync(new Uint8Array(1_000_000)), 1000)).toThrow(TOO_BIG);
  });
  it('rejects garbage with an error, never a hang', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        try {
          inflate(bytes, 10_000);
        } catch {
          // expected for most inputs
        }
      }),
      { numRuns: 2000 },
    );
  });
});
