import { describe, expect, it } from 'vitest';
import { decodeEdition, decodeWindows1252 } from './decode';
import { cleanLine, parseEdition } from './parse';

const EDITION = [
  'Magic: The Gathering Comprehensive Rules',
  '',
  'These rules are effective as of January 16, 2026.',
  '',
  'Contents',
  '',
  '1. Game Concepts',
  '100. General',
  '101. The Magic Golden Rules',
  'Glossary',
  'Credits',
  '',
  '1. Game Concepts',
  '',
  '100. General',
  '',
  '100.1. These Magic rules apply to any Magic game.',
  '',
  '100.1a A two-player game is a game that begins with only two players.',
  'Example: A second paragraph is an example.',
  '',
  '101. The Magic Golden Rules',
  '',
  '101.4. If multiple players would make choices, see rules 101.4a–b.',
  'A second paragraph of the same rule.',
  '',
  '101.4a. A subrule printed with a dot.',
  '101. 4b A subrule printed with a space in its number.',
  '101.5.A rule printed without a space.',
  '101.5.A second rule printed under the same number.',
  '',
  'Glossary',
  '',
  'Ability1. Text on an object that explains what that object does or can do.',
  '2. An activated or triggered ability on the stack.',
  '',
  'Active Player',
  'The player whose turn it is. See rule 102.1.',
  '',
  'Credits',
  '',
  'Design: someone',
].join('\r\n');

describe('decodeEdition', () => {
  const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
  it('reads UTF-16 of both byte orders by their byte-order mark, and UTF-8 with or without one', () => {
    const be = new Uint8Array([0xfe, 0xff, ...ascii('A\r\nB').flatMap((c) => [0, c])]);
    const le = new Uint8Array([0xff, 0xfe, ...ascii('A\rB').flatMap((c) => [c, 0])]);
    expect(decodeEdition(be)).toBe('A\nB');
    expect(decodeEdition(le)).toBe('A\nB');
    expect(decodeEdition(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('can’t\r\n')]))).toBe('can’t\n');
    expect(decodeEdition(new TextEncoder().encode('can’t'))).toBe('can’t');
  });

  it('reads Windows-1252 curly quotes and dashes where UTF-8 fails (not as Latin-1 control characters)', () => {
    const bytes = new Uint8Array([0x93, ...ascii('can'), 0x92, ...ascii('t'), 0x94, 0x20, 0x97, 0x20, 0xe9]);
    expect(decodeEdition(bytes)).toBe('“can’t” — é');
    expect(decodeWindows1252(new Uint8Array([0x80, 0x99, 0xae]))).toBe('€™®');
  });
});

describe('parseEdition', () => {
  const parsed = parseEdition(decodeEdition(new TextEncoder().encode(EDITION)));

  it('takes the rules after the Contents, which list the sections once more', () => {
    expect(parsed.entries.map((e) => `${e.kind} ${e.id}`)).toEqual([
      'section 1',
      'subsection 100',
      'rule 100.1',
      'subrule 100.1a',
      'subsection 101',
      'rule 101.4',
      'subrule 101.4a',
      'subrule 101.4b',
      'rule 101.5',
      'rule 101.5#2',
    ]);
    expect(parsed.stated).toBe('January 16, 2026');
  });

  it('attaches "Example:" lines to the rule above and keeps a rule’s own paragraphs in its text', () => {
    const [, , , sub, , rule, dotted, spaced, spaceless] = parsed.entries;
    expect(spaced!.text).toBe('A subrule printed with a space in its number.');
    expect(sub!.examples).toEqual(['A second paragraph is an example.']);
    expect(rule!.text).toBe('If multiple players would make choices, see rules 101.4a–b.\nA second paragraph of the same rule.');
    expect(dotted!.text).toBe('A subrule printed with a dot.');
    expect(spaceless!.text).toBe('A rule printed without a space.');
  });

  it('reads the glossary as terms and their definition lines, up to the Credits (a term run into its first sense apart)', () => {
    expect(parsed.glossary).toEqual([
      { term: 'Ability', definition: '1. Text on an object that explains what that object does or can do.\n2. An activated or triggered ability on the stack.' },
      { term: 'Active Player', definition: 'The player whose turn it is. See rule 102.1.' },
    ]);
    expect(parsed.truncated).toBe(false);
  });

  it('reads a file cut short inside its glossary, dropping the term whose definition is lost', () => {
    const cut = parseEdition(EDITION.replace(/\r\n/g, '\n').split('\nActive Player\n')[0] + '\nActive Player');
    expect(cut.truncated).toBe(true);
    expect(cut.glossary.map((g) => g.term)).toEqual(['Ability']);
  });

  it('fails with the reason on a file that has no rules', () => {
    expect(() => parseEdition('Contents\n\n1. Game Concepts\nGlossary\n')).toThrow(/no rules found/);
  });

  it('drops the converted editions’ italic underscores, not the underscores of a word', () => {
    expect(cleanLine('These _Magic_ rules apply to any _Magic: The Gathering_ game. ')).toBe('These Magic rules apply to any Magic: The Gathering game.');
    expect(cleanLine('snake_case_name stays')).toBe('snake_case_name stays');
  });
});
