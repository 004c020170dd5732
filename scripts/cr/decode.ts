// Decodes one edition file of the Comprehensive Rules as published: the archive's files come in
// UTF-8 (with or without a byte-order mark), Windows-1252 (curly quotes as bytes 0x91–0x94) and
// UTF-16 of either byte order, with CRLF, LF or lone CR line endings, sometimes mixed in one file.

/** The text of `bytes`, its encoding read from its byte-order mark or, without one, tried as UTF-8. */
export function decodeEdition(bytes: Uint8Array): string {
  const [a, b, c] = bytes;
  let text: string;
  if (a === 0xfe && b === 0xff) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else if (a === 0xff && b === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (a === 0xef && b === 0xbb && c === 0xbf) text = new TextDecoder('utf-8').decode(bytes.subarray(3));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // Not valid UTF-8: the older editions' Windows-1252.
      text = decodeWindows1252(bytes);
    }
  }
  return text.replace(/\r\n?/g, '\n');
}

// Windows-1252's bytes 0x80–0x9F (the rest is Latin-1). Node's TextDecoder without full ICU reads
// 'windows-1252' as Latin-1, turning the curly quotes 0x91–0x94 into control characters.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  return out;
}
