// Rule citations a judge would quote, in English and French, that must not come back wrong: in the
// content (pages, examples, rulings, glossary), the interface messages, the engine's and the French
// narrator's texts, README and docs/. Each check reads sentences, not files, so a right citation elsewhere in
// a paragraph does not excuse a wrong one. Unit tests are left out: readers never see their names.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { timeline } from '@/engine';
import { exampleFiles, rulings } from './library';

const root = path.join(__dirname, '..');
const SCANNED = ['content', 'components', 'app', 'engine', 'i18n', 'README.md', 'docs'];
const TEXT = /\.(mdx?|json|tsx?)$/;
const UNIT_TEST = /\.test\.tsx?$/;
/** The Comprehensive Rules as Wizards published them, every held edition (content/cr/data/): their text, not the site's. */
const CR_TEXT = /^content\/cr\/data\//;

function filesUnder(rel: string): string[] {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(rel, e.name)) : TEXT.test(e.name) ? [path.join(rel, e.name)] : []));
}

/** One sentence of a line: a rule number's dot is never followed by a space, a sentence's end is. */
export function sentencesOf(line: string): string[] {
  return line.split(/(?<=[.!?»"”)])\s+(?=[A-ZÀ-Ý«"*\-])/).filter((s) => s.trim());
}

const sentences = SCANNED.flatMap(filesUnder)
  .filter((f) => !UNIT_TEST.test(f) && !CR_TEXT.test(f))
  .flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((text, i) => sentencesOf(text).map((s) => ({ where: `${file}:${i + 1}`, text: s }))),
  );

const cites = (s: string, rule: string) => new RegExp(`(?<![\\d.])${rule.replace(/\./g, '\\.')}(?![\\da-z])`).test(s);

/** Each kind of wrong citation: the sentences it finds, and why they are wrong. */
export const CHECKS: { name: string; finds: (s: string) => boolean; why: string }[] = [
  {
    name: '701.32 without its edition',
    finds: (s) => s.includes('701.32') && !s.includes('2025-04-04'),
    why: 'the Vote rule is 701.38 from the 2025-06-06 edition of the Comprehensive Rules; 701.32 is only its number in the 2025-04-04 edition, named as such',
  },
  {
    name: '"late 2025" / « fin 2025 » for the Vote rule',
    finds: (s) => /\b(late|end of) 2025\b|\bfin (de )?2025\b/i.test(s) && /vot|701\.3/i.test(s),
    why: 'the Vote rule was renumbered in the 2025-06-06 edition: name the edition, not a season',
  },
  {
    name: '800.4a for a player leaving on losing',
    finds: (s) =>
      cites(s, '800.4a') &&
      !cites(s, '104.5') &&
      /\b(loses?|lost|losing)\b|at once|\bperd(u|ent)?\b|défaite|aussitôt/i.test(s) &&
      /\b(leaves?|left|leaving)\b|quitt/i.test(s),
    why: 'a player who loses leaves the game: 104.5; 800.4a only says what leaving does to their objects',
  },
  {
    name: '"each opponent" counts only players in the game, without 102.1 and 800.4',
    finds: (s) =>
      /each opponent|chaque adversaire/i.test(s) &&
      /still in the game|encore (dans la partie|en jeu)|toujours dans la partie/i.test(s) &&
      /\d{3}\.\d/.test(s) &&
      !(cites(s, '102.1') && cites(s, '800.4')),
    why: 'a player is one of the people in the game (102.1), and a player who left is no longer one (800.4)',
  },
  {
    name: '"the last player in turn order" / « dernier joueur dans l’ordre du tour »',
    finds: (s) => /\blast (player )?in turn order\b|derni(er|ère)s? (joueur )?dans l[’']ordre du tour/i.test(s),
    why: 'turn order starts anywhere; what is meant is the last in APNAP order, counted from the active player (101.4, 603.3b)',
  },
  {
    name: '601.2c without 603.3d, or without 601.2d',
    finds: (s) => cites(s, '601.2c') && (!cites(s, '603.3d') || !/601\.2c[–-]d/.test(s)),
    why: "a triggered ability's targets are chosen as it goes on the stack by 603.3d, which applies the casting steps 601.2c–d",
  },
];

describe('rule citations a judge would quote', () => {
  it('scans the site sources, English and French', () => {
    expect(sentences.length).toBeGreaterThan(5000);
    expect(sentences.some((s) => s.where.endsWith('.fr.mdx:1') || s.where.includes('.fr.json'))).toBe(true);
  });

  it.each(CHECKS)('$name', ({ finds, why }) => {
    const hits = sentences.filter((s) => finds(s.text)).map((s) => `${s.where}: ${s.text.trim().slice(0, 200)}`);
    expect(hits, why).toEqual([]);
  });
});

describe('a ruling shows what it answers', () => {
  const bySlug = new Map(exampleFiles().map(({ example }) => [example.slug, example]));

  // The sacrifice examples leave out Solemn Simulacrum's own dies ability: a ruling on death
  // triggers that links one shows a death with nothing triggering.
  it.each(rulings().filter((r) => /trigger/i.test(r.question) && r.example))('$id links an example where abilities trigger', (r) => {
    const example = bySlug.get(r.example!.slug)!;
    const steps = timeline(example.scenario).steps.slice(0, r.example!.step);
    expect(steps.flatMap((s) => s.events).some((e) => e.type === 'trigger'), `${r.example!.slug} step ${r.example!.step}`).toBe(true);
  });
});

describe('each check finds what it is meant to find', () => {
  const check = (name: string) => CHECKS.find((c) => c.name.startsWith(name))!.finds;

  it.each([
    ['701.32', 'the Vote rule, 701.38, numbered 701.32 until late 2025', true],
    ['701.32', 'the Vote rule (701.38 since the 2025-06-06 edition; 701.32 in the 2025-04-04 edition)', false],
    ['"late 2025"', '**Late 2025:** the Vote rule mentioned here moved from 701.32 to 701.38.', true],
    ['"late 2025"', 'la règle du vote, 701.38, numérotée 701.32 jusqu’à fin 2025', true],
    ['800.4a', 'Dee leaves the game at once, and everything Dee owns leaves with her (800.4a).', true],
    ['800.4a', 'Ce joueur quitte aussitôt la partie (800.4a), et la pile continue de se résoudre.', true],
    ['800.4a', 'A player who loses leaves the game at once (104.5); everything they own leaves with them (800.4a).', false],
    ['800.4a', 'When they leave, every object they own leaves the game (800.4a).', false],
    ['"each opponent"', '"Each opponent" then counts only the players still in the game (800.4a).', true],
    ['"each opponent"', '« Chaque adversaire » ne compte que les joueurs encore dans la partie (102.1, 800.4).', false],
    ['"the last player', 'The last abilities put there, those of the last player in turn order, resolve first.', true],
    ['"the last player', 'celles du dernier joueur dans l’ordre du tour se résolvent en premier', true],
    ['"the last player', 'those of the last player in APNAP order resolve first', false],
    ['601.2c', 'target choice included (603.3d, 601.2c)', true],
    ['601.2c', 'target choice included (603.3d, which applies 601.2c–d)', false],
  ] as const)('%s: %s → %s', (name, text, found) => {
    expect(check(name)(text)).toBe(found);
  });

  it('splits sentences at their end, not inside a rule number', () => {
    expect(sentencesOf('It loses (704.5a). Then it leaves (800.4a).')).toEqual(['It loses (704.5a).', 'Then it leaves (800.4a).']);
  });
});
