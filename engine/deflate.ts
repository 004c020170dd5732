// A small raw DEFLATE codec (RFC 1951) for share links, smaller than a general library.
// `deflate`: LZ77 with fixed Huffman codes (one block). `inflate`: any valid raw DEFLATE stream
// (stored, fixed and dynamic blocks), after Mark Adler's puff.c; output capped; never hangs.

// Length and distance bases (3..258, 1..32768) and their extra bits, computed, not listed.
const LEXT: number[] = [];
const LBASE: number[] = [];
const DEXT: number[] = [];
const DBASE: number[] = [];
for (let i = 0, b = 3; i < 29; i++) {
  LEXT.push(i < 8 || i === 28 ? 0 : (i >> 2) - 1);
  LBASE.push(i === 28 ? 258 : b);
  b += 1 << LEXT[i]!;
}
for (let i = 0, b = 1; i < 30; i++) {
  DEXT.push(i < 4 ? 0 : (i >> 1) - 1);
  DBASE.push(b);
  b += 1 << DEXT[i]!;
}
const symbolFor = (bases: number[], v: number) => {
  let i = bases.length - 1;
  while (bases[i]! > v) i--;
  return i;
};

export function deflate(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let n = 0;
  const bits = (v: number, len: number) => {
    acc |= v << n;
    for (n += len; n >= 8; n -= 8, acc >>>= 8) out.push(acc & 255);
  };
  // Huffman codes go most significant bit first.
  const huff = (code: number, len: number) => {
    let r = 0;
    for (let i = 0; i < len; i++) r = (r << 1) | ((code >> i) & 1);
    bits(r, len);
  };
  const sym = (s: number) =>
    s < 144 ? huff(0x30 + s, 8) : s < 256 ? huff(0x190 + s - 144, 9) : s < 280 ? huff(s - 256, 7) : huff(0xc0 + s - 280, 8);
  bits(3, 3); // last block, fixed Huffman codes
  const head = new Map<number, number>();
  const prev = new Int32Array(data.length);
  const key = (i: number) => (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
  for (let i = 0; i < data.length; ) {
    let best = 0;
    let dist = 0;
    if (i + 2 < data.length) {
      let j = head.get(key(i)) ?? -1;
      for (let tries = 0; j >= 0 && i - j <= 32768 && tries < 64; tries++, j = prev[j]!) {
        let l = 0;
        while (l < 258 && i + l < data.length && data[j + l] === data[i + l]) l++;
        if (l > best) [best, dist] = [l, i - j];
      }
    }
    if (best >= 3) {
      const ls = symbolFor(LBASE, best);
      sym(257 + ls);
      bits(best - LBASE[ls]!, LEXT[ls]!);
      const ds = symbolFor(DBASE, dist);
      huff(ds, 5);
      bits(dist - DBASE[ds]!, DEXT[ds]!);
    } else sym(data[i]!);
    for (const end = i + Math.max(best, 1); i < end; i++) {
      if (i + 2 < data.length) {
        prev[i] = head.get(key(i)) ?? -1;
        head.set(key(i), i);
      }
    }
  }
  sym(256);
  if (n > 0) out.push(acc & 255);
  return Uint8Array.from(out);
}

/** Thrown (and caught by the caller) when the output would pass the cap. */
export const TOO_BIG = 'too big';

interface Huffman {
  count: Uint16Array;
  symbol: Uint16Array;
}

/** Inflates raw DEFLATE data; throws TOO_BIG past `max` bytes, anything else on bad data. */
export function inflate(src: Uint8Array, max: number): Uint8Array {
  const out = new Uint8Array(max + 1);
  let len = 0;
  let pos = 0;
  let buf = 0;
  let cnt = 0;
  const bits = (need: number) => {
    let v = buf;
    while (cnt < need) {
      if (pos >= src.length) throw new Error('unexpected end');
      v |= src[pos++]! << cnt;
      cnt += 8;
    }
    buf = v >> need;
    cnt -= need;
    return v & ((1 << need) - 1);
  };
  const put = (b: number) => {
    if (len > max - 1) throw TOO_BIG;
    out[len++] = b;
  };
  // Canonical Huffman table from code lengths; returns the unused code space (<0: over-full).
  const build = (lengths: number[]): [Huffman, number] => {
    const h = { count: new Uint16Array(16), symbol: new Uint16Array(lengths.length) };
    for (const l of lengths) h.count[l]!++;
    const offs = new Uint16Array(16);
    let left = 1;
    for (let l = 1; l < 16; l++) {
      left = (left << 1) - h.count[l]!;
      if (left < 0) return [h, left];
      if (l < 15) offs[l + 1] = offs[l]! + h.count[l]!;
    }
    lengths.forEach((l, s) => {
      if (l) h.symbol[offs[l]!++] = s;
    });
    return [h, h.count[0] === lengths.length ? 0 : left];
  };
  const decode = (h: Huffman) => {
    let code = 0;
    let first = 0;
    let index = 0;
    for (let l = 1; l < 16; l++) {
      code |= bits(1);
      const c = h.count[l]!;
      if (code - c < first) return h.symbol[index + code - first]!;
      index += c;
      first = (first + c) << 1;
      code <<= 1;
    }
    throw new Error('bad code');
  };
  const fixed = (): [Huffman, Huffman] => {
    const l: number[] = [];
    for (let s = 0; s < 288; s++) l.push(s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8);
    return [build(l)[0], build(new Array<number>(30).fill(5))[0]];
  };
  const dynamic = (): [Huffman, Huffman] => {
    const nlen = bits(5) + 257;
    const ndist = bits(5) + 1;
    const ncode = bits(4) + 4;
    if (nlen > 286 || ndist > 30) throw new Error('bad counts');
    const order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
    const cl = new Array<number>(19).fill(0);
    for (let i = 0; i < ncode; i++) cl[order[i]!] = bits(3);
    const [lencode, err] = build(cl);
    if (err !== 0) throw new Error('bad code lengths');
    const lengths: number[] = [];
    while (lengths.length < nlen + ndist) {
      const s = decode(lencode);
      if (s < 16) {
        lengths.push(s);
        continue;
      }
      if (s === 16 && !lengths.length) throw new Error('no length to repeat');
      const v = s === 16 ? lengths[lengths.length - 1]! : 0;
      const times = s === 16 ? 3 + bits(2) : s === 17 ? 3 + bits(3) : 11 + bits(7);
      if (lengths.length + times > nlen + ndist) throw new Error('too many lengths');
      for (let k = 0; k < times; k++) lengths.push(v);
    }
    if (!lengths[256]) throw new Error('no end code');
    const [l, e1] = build(lengths.slice(0, nlen));
    const [d, e2] = build(lengths.slice(nlen));
    const incomplete = (e: number, h: Huffman, n: number) => e < 0 || (e > 0 && n - h.count[0]! !== 1);
    if (incomplete(e1, l, nlen) || incomplete(e2, d, ndist)) throw new Error('incomplete code');
    return [l, d];
  };
  for (let last = 0; !last; ) {
    last = bits(1);
    const type = bits(2);
    if (type === 0) {
      buf = cnt = 0; // stored: skip to a byte boundary
      if (pos + 4 > src.length) throw new Error('unexpected end');
      const n = src[pos]! | (src[pos + 1]! << 8);
      if (n !== (~(src[pos + 2]! | (src[pos + 3]! << 8)) & 0xffff)) throw new Error('bad stored length');
      pos += 4;
      if (pos + n > src.length) throw new Error('unexpected end');
      for (let k = 0; k < n; k++) put(src[pos++]!);
      continue;
    }
    if (type === 3) throw new Error('bad block type');
    const [lencode, distcode] = type === 1 ? fixed() : dynamic();
    for (;;) {
      const s = decode(lencode);
      if (s < 256) put(s);
      else if (s === 256) break;
      else {
        const ls = s - 257;
        if (ls >= 29) throw new Error('bad length');
        const n = LBASE[ls]! + bits(LEXT[ls]!);
        const ds = decode(distcode);
        if (ds >= 30) throw new Error('bad distance');
        const dist = DBASE[ds]! + bits(DEXT[ds]!);
        if (dist > len) throw new Error('distance too far');
        for (let k = 0; k < n; k++) put(out[len - dist]!);
      }
    }
  }
  return out.slice(0, len);
}
