// The French narrator on everything the engine says (content examples, fixtures, the golden corpus
// and refusals of every code): French for every listed event type, question and error code, no
// English word of the English narrator's vocabulary, the same rule numbers, the official terms.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, EVENT_TYPES, PENDING_KINDS, QUESTION_KEYS } from '@/engine';
import type { GameState } from '@/engine/types';
import { samples } from '@/components/i18n/testing/corpus';
import { englishVocabulary, leaks, withoutNames } from '@/components/i18n/testing/leaks';
import { narratorFor } from '../index';
import { frenchNarrator, messageFr, narrateFr, promptFr } from './index';
import { agreementSlips, describeSlips, frenchStyleSlips } from '@/i18n/french-style';
import { ELISION, terminologySlips } from './terminology';

const fr = narratorFor('fr');
const en = narratorFor('en');

/** Every text pair (English, French) the two narrators give on the corpus, with the game's names. */
function pairs(): { en: string; fr: string; state: GameState; what: string }[] {
  const s = samples();
  const out: { en: string; fr: string; state: GameState; what: string }[] = [];
  for (const { event, state } of s.events) out.push({ en: en.event(event), fr: fr.event(event, state), state, what: `event ${event.type}` });
  for (const { pending, state } of s.pendings) {
    out.push({ en: en.question(pending), fr: fr.question(pending, state), state, what: `question ${pending.question}` });
    out.push({ en: en.reason(pending), fr: fr.reason(pending), state, what: `reason ${pending.question}` });
    out.push({ en: en.hint(state) ?? '', fr: fr.hint(state) ?? '', state, what: `hint ${pending.question}` });
  }
  for (const { error, state } of s.errors) out.push({ en: en.refusal(error), fr: fr.refusal(error, state), state, what: `refusal ${error.code} ${String(error.params.why ?? '')}` });
  for (const state of s.states) {
    out.push({ en: en.finished(state), fr: fr.finished(state), state, what: 'finished' });
    for (const item of state.board.stack) if ('ability' in item) out.push({ en: en.ability(state, item.ability), fr: fr.ability(state, item.ability), state, what: 'ability' });
  }
  return out;
}

let memo: ReturnType<typeof pairs> | null = null;
const all = () => (memo ??= pairs());

describe('French for every listed name (a new one without French fails here)', () => {
  const s = samples();
  it.each([...EVENT_TYPES])('event type %s', (type) => {
    const seen = s.events.filter((x) => x.event.type === type);
    expect(seen.length, `no ${type} event in the corpus`).toBeGreaterThan(0);
    for (const { event, state } of seen) expect(narrateFr(event, state.cards)).toMatch(/\S/);
  });
  it.each([...QUESTION_KEYS])('question %s: prompt, choice and skip lines', (q) => {
    const seen = s.pendings.filter((x) => x.pending.question === q);
    expect(seen.length, `no pending ${q} in the corpus`).toBeGreaterThan(0);
    for (const { pending, state } of seen) expect(promptFr(q, pending.player, pending.params, state.cards)).toMatch(/\S/);
    for (const { event } of s.events) if (event.type === 'choose' || event.type === 'skip') expect(narrateFr(event)).toMatch(/\S/);
  });
  it.each([...PENDING_KINDS])('pending kind %s: prompt, reason and hint', (kind) => {
    const seen = s.pendings.filter((x) => x.pending.kind === kind);
    expect(seen.length, `no pending ${kind} in the corpus`).toBeGreaterThan(0);
    for (const { pending, state } of seen) {
      expect(fr.question(pending, state)).toMatch(/\S/);
      expect(fr.reason(pending)).toMatch(/\S/);
      expect(fr.hint(state)?.startsWith(`${pending.player} choisit maintenant (${pending.rule}\u202f: `), fr.hint(state) ?? '').toBe(true);
    }
  });
  it.each([...ERROR_CODES])('error code %s', (code) => {
    const seen = s.errors.filter((x) => x.error.code === code);
    expect(seen.length, `no ${code} refusal in the corpus`).toBeGreaterThan(0);
    for (const { error, state } of seen) expect(messageFr(code, error.params, state)).toMatch(/\S/);
  });
  it('every reason an illegal option can have', () => {
    const whys = new Set(s.errors.filter((x) => x.error.code === 'illegal-option').map((x) => String(x.error.params.why)));
    for (const why of ['unknown-card', 'not-in-hand', 'not-on-battlefield', 'not-controlled', 'controlled-by-controller', 'wrong-type', 'land', 'not-war-or-peace']) {
      expect(whys, why).toContain(why);
    }
  });
});

describe('the French narration of the whole corpus', () => {
  it('uses no word of the English narrator’s vocabulary', () => {
    const english = englishVocabulary(all());
    expect(english.size).toBeGreaterThan(200);
    expect(leaks(all(), english)).toBe('');
  });

  it('cites every rule number the English cites', () => {
    const RULE = /\b\d{3}\.\d+[a-z]?\b/g;
    const missing: string[] = [];
    for (const p of all()) {
      for (const r of p.en.match(RULE) ?? []) if (!p.fr.includes(r)) missing.push(`${p.what}: ${r} in “${p.fr}”`);
    }
    expect(missing.slice(0, 10).join('\n')).toBe('');
  });

  it('says nothing empty and uses the terminology table’s words', () => {
    const slips: string[] = [];
    for (const p of all()) {
      if (p.en && !p.fr) slips.push(`${p.what}: empty`);
      for (const s of terminologySlips(withoutNames(p.fr, p.state))) slips.push(`${p.what}: “${s.found}” (use “${s.use}”) in ${p.fr}`);
      // Elision before a name too: "d’Ana", "qu’Ana", "mort d’Elvish Mystic".
      const m = ELISION.pattern.exec(p.fr);
      if (m) slips.push(`${p.what}: “${m[0]}” (${ELISION.use}) in ${p.fr}`);
    }
    expect(slips.slice(0, 10).join('\n')).toBe('');
  });

  it('follows the French style checks: la priorité, quoted card texts, typography (U+202F), plurals', () => {
    const slips = all().flatMap((p) => describeSlips(p.what, p.fr, frenchStyleSlips(withoutNames(p.fr, p.state), p.fr)));
    expect(slips.slice(0, 10).join('\n')).toBe('');
  });
});

describe('sentences right whoever plays (issue 46)', () => {
  it('no word after a player’s name depends on who that player is, and basic lands have their French names', () => {
    // The corpus renders every template at tables of 2 to 8 players, with one and several objects.
    expect(new Set(all().map((p) => p.state.players.length)).size).toBeGreaterThan(2);
    const slips = all().flatMap((p) =>
      describeSlips(p.what, p.fr, [...frenchStyleSlips(p.fr).filter((s) => s.check === 'english-land'), ...agreementSlips(p.fr, p.state.players)]),
    );
    expect(slips.slice(0, 10).join('\n')).toBe('');
  });

  const bottom = (players: [string, number][]) => narrateFr({ type: 'bottom', rule: '103.5', players: players.map(([player, count]) => ({ player, count })) } as never);
  it.each([
    [[['Ana', 1]], 'Ana met 1 carte de sa nouvelle main au-dessous de sa bibliothèque'],
    [[['Ana', 2]], 'Ana met 2 cartes de sa nouvelle main au-dessous de sa bibliothèque'],
    [[['Ana', 1], ['Ben', 2]], 'Ana met 1 carte de sa nouvelle main et Ben met 2 cartes de sa nouvelle main au-dessous de sa bibliothèque'],
  ] as [[string, number][], string][])('each player’s own hand: %j', (players, text) => {
    expect(bottom(players).startsWith(text)).toBe(true);
  });

  const landTypes = (subtypes: string[]) =>
    narrateFr({ type: 'land-types', rule: '613.7', land: { card: 't', name: 'Ancient Tomb', player: 'Ana' }, subtypes, effects: [{ card: 'm', name: 'Blood Moon', player: 'Ben' }] } as never);
  it.each([
    [['Mountain'], 'Ancient Tomb d’Ana n’est plus qu’une Montagne'],
    [['Swamp'], 'Ancient Tomb d’Ana n’est plus qu’un Marais'],
    [['Island', 'Mountain'], 'Ancient Tomb d’Ana n’a plus pour types de terrain que Île et Montagne'],
    [[], 'Ancient Tomb d’Ana n’a plus aucun type de terrain'],
  ] as [string[], string][])('land types %j', (subtypes, text) => {
    expect(landTypes(subtypes).startsWith(text)).toBe(true);
  });
});

describe('a few sentences, checked by hand', () => {
  const s = samples();
  const first = (pred: (t: string) => boolean) => s.events.map((x) => narrateFr(x.event, x.state.cards)).find(pred);
  it('elides "de" before a vowel and uses Intl lists', () => {
    expect(
      narrateFr({ type: 'sacrifice', rule: '101.4', what: 'chosen', noun: 'creatures', picks: [
        { player: 'Ana', card: 'a', name: 'Grizzly Bears' },
        { player: 'Ben', card: 'b', name: 'Llanowar Elves' },
        { player: 'Cy', card: 'c', name: 'Dryad Arbor' },
      ] }),
    ).toBe('Toutes les créatures choisies sont sacrifiées simultanément\u202f: Grizzly Bears d’Ana, Llanowar Elves de Ben et Dryad Arbor de Cy.');
  });
  it('agrees with the gender of the card type', () => {
    expect(promptFr('sacrifice-land', 'Ana', { type: 'land' })).toBe('Choisissez un terrain que vous contrôlez pour le sacrifier.');
    expect(promptFr('sacrifice-creature', 'Ana', { type: 'creature' })).toBe('Choisissez une créature que vous contrôlez pour la sacrifier.');
  });
  it('says plurals through Intl.PluralRules (0 and 1 are singular in French)', () => {
    expect(narrateFr({ type: 'lose-game', rule: '704.5a', player: 'Ben', life: 0 })).toBe('Ben a 0 point de vie et perd la partie.');
    expect(narrateFr({ type: 'lose-game', rule: '704.5a', player: 'Ben', life: -2 })).toBe('Ben a -2 points de vie et perd la partie.');
    expect(narrateFr({ type: 'exile', rule: '701.38', names: ['Sol Ring', 'Rhystic Study'], votes: 1, cards: [] })).toBe(
      'Sol Ring et Rhystic Study sont à égalité pour le plus de votes (1 vote chacun)\u202f: ces permanents sont tous exilés.',
    );
  });
  it('refuses in French with the same rule', () => {
    expect(messageFr('illegal-option', { why: 'not-controlled', name: 'Grizzly Bears', player: 'Ana', option: 'bears' })).toBe('Ana ne contrôle pas Grizzly Bears.');
    expect(messageFr('not-in-game', { option: 'Ben' })).toBe('Ben a quitté la partie (800.4)\u202f: seul un joueur encore dans la partie peut être ciblé (102.1).');
  });
  it('narrates the corpus’s state-based check in official words', () => {
    expect(first((t) => t.startsWith('Les actions basées sur un état'))).toMatch(/^Les actions basées sur un état sont vérifiées\u202f: /);
  });
  it('registers the French narrator on import, for narratorFor', () => {
    expect(narratorFor('fr')).toBe(frenchNarrator);
  });
});
