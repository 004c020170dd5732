// Explore and connive said in both languages (701.44a, 701.50a): each event's sentence from its facts,
// in French with the printed words (« explore », « connive », « marqueur +1/+1 ») and no style slip.
import { describe, expect, it } from 'vitest';
import type { EventData } from '@/engine/types';
import { narratorFor } from './index';
import './fr';
import { agreementSlips, frenchStyleSlips } from '@/i18n/french-style';
import { terminologySlips } from './fr/terminology';

const ROWS: { facts: EventData; en: string; fr: string }[] = [
  { facts: {"type":"explore","rule":"701.44a","player":"Ana","pick":{"player":"Ana","card":"coral","name":"Coral Merfolk"},"revealed":{"player":"Ana","card":"island","name":"Island"},"land":true,"counters":0,"cards":["coral","island"]}, en: "Ana's Coral Merfolk explores (701.44a): Ana reveals the top card of their library, Island, a land card, and puts it into their hand. Every player has seen it.", fr: "Coral Merfolk d’Ana explore (701.44a)\u202f: Ana révèle la carte du dessus de sa bibliothèque, Île, une carte de terrain, et la met dans sa main. Tous les joueurs l’ont vue." },
  { facts: {"type":"explore","rule":"701.44a","player":"Ana","pick":{"player":"Ana","card":"coral","name":"Coral Merfolk"},"land":false,"counters":2,"cards":["coral"]}, en: "Ana's Coral Merfolk explores (701.44a): Ana's library is empty, so no card is revealed, and no land card: Ana puts a +1/+1 counter on it (now 2 +1/+1 counters).", fr: "Coral Merfolk d’Ana explore (701.44a)\u202f: la bibliothèque d’Ana est vide, aucune carte n’est révélée, et donc aucune carte de terrain\u202f: Ana met un marqueur +1/+1 sur cette créature (2 marqueurs +1/+1 maintenant)." },
  { facts: {"type":"connive","rule":"701.50a","step":"draw","player":"Ana","pick":{"player":"Ana","card":"bears","name":"Grizzly Bears"},"drawn":1,"library":2,"counters":0,"cards":["bears"]}, en: "Ana's Grizzly Bears connives (701.50a): Ana draws a card, hidden from the other players (2 cards left in their library); then Ana discards a card.", fr: "Grizzly Bears d’Ana connive (701.50a)\u202f: Ana pioche une carte, que les autres joueurs ne voient pas (il reste 2 cartes dans sa bibliothèque)\u202f; puis Ana se défausse d’une carte." },
  { facts: {"type":"connive","rule":"701.50a","step":"draw","player":"Ana","pick":{"player":"Ana","card":"bears","name":"Grizzly Bears"},"drawn":0,"library":0,"counters":0,"cards":["bears"]}, en: "Ana's Grizzly Bears connives (701.50a): Ana's library is empty, so the draw is attempted (Ana loses only when state-based actions are next checked, 704.5b); then Ana discards a card.", fr: "Grizzly Bears d’Ana connive (701.50a)\u202f: la bibliothèque d’Ana est vide, la pioche est donc tentée (la défaite ne vient qu’à la prochaine vérification des actions basées sur un état, 704.5b)\u202f; puis Ana se défausse d’une carte." },
  { facts: {"type":"connive","rule":"701.50a","step":"discard","player":"Ana","pick":{"player":"Ana","card":"bears","name":"Grizzly Bears"},"discarded":{"player":"Ana","card":"island","name":"Island"},"counter":false,"counters":0,"cards":["bears","island"]}, en: "Ana discards Island, a land card, for everyone to see: Grizzly Bears gets no +1/+1 counter (701.50a).", fr: "Ana se défausse d’Île, une carte de terrain, à la vue de tous\u202f: Grizzly Bears ne reçoit pas de marqueur +1/+1 (701.50a)." },
  { facts: {"type":"connive","rule":"701.50a","step":"no-discard","player":"Ana","pick":{"player":"Ana","card":"bears","name":"Grizzly Bears"},"counters":0,"cards":["bears"]}, en: "Ana has no card in hand to discard, so Grizzly Bears gets no +1/+1 counter (701.50a).", fr: "Ana n’a aucune carte en main dont se défausser\u202f: Grizzly Bears ne reçoit pas de marqueur +1/+1 (701.50a)." },
];

describe('701.44a, 701.50a: explore and connive said in both languages', () => {
  it.each(ROWS.map((r, i) => [`${r.facts.type} #${i}`, r] as const))('%s', (_name, row) => {
    expect(narratorFor('en').event(row.facts)).toBe(row.en);
    const fr = narratorFor('fr').event(row.facts);
    expect(fr).toBe(row.fr);
    expect([...frenchStyleSlips(fr), ...agreementSlips(fr, ['Ana', 'Ben', 'Cy', 'Dee']), ...terminologySlips(fr)]).toEqual([]);
  });
  it('refuses « intriguer » for connive (terminology: « conniver », Wizards FR)', () => {
    expect(terminologySlips('La créature intrigue.')).toEqual([{ found: 'intrigue', use: 'conniver' }]);
  });
});
