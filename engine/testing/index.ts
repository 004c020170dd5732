// Test helpers (used by *.test.ts only; not exported from index.ts).
import { applyDecision, startResolution } from '../play/resolve';
import type { CardType, Decision, DecisionError, EffectId, PlayerId, Scenario, ScenarioCard, Zone } from '../core/types';
import type { GameState } from '../core/state';

const NAMES: Record<string, string> = {
  bears: 'Grizzly Bears',
  elves: 'Llanowar Elves',
  arbor: 'Dryad Arbor',
  archangel: 'Archangel of Strife',
  archangel2: 'Archangel of Strife',
  forest: 'Forest',
  island: 'Island',
  bolt: 'Lightning Bolt',
  solemn: 'Solemn Simulacrum',
  study: 'Rhystic Study',
  liliana: 'Liliana of the Veil',
  griselbrand: 'Griselbrand',
  divination: 'Divination',
  wrath: 'Wrath of God',
  counterspell: 'Counterspell',
  solring: 'Sol Ring',
  artist: 'Blood Artist',
  zulaport: 'Zulaport Cutthroat',
};

/** "bears:Ana:battlefield:creature:2[:Ben]" = id:owner:zone:types:manaValue[:controller]. */
export function card(spec: string): ScenarioCard {
  const [id = '', owner = '', zone = 'hand', types = 'creature', mv, controller] = spec.split(':');
  const base = id.replace(/-.*$/, '');
  const c: ScenarioCard = {
    id,
    name: NAMES[id] ?? NAMES[base] ?? id,
    owner,
    zone: zone as Zone,
    types: types.split('/') as CardType[],
  };
  if (mv) c.manaValue = Number(mv);
  if (controller) c.controller = controller;
  return c;
}

export function scenario(o: {
  players?: PlayerId[];
  active?: PlayerId;
  controller?: PlayerId;
  effect: EffectId;
  cards: string[];
  decisions?: Decision[];
  life?: Record<PlayerId, number>;
}): Scenario {
  const players = o.players ?? ['Ana', 'Ben', 'Cy'];
  const active = o.active ?? players[0]!;
  return {
    format: 'apnap/1',
    players,
    activePlayer: active,
    ...(o.life ? { life: o.life } : {}),
    cards: o.cards.map(card),
    effect: { id: o.effect, controller: o.controller ?? active },
    ...(o.decisions ? { decisions: o.decisions } : {}),
  };
}

/** ["Ana", "bears"] = Ana chooses bears; ["Ana"] = Ana declines. */
export const dec = ([player, ...choice]: string[]): Decision => ({ player: player!, choice });

export interface Played {
  state: GameState;
  error: (DecisionError & { decision: number }) | null;
}

/** Applies decisions in order, stopping at the first illegal one. */
export function play(s: Scenario, decisions: string[][] = []): Played {
  let state = startResolution(s);
  for (const [i, d] of decisions.entries()) {
    const r = applyDecision(state, dec(d));
    if (!r.ok) return { state, error: { decision: i, ...r.error } };
    state = r.state;
  }
  return { state, error: null };
}

/** Where a card is now: "battlefield:Ana", "graveyard:Ben", "hand:Cy", "exile", "stack:Ben". */
export function whereIs(state: GameState, id: string): string {
  const b = state.board;
  const bf = b.battlefield.find((e) => e.card === id);
  if (bf) return `battlefield:${bf.controller}`;
  const st = b.stack.find((e) => 'card' in e && e.card === id);
  if (st) return `stack:${st.controller}`;
  if (b.exile.includes(id)) return 'exile';
  for (const z of ['hand', 'graveyard', 'library'] as const) {
    for (const [p, ids] of Object.entries(b[z])) if (ids.includes(id)) return `${z}:${p}`;
  }
  return 'nowhere';
}

/**
 * Inputs the validator refuses, one of each kind it can tell apart: documents with every top-level
 * and card field replaced by wrong values or deleted, bad life keys, duplicates (`documents`);
 * texts that are not JSON (`texts`); share links that are not links (`links`).
 */
export function refusedInputs(): { documents: unknown[]; texts: string[]; links: string[] } {
  const valid = () => ({
    format: 'apnap/1',
    players: ['Ana', 'Ben', 'Cy'],
    activePlayer: 'Ben',
    life: { Ana: 20 } as Record<string, unknown>,
    cards: [
      { id: 'bears', name: 'Grizzly Bears', owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 2, controller: 'Ben' } as Record<string, unknown>,
      { id: 'arbor', name: 'Dryad Arbor', owner: 'Ana', zone: 'battlefield', types: ['land', 'creature'] } as Record<string, unknown>,
    ],
    effect: { id: 'smallpox', controller: 'Ana' } as Record<string, unknown>,
    decisions: [{ player: 'Ben', choice: ['bears'] }] as unknown[],
  });
  const wrong = [null, 1, 1.5, -1, '', 'x', 'Zed', 'a b', 'x'.repeat(50), [], ['x', 'x'], ['land', 'land'], ['Ana', 'Ana'], 'abcdefghi'.split(''), {}, true, undefined];
  const documents: unknown[] = [null, [], 'x', 3];
  const top = valid();
  for (const key of Object.keys(top)) for (const w of wrong) documents.push({ ...valid(), [key]: w });
  for (const key of [...Object.keys(top.cards[0]!), 'extra']) {
    for (const w of wrong) {
      const s = valid();
      s.cards[0] = { ...s.cards[0], [key]: w };
      documents.push(s);
    }
  }
  for (const w of wrong) {
    documents.push({ ...valid(), effect: { id: w, controller: 'Ana' } }, { ...valid(), effect: { id: 'smallpox', controller: w } });
    documents.push({ ...valid(), decisions: [w] }, { ...valid(), decisions: [{ player: w, choice: [] }] }, { ...valid(), decisions: [{ player: 'Ana', choice: w }] });
    documents.push({ ...valid(), life: { Ana: w } }, { ...valid(), players: ['Ana', w, 'Cy'] });
  }
  documents.push({ ...valid(), life: { '': 1 } }, { ...valid(), life: { Zed: 1 } }, { ...valid(), cards: [valid().cards[0], { ...valid().cards[1], id: 'bears' }] });
  // apnap/2: Two-Headed Giant's teams (810.1, 805.1, 810.4) and controlled players (722.3).
  const giant = () => ({ ...valid(), format: 'apnap/2', players: ['Ana', 'Ben', 'Cy', 'Dan'], teams: [['Ana', 'Ben'], ['Cy', 'Dan']] as unknown });
  documents.push(
    { ...giant(), teams: [['Ana', 'Ben', 'Cy'], ['Dan']] },
    { ...giant(), teams: [['Ana', 'Ben'], ['Ben', 'Dan']] },
    { ...giant(), teams: [['Ana', 'Ben'], ['Cy', 'Cy']] },
    { ...giant(), teams: [['Ana', 'Cy'], ['Ben', 'Dan']] },
    { ...giant(), life: { Ana: 30, Ben: 20 } },
    { ...giant(), teams: 'Ana' },
    { ...valid(), format: 'apnap/2', controlledBy: { Ana: 'Ana' } },
    { ...valid(), format: 'apnap/2', controlledBy: { Ana: 'Zed' } },
    { ...valid(), format: 'apnap/2', controlledBy: ['Ana'] },
    // apnap/2's fields in an apnap/1 file: refused, naming apnap/2.
    { ...valid(), teams: [['Ana', 'Ben'], ['Cy']] },
    { ...valid(), controlledBy: { Ana: 'Ben' } },
    { ...valid(), cards: [valid().cards[0], { ...valid().cards[1], enteredUnder: 'Ben' }] },
    // An effect of a later format: refused, naming the format that has it.
    { ...valid(), effect: { id: 'villainous-choice', controller: 'Ana' } },
    // apnap/3's combat (802): Two-Headed Giant refused (805.10), and a bad attacker.
    { ...giant(), format: 'apnap/3', effect: { id: 'combat', controller: 'Ana' } },
    { ...valid(), format: 'apnap/3', attacks: { nobody: 'Ben' }, effect: { id: 'combat', controller: 'Ana' } },
    // apnap/3's Soulfire Eruption (608.2f): a target that is neither a player nor a creature on the battlefield.
    { ...valid(), format: 'apnap/3', targets: ['nobody'], effect: { id: 'soulfire-eruption', controller: 'Ana' } },
  );
  // Raw DEFLATE of "not json", and of 270 kB of spaces (over the 256 kB cap once inflated).
  const notJson = 'Y8svUcgqzs8DAA';
  const bomb = `7cExAQAAAMKgKuuf0hoeQAE${'A'.repeat(355)}DvBg`;
  return { documents, texts: ['', '{', 'nope', '{"format": '], links: ['ab$c', 'abcde', 'A'.repeat(70000), 'AAAA', '_w', notJson, bomb] };
}

/**
 * Resolves a scenario to the end with seeded picks among the engine's own options (property tests):
 * an ordering is a seeded permutation, anything else a seeded pick; `declines` lets every third
 * seed decline a "may" choice.
 */
export function driveSeeded(s: Scenario, seeds: number[], { declines = false } = {}): Decision[] {
  let state = startResolution(s);
  const decisions: Decision[] = [];
  for (let i = 0; state.pending && i < 2000; i++) {
    const p = state.pending;
    const seed = seeds[i % Math.max(1, seeds.length)] ?? 0;
    let choice: string[];
    if (p.kind === 'order') {
      choice = p.options.slice();
      for (let k = choice.length - 1; k > 0; k--) {
        const j = (seed + k * 7) % (k + 1);
        [choice[k], choice[j]] = [choice[j]!, choice[k]!];
      }
    } else choice = declines && p.min === 0 && seed % 3 === 0 ? [] : [p.options[seed % p.options.length]!];
    const r = applyDecision(state, { player: p.player, choice });
    if (!r.ok) throw new Error(`engine refused its own option: ${r.error.code}`);
    state = r.state;
    decisions.push({ player: p.player, choice });
  }
  return decisions;
}
