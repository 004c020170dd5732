import { describe, expect, it } from 'vitest';
import { describeScenarioError } from '@/i18n/narrators/en';
import { parseScenario, parseScenarioText } from './parse';
import { smallpoxExample } from '../testing/smallpox-example';

const valid = smallpoxExample;

type Mutate = (s: ReturnType<typeof valid> & Record<string, unknown>) => void;
const errorOf = (m: Mutate) => {
  const s = valid() as ReturnType<typeof valid> & Record<string, unknown>;
  m(s);
  const r = parseScenario(s);
  return r.ok ? null : describeScenarioError(r.error);
};

describe('apnap/1 validation (scenario-format.md)', () => {
  it('accepts the documented example and returns it unchanged', () => {
    const r = parseScenario(valid());
    expect(r).toEqual({ ok: true, scenario: valid() });
  });
  it('ignores unknown extra fields and does not copy them', () => {
    const s = { ...valid(), extra: 1, cards: valid().cards.map((c) => ({ ...c, art: 'x' })) };
    const r = parseScenario(s);
    expect(r.ok && JSON.stringify(r.scenario)).toBe(JSON.stringify(valid()));
  });
  it.each<[string, Mutate, string]>([
    ['format', (s) => (s.format = 'apnap/4' as never), 'format: expected "apnap/1" or "apnap/2" or "apnap/3"'],
    ['too few players', (s) => (s.players = ['Ana']), 'players: expected an array of 2 to 8 player names'],
    ['too many players', (s) => (s.players = 'abcdefghi'.split('')), 'players: expected an array of 2 to 8 player names'],
    ['empty name', (s) => (s.players[1] = ''), 'players[1]: expected a name of 1 to 24 characters'],
    ['long name', (s) => (s.players[2] = 'x'.repeat(25)), 'players[2]: expected a name of 1 to 24 characters'],
    ['duplicate player', (s) => (s.players[2] = 'Ana'), 'players[2]: duplicate player "Ana"'],
    ['active player', (s) => (s.activePlayer = 'Zed'), 'activePlayer: expected one of Ana, Ben, Cy'],
    ['life not an object', (s) => (s.life = [] as never), 'life: expected an object mapping player names to life totals'],
    ['life key', (s) => (s.life = { Zed: 3 } as never), 'life.Zed: not a player (expected one of Ana, Ben, Cy)'],
    ['life value', (s) => (s.life = { Ana: 1.5 }), 'life.Ana: expected an integer'],
    ['cards not an array', (s) => (s.cards = {} as never), 'cards: expected an array of cards'],
    ['card not an object', (s) => (s.cards[1] = 3 as never), 'cards[1]: expected a card object with id, name, owner, zone and types'],
    ['card id', (s) => (s.cards[0]!.id = 'a b'), 'cards[0].id: expected 1 to 40 letters, digits, "-" or "_"'],
    ['card id too long', (s) => (s.cards[0]!.id = 'a'.repeat(41)), 'cards[0].id: expected 1 to 40 letters, digits, "-" or "_"'],
    ['duplicate id', (s) => (s.cards[2]!.id = 'bears'), 'cards[2].id: duplicate card id "bears"'],
    ['name', (s) => ((s.cards[0] as Record<string, unknown>).name = 5), 'cards[0].name: expected a string'],
    ['owner', (s) => (s.cards[1]!.owner = 'Zed'), 'cards[1].owner: expected one of Ana, Ben, Cy'],
    ['zone', (s) => (s.cards[2]!.zone = 'sideboard'), 'cards[2].zone: expected one of hand, battlefield, graveyard, library, exile'],
    ['types empty', (s) => (s.cards[0]!.types = []), 'cards[0].types: expected a non-empty array of card types (artifact, creature, enchantment, land, planeswalker, battle, instant, sorcery)'],
    ['type', (s) => (s.cards[0]!.types = ['creature', 'tribal']), 'cards[0].types[1]: expected one of artifact, creature, enchantment, land, planeswalker, battle, instant, sorcery'],
    ['duplicate type', (s) => (s.cards[1]!.types = ['land', 'land']), 'cards[1].types[1]: duplicate type "land"'],
    ['mana value negative', (s) => (s.cards[0]!.manaValue = -1), 'cards[0].manaValue: expected a whole number >= 0'],
    ['mana value fraction', (s) => (s.cards[0]!.manaValue = 1.5), 'cards[0].manaValue: expected a whole number >= 0'],
    ['controller', (s) => ((s.cards[0] as Record<string, unknown>).controller = 'Zed'), 'cards[0].controller: expected one of Ana, Ben, Cy'],
    ['effect missing', (s) => delete (s as Partial<typeof s>).effect, 'effect: expected an object with id and controller'],
    ['effect id', (s) => (s.effect.id = 'doom' as never), 'effect.id: expected one of each-player-sacrifices-a-creature, each-player-discards-a-card, smallpox, cataclysm, stronghold-gambit, councils-judgment, show-and-tell, hypergenesis, rituel-original, rituel-errata, wrath-of-god'],
    ['effect controller', (s) => (s.effect.controller = 'Zed'), 'effect.controller: expected one of Ana, Ben, Cy'],
    ['decisions', (s) => (s.decisions = {} as never), 'decisions: expected an array of decisions'],
    ['decision', (s) => (s.decisions[0] = 'x' as never), 'decisions[0]: expected an object with player and choice'],
    ['decision player', (s) => (s.decisions[1]!.player = 3 as never), 'decisions[1].player: expected a player name'],
    ['decision choice', (s) => (s.decisions[1]!.choice = 'bolt' as never), 'decisions[1].choice: expected an array of strings ([] declines)'],
    ['decision choice item', (s) => (s.decisions[0]!.choice = ['bolt', 7 as never]), 'decisions[0].choice[1]: expected a string'],
    // An apnap/1 reader would judge these tables without the field (a free-for-all, nobody controlled).
    ['teams in apnap/1', (s) => (s.teams = [['Ana', 'Ben'], ['Cy']]), 'teams: "teams" is a field of "apnap/2", not of "apnap/1": write "format": "apnap/2" to use it'],
    ['controlledBy in apnap/1', (s) => (s.controlledBy = { Ana: 'Ben' }), 'controlledBy: "controlledBy" is a field of "apnap/2", not of "apnap/1": write "format": "apnap/2" to use it'],
    ['enteredUnder in apnap/1', (s) => ((s.cards[1] as Record<string, unknown>).enteredUnder = 'Ben'), 'cards[1].enteredUnder: "enteredUnder" is a field of "apnap/2", not of "apnap/1": write "format": "apnap/2" to use it'],
    ['teams before any other problem', (s) => ((s.players = ['Ana']), (s.teams = [])), 'teams: "teams" is a field of "apnap/2", not of "apnap/1": write "format": "apnap/2" to use it'],
  ])('names the field and the problem: %s', (_name, mutate, message) => {
    expect(errorOf(mutate)).toBe(message);
  });
  it.each<[string, Mutate, string, Record<string, unknown>]>([
    ['format', (s) => (s.format = 'apnap/4' as never), 'format', { expected: 'apnap/1', versions: ['apnap/1', 'apnap/2', 'apnap/3'] }],
    ['too few players', (s) => (s.players = ['Ana']), 'players', { min: 2, max: 8 }],
    ['long name', (s) => (s.players[2] = 'x'.repeat(25)), 'name-length', { min: 1, max: 24 }],
    ['duplicate player', (s) => (s.players[2] = 'Ana'), 'duplicate-player', { name: 'Ana' }],
    ['active player', (s) => (s.activePlayer = 'Zed'), 'one-of', { options: ['Ana', 'Ben', 'Cy'] }],
    ['life key', (s) => (s.life = { '': 3 } as never), 'not-a-player', { name: '', options: ['Ana', 'Ben', 'Cy'] }],
    ['card id', (s) => (s.cards[0]!.id = 'a b'), 'card-id', { min: 1, max: 40 }],
    ['duplicate id', (s) => (s.cards[2]!.id = 'bears'), 'duplicate-card-id', { id: 'bears' }],
    ['zone', (s) => (s.cards[2]!.zone = 'sideboard'), 'one-of', { options: ['hand', 'battlefield', 'graveyard', 'library', 'exile'] }],
    ['duplicate type', (s) => (s.cards[1]!.types = ['land', 'land']), 'duplicate-type', { type: 'land' }],
    ['mana value', (s) => (s.cards[0]!.manaValue = -1), 'mana-value', { min: 0 }],
    ['effect missing', (s) => delete (s as Partial<typeof s>).effect, 'effect', {}],
    ['decision choice', (s) => (s.decisions[1]!.choice = 'bolt' as never), 'choice', {}],
    ['teams in apnap/1', (s) => (s.teams = []), 'format-field', { field: 'teams', format: 'apnap/2', declared: 'apnap/1' }],
    ['an apnap/2 effect in apnap/1', (s) => (s.effect.id = 'villainous-choice'), 'format-effect', { effect: 'villainous-choice', format: 'apnap/2', declared: 'apnap/1' }],
  ])('gives a code and params: %s', (_name, mutate, code, params) => {
    const s = valid() as ReturnType<typeof valid> & Record<string, unknown>;
    mutate(s);
    const r = parseScenario(s);
    expect(r.ok ? null : { code: r.error.code, params: r.error.params }).toEqual({ code, params });
  });
  it('reads the same fields as apnap/2, and other unknown fields in apnap/1 as before (ignored)', () => {
    const s = { ...valid(), players: ['Ana', 'Ben', 'Cy', 'Dan'], teams: [['Ana', 'Ben'], ['Cy', 'Dan']], controlledBy: { Cy: 'Ana' } };
    expect(parseScenario({ ...s, format: 'apnap/2' })).toMatchObject({ ok: true, scenario: { teams: s.teams, controlledBy: s.controlledBy } });
    expect(parseScenario(s)).toMatchObject({ ok: false, error: { path: 'teams', code: 'format-field' } });
    expect(parseScenario({ ...valid(), team: 'x', controlled: {} })).toEqual({ ok: true, scenario: valid() });
  });
  it('reads apnap/3 as apnap/2 plus its effects: the same fields, every earlier effect', () => {
    const s = { ...valid(), players: ['Ana', 'Ben', 'Cy', 'Dan'], teams: [['Ana', 'Ben'], ['Cy', 'Dan']], controlledBy: { Cy: 'Ana' } };
    const v3 = { ...s, format: 'apnap/3' };
    const v2 = parseScenario({ ...s, format: 'apnap/2' });
    expect(v2.ok).toBe(true);
    expect(parseScenario(v3)).toEqual({ ok: true, scenario: { ...(v2.ok ? v2.scenario : {}), format: 'apnap/3' } });
    expect(parseScenario({ ...v3, effect: { id: 'villainous-choice', controller: 'Ana' } })).toMatchObject({ ok: true });
    expect(parseScenario({ ...v3, effect: { id: 'smallpox', controller: 'Ana' } })).toMatchObject({ ok: true });
  });
  it('rejects a document that is not an object', () => {
    for (const v of [null, 3, 'x', [], undefined]) expect(parseScenario(v)).toMatchObject({ ok: false, error: { path: '' } });
  });
  it('is safe with prototype-pollution keys', () => {
    const s = JSON.parse('{"format":"apnap/1","players":["__proto__","constructor"],"activePlayer":"__proto__","life":{"__proto__":7},"cards":[{"id":"__proto__","name":"x","owner":"constructor","zone":"hand","types":["creature"]}],"effect":{"id":"show-and-tell","controller":"constructor"},"__proto__":{"polluted":1}}');
    const r = parseScenario(s);
    expect(r.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (r.ok) expect(Object.hasOwn(r.scenario.life!, '__proto__')).toBe(true);
  });
  it('rejects a life key that is only inherited ("toString") as not a player', () => {
    expect(errorOf((s) => (s.life = JSON.parse('{"toString":1}')))).toBe('life.toString: not a player (expected one of Ana, Ben, Cy)');
  });
});

describe('parseScenarioText', () => {
  it('reports bad JSON at the document path', () => {
    const r = parseScenarioText('{"format": ');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.path).toBe('');
      expect(r.error.code).toBe('not-json');
      expect(describeScenarioError(r.error)).toBe(`not valid JSON (${String(r.error.params.detail)})`);
    }
  });
  it('parses then validates', () => {
    expect(parseScenarioText(JSON.stringify(valid())).ok).toBe(true);
  });
});
