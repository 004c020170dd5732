// Practice drills in English, from each drill's facts (engine/practice/facts.ts): the question, the
// answer options' labels (the drill's own ids), the stated choices, the answer, the why and the
// story; the topics' titles and blurbs; a drill link's problems. Where a drill repeats the engine
// (a prompt, a reason, a log line), the words are the engine's English from the same typed data.
import { effectName } from '@/engine';
import { narrate } from './events';
import { promptOf } from './questions';
import { reasonText } from './reasons';
import { listText as listOf } from './text';
import type { EventData, PlayerId } from '@/engine';
import type { Chosen, ChosenWhenAsked, Drill, DrillLinkProblem, NamedAbility, RoundChoice, TopicId, TriggerStated, Where } from '@/engine/practice';
import { unsaid, type AnswerOption, type DrillText, type PracticeNarrator, type StatedChoice } from '../practice-text';

/** The narrator's list ("A, B and C"), or `empty` for no item. */
const listText = (items: readonly string[], empty = 'none'): string => (items.length ? listOf(items) : empty);

const cardsText = (c: Chosen) => listText(c.names, 'no card');
const said = (events: readonly EventData[]) => events.map((e) => narrate(e));
/** "Ben's turn" or "their own turn", from the caster's side. */
const whoseTurn = (caster: PlayerId, active: PlayerId) => (active === caster ? 'their own' : `${active}'s`);
/** " with flash" where the drill says how a sorcery was cast on another player's turn (702.8a). */
const withFlash = (f: { flash?: true }) => (f.flash ? ' with flash' : '');

const askedChoice = (c: ChosenWhenAsked): StatedChoice => ({ player: c.player, prompt: promptOf(c.question, c.player, c.params), text: cardsText(c) });

const ZONE_TEXT: Record<Where, string> = { graveyard: 'in a graveyard', battlefield: 'on the battlefield', exile: 'in exile' };

/** "Blood Artist, for Ben's Grizzly Bears", "Zulaport Cutthroat, for itself". */
const abilityText = (a: NamedAbility) => `${a.source}, for ${a.died ? `${a.died.owner}'s ${a.died.name}` : 'itself'}`;

function triggerStatedText(s: TriggerStated): string {
  switch (s.kind) {
    case 'order':
      return `puts theirs on the stack in this order, first listed lowest: ${s.abilities.map(abilityText).join('; then ')}`;
    case 'one':
      return `has one ability, so no order to choose: ${abilityText(s.ability)}`;
    case 'target':
      return `targets ${s.target} with every Blood Artist ability`;
    default:
      return unsaid(s);
  }
}

/** What-they-know's why: who chose face down, who declined in the open, whose choices were seen. */
function knowWhy(player: PlayerId, faceDown: boolean, options: readonly RoundChoice[]): string {
  const who = (cs: readonly RoundChoice[]) => listText([...new Set(cs.map((c) => c.player))]);
  const unseen = options.filter((c) => c.hidden);
  const seen = options.filter((c) => !c.hidden);
  // In a face-down round, declining shows: there is no card to hide (the engine knows it as []).
  const declined = seen.filter((c) => faceDown && c.names.length === 0);
  const inOpen = seen.filter((c) => !declined.includes(c));
  const parts = [
    unseen.length ? `${who(unseen)} chose face down from a hidden zone, so ${player} knows only that ${unseen.length > 1 ? 'they chose' : 'a choice was made'}, not what` : '',
    declined.length ? `${who(declined)} chose no card, which everyone sees` : '',
    inOpen.length ? `${inOpen.length > 1 ? `the choices of ${who(inOpen)} were` : `${who(inOpen)}'s choice was`} made in the open, so ${player} knows ${inOpen.length > 1 ? 'them' : 'it'}` : '',
  ].filter(Boolean);
  return `${parts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
}

/** The drill's words in English, but its story. */
function words(d: Drill): Omit<DrillText, 'story'> {
  const f = d.facts;
  switch (f.topic) {
    case 'who-chooses-next': {
      const pending = d.state.pending;
      return {
        question: `${effectName(f.effect)} is resolving. Who makes the next choice?`,
        ask: { kind: 'seat', prompt: 'Click the seat of the player who chooses next.' },
        stated: [],
        answerText: f.player,
        why: pending ? reasonText(pending.why) : '',
      };
    }
    case 'team-order': {
      const pending = d.state.pending;
      const team = (t: readonly PlayerId[]) => `${t.join(' and ')}'s team`;
      const active = f.teams.find((t) => t.includes(f.active)) ?? [f.active];
      return {
        question: `Two-Headed Giant: ${f.teams.map(team).join(' against ')}. It is ${f.active}'s turn, so ${team(active)} is the active team. ${f.effect === 'wrath-of-god' ? 'Wrath of God' : `“${effectName(f.effect)}”`} is resolving. Who makes the next choice?`,
        ask: { kind: 'seat', prompt: 'Click the seat of the player who chooses next.' },
        stated: [],
        answerText: f.player,
        why: pending ? reasonText(pending.why) : '',
      };
    }
    case 'what-they-know': {
      const label = (c: RoundChoice) => `${c.player} chose ${cardsText(c)}`;
      const options = f.choices.filter((c) => c.id !== undefined);
      const seen = options.filter((c) => !c.hidden);
      return {
        question: `${effectName(f.effect)} is resolving. In this round, these choices are made in this order; now ${f.player} must choose. Which earlier choices does ${f.player} know?`,
        ask: { kind: 'options', prompt: `Tick every choice ${f.player} knows when choosing.`, options: options.map((c): AnswerOption => ({ id: c.id!, label: label(c) })) },
        stated: f.choices.map((c) => ({ player: c.player, text: cardsText(c) })),
        answerText: seen.length ? listText(seen.map(label)) : `none of them (${f.player} knows only that they were made)`,
        why: knowWhy(f.player, f.faceDown, options),
      };
    }
    case 'where-cards-go': {
      const zone = ZONE_TEXT[f.where];
      return {
        question: `${effectName(f.effect)} resolves, and each choice below is made in turn. When it has finished, which of these cards are ${zone}?`,
        ask: {
          kind: 'options',
          prompt: `Select every card that ends up ${zone}.`,
          options: f.options.map((o) => ({ id: o.id, label: o.zone ? `${o.name} (${o.player}'s ${o.zone})` : o.name })),
        },
        stated: f.choices.map(askedChoice),
        answerText: listText(f.answer, 'none of them'),
        why: said(f.events).join(' ') || `${effectName(f.effect)} moves none of these cards.`,
      };
    }
    case 'still-chooses': {
      const p = f.player;
      return {
        question: `Smallpox is resolving: everyone has lost 1 life and discarded. Now each player sacrifices a creature, as chosen below. Then comes the land step: does ${p} choose a land to sacrifice?`,
        ask: { kind: 'yes-no', prompt: `Does ${p} still choose a land?` },
        stated: f.choices.map(askedChoice),
        answerText: f.yes ? `Yes, ${p} chooses a land` : `No, ${p} has no land left to choose`,
        why: f.yes
          ? `After the creature step ${p} still controls ${listText(f.lands)}, so ${p} must choose a land to sacrifice: each step sees the results of the one before.`
          : `${f.skip ? narrate(f.skip) : `${p} has no land left to choose.`} The creature step happened first, and each step sees its results.`,
      };
    }
    case 'rituel': {
      const c = f.caster;
      const wish = (w: string[]) => (w.length === 0 ? 'wants nothing' : w.length === 1 ? `wants ${w[0]}, and nothing else` : `wants ${w[0]}, or else ${w[1]}`);
      return {
        question: `${c} casts ${effectName(f.effect)}${withFlash(f)} on ${whoseTurn(c, f.active)} turn. Each player takes the first card on their list that they are allowed to choose when asked. Who casts a spell first, and which cards are left in ${c}'s hand at the end?`,
        ask: { kind: 'seat-and-options', seatPrompt: 'Who casts first?', prompt: `Which cards are left in ${c}'s hand?`, options: f.options.map((o) => ({ id: o.id, label: o.name })) },
        stated: f.wishes.map((w) => ({ player: w.player, text: wish(w.names) })),
        statedTitle: 'What each player wants',
        answerText: `${f.first} casts first; left in ${c}'s hand: ${listText(f.left, 'nothing')}`,
        why: said(f.events).filter(Boolean).join(' '),
      };
    }
    case 'trigger-order': {
      const lost = said(f.lost);
      return {
        question: `${f.caster} casts Wrath of God${withFlash(f)} on ${whoseTurn(f.caster, f.active)} turn. Every creature dies at once. Whose triggered ability resolves first, and who is left standing once everything has resolved?`,
        ask: {
          kind: 'seat-and-options',
          seatPrompt: 'Whose ability resolves first?',
          prompt: 'Who is left standing?',
          options: f.life.map((x) => ({ id: x.player, label: `${x.player} (${x.life} life)` })),
        },
        stated: f.stated.map((s) => ({ player: s.player, text: triggerStatedText(s) })),
        statedTitle: 'How each player puts their abilities on the stack',
        answerText: `${f.first}'s ability resolves first; left standing: ${listText(f.standing, 'nobody')}`,
        why: `The abilities go on the stack in APNAP order, ${listText(f.placed)}, starting with ${f.active}, the active player, so ${f.placed[f.placed.length - 1]}'s go on last and resolve first.${lost.length ? ` ${lost.join(' ')}` : ''}`,
      };
    }
    case 'copy-order':
      return {
        question: `${f.enchanted} is enchanted by ${f.curser}'s Curse of Echoes and casts ${f.spell} during ${f.active === f.enchanted ? 'their own' : `${f.active}'s`} turn. Each other player may copy it, and chooses as below. Whose copy resolves first?`,
        ask: { kind: 'seat', prompt: 'Click the seat of the player whose copy resolves first.' },
        stated: f.stated.map((s) => ({ player: s.player, text: s.copies ? `copies ${f.spell}` : 'makes no copy' })),
        statedTitle: 'What each other player chooses, in APNAP order',
        answerText: `${f.first}'s copy`,
        why: `The copies are put on the stack at the same time (405.3): the active player's lowest, then each other player's in APNAP order, counting from ${f.active}. From the bottom: ${f.copiers.map((p) => `${p}'s copy`).join(', ')}. The top one resolves first (405.5): ${f.first}'s, the last player in APNAP order to copy the spell${f.copiers[0] === f.active ? `, while ${f.active}'s, the active player's, resolves last` : ''}.`,
      };
    case 'search-order':
      return {
        question: `${f.controller}'s Veteran Explorer dies on ${whoseTurn(f.controller, f.active)} turn: "each player may search their library for up to two basic land cards, put them onto the battlefield, then shuffle." Every player has a basic land card to find. Who decides first which cards to find, and what does the second searcher learn of the first one's choice before deciding?`,
        ask: {
          kind: 'seat-and-options',
          seatPrompt: 'Who decides first?',
          prompt: 'What does the second searcher learn of the first one\'s choice?',
          options: [
            { id: 'how-many', label: 'How many cards were found' },
            { id: 'which', label: 'Which cards were found' },
          ],
        },
        stated: [],
        answerText: `${f.first} decides first; ${f.second}, next, learns how many cards ${f.first} found, not which`,
        why: `Every player looks at their library at the same time, then the searchers decide in APNAP order, from ${f.active}, the active player, whoever controls the ability (701.23i): ${listText(f.order)}. The ability does not say to reveal the found cards, so they are not revealed (701.23e): a choice made face down from a hidden zone shows the later players only that it was made, here how many cards (101.4a). They see the lands only when all of them enter together.`,
      };
    case 'draw-order': {
      const libraries = [...f.maniacs, ...f.others].map((x) => `${x.player} ${x.library}`).join(', ');
      return {
        question: `${f.caster} casts Wheel of Fortune${withFlash(f)} on ${whoseTurn(f.caster, f.active)} turn: "Each player discards their hand, then draws seven cards." ${listText(f.maniacs.map((m) => m.player))} each control Laboratory Maniac: "If you would draw a card while your library has no cards in it, you win the game instead." Cards in each library: ${libraries}. Who wins?`,
        ask: { kind: 'seat', prompt: 'Click the seat of the player who wins.' },
        stated: [],
        answerText: f.winner,
        why: `${f.active}, the active player, performs all of their draws first, then each other player in turn order (121.2c): ${listText(f.order)}. ${f.winner} is the first Laboratory Maniac controller in that order whose library runs out: their next draw is replaced and they win at once (121.6b, 104.2b); no later draw happens, so the size of a later player's library does not matter.`,
      };
    }
    case 'explore-again': {
      const p = f.player;
      const where = f.kept ? `left it on top of their library` : `put it into their graveyard`;
      return {
        question: `It is ${p}'s turn, at the beginning of combat: Hakbal of the Surging Soul's ability tells each Merfolk ${p} controls to explore, and they explore one at a time (701.44d). ${p} chose ${f.first} first; it revealed ${f.card}, not a land card, got a +1/+1 counter, and ${p} ${where}. Now ${p} chooses ${f.next} to explore next. Does ${f.next} reveal ${f.card}?`,
        ask: { kind: 'yes-no', prompt: `Does ${f.next} reveal ${f.card} again?` },
        stated: [],
        answerText: f.yes ? `Yes, ${f.next} reveals ${f.card} again` : `No, ${f.next} reveals ${f.revealed ?? 'nothing (the library is empty)'}`,
        why: f.kept
          ? `${f.first} explored completely before ${p} chose the next creature to explore (701.44d), and ${f.card} stayed on top: the next exploration reveals the top card, the same one (an official ruling says so). It is not a land card either, so ${f.next} gets a +1/+1 counter too (701.44a).`
          : `${f.first} explored completely before ${p} chose the next creature to explore (701.44d), and ${f.card} went to the graveyard: ${f.next} reveals the card that was under it, ${f.revealed ?? 'none'} (701.44a).`,
      };
    }
    case 'extra-turn-order':
      return {
        question: `During ${f.active}'s turn, an effect gives every player an extra turn at once. Who takes the first extra turn?`,
        ask: { kind: 'seat', prompt: 'Click the seat of the player who takes the first extra turn.' },
        stated: [],
        answerText: f.first,
        why: `The extra turns are added one at a time in APNAP order (${listText(f.added)}), each directly after this turn, and the most recently created turn is taken first (500.7). The extra turns to come: ${f.turns.join(', ')}. ${f.first}, last in APNAP order, takes the first; ${f.active}, the active player, the last.`,
      };
    case 'scry-order': {
      const turn = f.active === f.controller ? 'their own turn' : `${f.active}'s turn`;
      return {
        question: `During ${turn}, ${f.controller}'s Myr Custodian enters: "scry 2. Then each opponent may scry 1." ${f.controller} has scried 2, and every opponent chooses to scry 1. Who decides first where their card goes?`,
        ask: { kind: 'seat', prompt: 'Click the seat of the opponent who decides first.' },
        stated: [],
        answerText: f.first,
        why: `The opponents look at their top card at the same time, then decide in APNAP order, counted from ${f.active}, the active player (701.22c): ${listText(f.opponents)}. The card's ruling says "turn order", which is the same only when the Custodian's controller is active. ${f.last}, deciding last, knows how many cards each earlier opponent put on top and how many on the bottom, never which cards: a library is hidden (101.4a).`,
      };
    }
    case 'clash-order': {
      const turn = f.active === f.caster ? 'their own turn' : `${f.active}'s turn`;
      const spell = f.target === f.caster ? 'a spell of their own' : `${f.target}'s spell`;
      return {
        question: `During ${turn}, ${f.caster} casts Broken Ambitions on ${spell} and clashes with ${f.opponent}. Both reveal the top card of their library. Who decides first whether to put their card on the bottom?`,
        ask: { kind: 'seat', prompt: 'Click the seat of the player who decides first.' },
        stated: [],
        answerText: f.first,
        why: `Both reveal at the same time; then the clashing players decide in APNAP order, counted from ${f.active}, the active player, and the cards move at the same time (701.30c). So ${f.first} decides first and ${f.second} second, knowing ${f.first}'s choice (101.4b)${f.first === f.caster ? '' : `, though ${f.caster} cast the spell`}.`,
      };
    }
    case 'soulfire-order': {
      const label = (t: { player: PlayerId; creature?: string }) => (t.creature ? `${t.player}'s ${t.creature}` : t.player);
      const firsts = f.targets.filter((t) => d.answer.options?.includes(t.id));
      const head = f.order[0] ?? '';
      return {
        question: `${f.controller} casts Soulfire Eruption${withFlash(f)} on ${whoseTurn(f.controller, f.active)} turn, targeting ${listOf(f.targets.map(label))}. For each target, ${f.controller} exiles the top card of their library, then deals damage equal to its mana value to that target, one target at a time. Which targets may ${f.controller} take first?`,
        ask: { kind: 'options', prompt: `Tick every target ${f.controller} may take first.`, options: f.targets.map((t): AnswerOption => ({ id: t.id, label: label(t) })) },
        stated: [],
        answerText: listOf(firsts.map(label)),
        why: `The actions can't be simultaneous, so they are taken one target at a time (608.2f). APNAP order decides between the players with a target first, counting from the active player ${f.active}: ${listOf(f.order)}. So ${head}'s targets (${head} and the creatures ${head} controls) come first; among them, ${f.controller}, the controller of the spell, chooses the order, and chooses each next one after seeing the cards exiled before (608.2f).`,
      };
    }
    case 'defender-sees': {
      const label = (b: { player: PlayerId; blocker: string; attacker: string }) => `${b.player}'s ${b.blocker} blocks ${b.attacker}`;
      const attacks = f.attacks.map((a) => `${a.attacker} attacks ${a.player}`);
      const seen = f.blocks.filter((b) => d.answer.options?.includes(b.id));
      const at = f.defending.indexOf(f.player);
      const before = f.defending.slice(0, at);
      return {
        question: `It is ${f.active}'s turn and ${f.active} attacks several players (the attack multiple players option, 802.1): ${listOf(attacks)}. The other defending players' blocks are listed below in seat order. When ${f.player} declares their blocks, which of them has ${f.player} seen?`,
        ask: { kind: 'options', prompt: `Tick every block ${f.player} has seen when declaring.`, options: f.blocks.map((b): AnswerOption => ({ id: b.id, label: label(b) })) },
        stated: [],
        answerText: seen.length ? listOf(seen.map(label)) : `none of them (${f.player} declares first)`,
        why: `The defending players declare blockers in APNAP order, starting from the active player ${f.active} (802.4): ${listOf(f.defending)}. Each declares all of their blocks before the next one does, so ${f.player} has seen the blocks of ${before.length ? listOf(before) : 'nobody'}, and none declared after.`,
      };
    }
    default:
      return unsaid(f);
  }
}

export const TOPIC_EN: Readonly<Record<TopicId, { title: string; blurb: string }>> = {
  'who-chooses-next': { title: 'Who chooses next?', blurb: 'Click the seat of the player who makes the next choice (101.4, APNAP order).' },
  'team-order': {
    title: 'Who chooses next at a Two-Headed Giant table?',
    blurb: 'Team by team: the active team first, in whatever order it likes (805.6); its primary player decides only if its players disagree (805.2).',
  },
  'what-they-know': {
    title: 'What does this player know?',
    blurb: 'Tick the earlier choices the next chooser can see: face down from a hidden zone (101.4a) or in the open (101.4b).',
  },
  'where-cards-go': {
    title: 'Which cards end up where?',
    blurb: 'Every choice is given: select the cards that end up in a zone once the effect is done (101.4, 608.2e).',
  },
  'still-chooses': {
    title: 'Does this player still choose?',
    blurb: 'Smallpox, step by step: after the creature step, does this player still have a land to choose (608.2e)?',
  },
  rituel: {
    title: 'Who casts first, and what is left?',
    blurb: 'Rituel, both wordings: who casts first, and which cards stay in the caster’s hand (101.4, 608.2f, 608.2g)?',
  },
  'trigger-order': {
    title: 'Whose ability resolves first, and who is left standing?',
    blurb: 'Death triggers after Wrath of God go on the stack in APNAP order, so the active player’s resolve last (603.3b).',
  },
  'copy-order': {
    title: 'Which copy resolves first?',
    blurb: 'Curse of Echoes: each other player may copy the spell, and the copies go on the stack together, the active player’s lowest (405.3).',
  },
  'scry-order': {
    title: 'Who decides first where their scried card goes?',
    blurb: 'Myr Custodian: the opponents who scry 1 look at once, then decide in APNAP order from the active player; the last knows how many went where, not which (701.22c).',
  },
  'clash-order': {
    title: 'Who puts their clash card back first?',
    blurb: 'Broken Ambitions: both clashing players reveal at once, then decide in APNAP order, from the active player, where their card goes (701.30c).',
  },
  'draw-order': {
    title: 'Wheel of Fortune, two Laboratory Maniacs: who wins?',
    blurb: 'The active player does all their draws first, then each other player in turn order (121.2c): the first Laboratory Maniac to reach an empty library wins.',
  },
  'search-order': {
    title: 'Who searches first, and what does the next searcher see?',
    blurb: 'Veteran Explorer dies: the searchers decide in APNAP order, and a found card is not revealed, so the next one learns only how many (701.23i, 701.23e).',
  },
  'explore-again': {
    title: 'Hakbal: does the next Merfolk reveal the same card?',
    blurb: 'Hakbal’s Merfolk explore one at a time, each completely (701.44d): the next one reveals the top card as the previous one left it.',
  },
  'soulfire-order': {
    title: 'Who chooses the order of the targets?',
    blurb: 'Soulfire Eruption: APNAP order decides between players, and the spell’s controller chooses among one player’s targets (608.2f).',
  },
  'defender-sees': {
    title: 'What does the second defending player see?',
    blurb: 'Attacking several players: each defending player declares all their blocks in APNAP order, seeing the blocks declared before (802.4).',
  },
  'extra-turn-order': {
    title: 'Who takes the first extra turn?',
    blurb: 'Every player is given an extra turn at once: the turns are added in APNAP order, and the last added is taken first (500.7).',
  },
};

/** Why a drill link cannot be shown, from the problem's code and params. */
function linkProblem(p: DrillLinkProblem): string {
  switch (p.code) {
    case 'no-version':
      return 'This drill link has no generator version (v=1), so it cannot be reproduced.';
    case 'older-version':
      return `This drill link is from an older version of the drill generator (v=${p.version}); this site now makes version ${p.current} drills, so it would not show the same drill.`;
    case 'newer-version':
      return `This drill link is from a newer version of the drill generator (v=${p.version}) than this site knows (v=${p.current}).`;
    case 'no-seed':
      return "This drill link's seed is missing.";
    case 'bad-seed':
      return `This drill link's seed "${p.seed}" is not a whole number from 0 to ${p.max}.`;
    case 'no-topic':
      return "This drill link's topic is missing.";
    case 'bad-topic':
      return `This drill link's topic "${p.topic}" is not one of ${p.topics.join(', ')}.`;
    default:
      return unsaid(p);
  }
}

export const englishPractice: PracticeNarrator = {
  lang: 'en',
  drill: (d) => ({ ...words(d), story: said(d.story) }),
  topic: (id) => TOPIC_EN[id],
  linkProblem,
};
