// The English is built in one place: every logged text is narrate(event) of the event's own data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { judge, narrate, promptOf, reasonText } from './index';
import type { PendingReason, Scenario } from './types';

const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, 'golden/corpus.json.gz'))).toString('utf8')) as { entries: { scenario: Scenario }[] };

describe('narrate', () => {
  it('rebuilds every text and prompt from the typed data alone (examples, fixtures, random tables)', () => {
    let n = 0;
    for (const { scenario } of corpus.entries.slice(0, 120)) {
      const out = judge(scenario);
      for (const e of out.events) {
        expect(narrate(JSON.parse(JSON.stringify(e)))).toBe(e.text);
        n++;
      }
      if (out.pending) expect(promptOf(out.pending.question, out.pending.player, out.pending.params)).toBe(out.pending.prompt);
    }
    expect(n).toBeGreaterThan(1000);
  }, 30_000);
});

// Why a player is asked: the facts (`PendingDecision.why`) said in English (`reason`).
const cases: [PendingReason, string][] = [
  [{ kind: 'place', player: 'Ana', active: 'Ana' }, 'Ana is the active player, so Ana puts their abilities on the stack first (603.3b).'],
  [{ kind: 'place', player: 'Cy', active: 'Ben' }, 'Counting from Ben, whose turn it is, Cy is the next player in APNAP order with abilities waiting (603.3b).'],
  [{ kind: 'target', player: 'Ben' }, 'Ben chooses a target for each ability as it is put on the stack (603.3d), in the order chosen.'],
  [
    { kind: 'several', player: 'Ana', question: 'keep-creature', params: { type: 'creature' }, types: ['artifact', 'creature', 'enchantment', 'land'] },
    'Ana makes several choices in the order specified (artifact, creature, enchantment, land): creature is next.',
  ],
  [
    { kind: 'several', player: 'Ana', question: 'war-or-peace', params: { angel: 'a2', name: 'Archangel of Strife', controller: 'Ana' }, types: [] },
    "Ana makes several choices one after another, one for each Archangel of Strife, in the order the Archangels were chosen: war or peace for Ana's Archangel of Strife is next.",
  ],
  [{ kind: 'first', player: 'Cy', style: 'apnap', repeat: false, newRound: false }, 'Cy is the active player.'],
  [
    { kind: 'first', player: 'Cy', style: 'apnap', repeat: false, newRound: true },
    'Every card is chosen; the cards are revealed and each player chooses war or peace in a new APNAP round, starting with the active player (614.12a): Cy is the active player.',
  ],
  [{ kind: 'first', player: 'Ana', style: 'councils-judgment', repeat: false, newRound: false }, `Council's Judgment says "starting with you": Ana, its controller, votes first (Vote, 701.38).`],
  [{ kind: 'first', player: 'Ana', style: 'hypergenesis', repeat: false, newRound: false }, 'Hypergenesis says "starting with you": Ana, its controller, goes first.'],
  [{ kind: 'first', player: 'Ana', style: 'hypergenesis', repeat: true, newRound: false }, 'The process repeats, starting with Ana, the controller, again.'],
  [{ kind: 'first', player: 'Ben', style: 'rituel-errata', repeat: false, newRound: false }, 'Rituel says "starting with you": Ben, the caster, chooses first.'],
  [{ kind: 'next', player: 'Ben', prev: 'Ana', style: 'apnap', controller: 'Cy', idle: [] }, 'Ben is next in turn order after Ana.'],
  [{ kind: 'next', player: 'Cy', prev: 'Ben', style: 'apnap', controller: 'Ana', idle: ['Ana', 'Ben'] }, 'Cy is next in turn order after Ben. Ana and Ben had nothing to choose.'],
  [{ kind: 'next', player: 'Ben', prev: 'Ana', style: 'councils-judgment', controller: 'Ana', idle: [] }, 'Starting with Ana (the controller), Ben votes next.'],
  [{ kind: 'next', player: 'Ben', prev: 'Ana', style: 'hypergenesis', controller: 'Ana', idle: ['Ana'] }, 'Starting with Ana (the controller), Ben is next in turn order. Ana had nothing to choose.'],
  [{ kind: 'next', player: 'Cy', prev: 'Ben', style: 'rituel-errata', controller: 'Ben', idle: [] }, 'Starting with Ben (the caster), Cy is next in turn order.'],
];

describe('reasonText', () => {
  it.each(cases)('%j', (why, english) => {
    expect(reasonText(why)).toBe(english);
  });
});
