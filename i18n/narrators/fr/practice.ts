// Practice drills in French, from each drill's facts (engine/practice/facts.ts), never by
// translating its English: the question, the answer options' labels (the drill's own ids), the
// stated choices, the answer, the why and the story; the topics' titles and blurbs; a drill link's
// problems. Where the drill repeats the engine (a prompt, a reason, a log line), the French is the
// French event narrator's, from the same typed data.
import type { EffectId, GameEvent, PlayerId } from '@/engine';
import type { Chosen, ChosenWhenAsked, Drill, DrillLinkProblem, NamedAbility, RoundChoice, TopicId, TriggerStated, Where } from '@/engine/practice';
import type { Cards } from './abilities';
import { narrateFr } from './events';
import { promptFr } from './questions';
import { reasonFr } from './reasons';
import { cardNameFr, colon, de, EFFECT_NAME, either, frenchNames, isOne, life, list, NNBSP, que, quote, quotedName, semi } from './text';
import { unsaid, type AnswerOption, type DrillText, type PracticeNarrator } from '../practice-text';

const ask = (s: string): string => `${s}${NNBSP}?`;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** In a sentence: a card's name, a generic effect in quotes, a Rituel with its wording. */
const effectFr = (id: EffectId): string => (id.startsWith('rituel-') ? EFFECT_NAME[id] : quotedName(id));
const cardsFr = (c: Chosen): string => (c.names.length ? list(c.names) : 'aucune carte');
/** "son propre tour" or "le tour de Ben", from the caster's side. */
const turnFr = (caster: PlayerId, active: PlayerId): string => (active === caster ? 'son propre tour' : `le tour ${de(active)}`);
/** ", qui a le flash," where the drill says how a sorcery was cast on another player's turn (702.8a). */
const withFlashFr = (f: { flash?: true }): string => (f.flash ? ', qui a le flash,' : '');
/** "a choisi" or "ont choisi", for one player or several. */
const have = (players: readonly string[]): string => (players.length > 1 ? 'ont' : 'a');
const playersOf = (cs: readonly RoundChoice[]): string[] => [...new Set(cs.map((c) => c.player))];

const ZONE_FR: Record<Where, string> = { graveyard: 'dans un cimetière', battlefield: 'sur le champ de bataille', exile: 'en exil' };

/** "Blood Artist (mort de Grizzly Bears de Ben)", "Zulaport Cutthroat (sa propre mort)". */
const abilityFr = (a: NamedAbility): string => `${a.source} (${a.died ? `mort ${de(a.died.name)} ${de(a.died.owner)}` : 'sa propre mort'})`;

function triggerStatedFr(s: TriggerStated): string {
  switch (s.kind) {
    case 'order':
      return `met ses capacités sur la pile dans cet ordre, la première citée tout en bas${colon} ${s.abilities.map(abilityFr).join(`${semi} puis `)}`;
    case 'one':
      return `n’a qu’une capacité, donc aucun ordre à choisir${colon} ${abilityFr(s.ability)}`;
    case 'target':
      return `cible ${s.target} avec chaque capacité de Blood Artist`;
    default:
      return unsaid(s);
  }
}

/** What-they-know's why: who chose face down, who took no card in the open, whose choices were seen. */
function knowWhyFr(player: PlayerId, faceDown: boolean, options: readonly RoundChoice[]): string {
  const unseen = options.filter((c) => c.hidden);
  const seen = options.filter((c) => !c.hidden);
  // In a face-down round, declining shows: there is no card to hide.
  const declined = seen.filter((c) => faceDown && c.names.length === 0);
  const inOpen = seen.filter((c) => !declined.includes(c));
  const hidden = playersOf(unseen);
  const none = playersOf(declined);
  const open = playersOf(inOpen);
  const several = inOpen.length > 1;
  const parts = [
    unseen.length
      ? `${list(hidden)} ${have(hidden)} choisi face cachée depuis une zone cachée${colon} ${player} sait seulement ${unseen.length > 1 ? 'que ces choix ont été faits, pas lesquels' : 'qu’un choix a été fait, pas lequel'}`
      : '',
    declined.length ? `${list(none)} ${have(none)} choisi de ne prendre aucune carte, ce que tout le monde voit` : '',
    inOpen.length ? `${several ? 'les choix' : 'le choix'} ${list(open.map(de))} ${several ? 'ont été faits' : 'a été fait'} à découvert${colon} ${player} ${several ? 'les' : 'le'} connaît` : '',
  ].filter(Boolean);
  return cap(`${parts.join(`${semi} `)}.`);
}

/** The drill's words in French, but its story (the answer options: the drill's ids, in its order). */
function words(drill: Drill): Omit<DrillText, 'story'> {
  // Basic lands by their French names (display only: the options keep the drill's ids).
  const f = frenchNames(drill.facts);
  const cards: Cards = drill.state.cards;
  const said = (events: readonly GameEvent[]) => events.map((e) => narrateFr(e, cards));
  const askedFr = (c: ChosenWhenAsked) => ({ player: c.player, prompt: promptFr(c.question, c.player, c.params, cards), text: cardsFr(c) });
  switch (f.topic) {
    case 'who-chooses-next': {
      const pending = drill.state.pending;
      return {
        question: ask(`${effectFr(f.effect)} se résout. Qui fait le prochain choix`),
        ask: { kind: 'seat', prompt: 'Cliquez sur la place du joueur qui choisit ensuite.' },
        stated: [],
        answerText: f.player,
        why: pending ? reasonFr(pending.why) : '',
      };
    }
    case 'team-order': {
      const pending = drill.state.pending;
      const team = (t: readonly PlayerId[]) => `l’équipe ${de(t[0]!)} et ${t.slice(1).join(' et ')}`;
      const active = f.teams.find((t) => t.includes(f.active)) ?? [f.active];
      return {
        question: ask(`Troll à deux têtes${colon} ${f.teams.map(team).join(' contre ')}. C’est le tour ${de(f.active)}${colon} ${team(active)} est l’équipe active. ${effectFr(f.effect)} se résout. Qui fait le prochain choix`),
        ask: { kind: 'seat', prompt: 'Cliquez sur la place du joueur qui choisit ensuite.' },
        stated: [],
        answerText: f.player,
        why: pending ? reasonFr(pending.why) : '',
      };
    }
    case 'what-they-know': {
      const label = (c: RoundChoice) => `${c.player} a choisi ${cardsFr(c)}`;
      const options = f.choices.filter((c) => c.id !== undefined);
      const seen = options.filter((c) => !c.hidden);
      return {
        question: ask(`${effectFr(f.effect)} se résout. Dans cette série, les choix ci-dessous sont faits dans cet ordre${semi} c’est maintenant à ${f.player} de choisir. Quels choix précédents sont connus ${de(f.player)}`),
        ask: { kind: 'options', prompt: `Cochez chaque choix ${que(f.player)} connaît au moment de choisir.`, options: options.map((c): AnswerOption => ({ id: c.id!, label: label(c) })) },
        stated: f.choices.map((c) => ({ player: c.player, text: cardsFr(c) })),
        answerText: seen.length ? list(seen.map(label)) : `aucun (${f.player} sait seulement que ces choix ont été faits)`,
        why: knowWhyFr(f.player, f.faceDown, options),
      };
    }
    case 'where-cards-go': {
      const zone = ZONE_FR[f.where];
      const place = { battlefield: 'champ de bataille', hand: 'main' } as const;
      return {
        question: ask(`${effectFr(f.effect)} se résout, et chaque choix ci-dessous est fait à son tour. Une fois la résolution terminée, lesquelles de ces cartes sont ${zone}`),
        ask: {
          kind: 'options',
          prompt: `Sélectionnez chaque carte qui finit ${zone}.`,
          options: f.options.map((o) => ({ id: o.id, label: o.zone ? `${o.name} (${place[o.zone]} ${de(o.player ?? '')})` : o.name })),
        },
        stated: f.choices.map(askedFr),
        answerText: f.answer.length ? list(f.answer) : 'aucune d’entre elles',
        why: said(f.events).join(' ') || `${effectFr(f.effect)} ne déplace aucune de ces cartes.`,
      };
    }
    case 'still-chooses': {
      const p = f.player;
      const none = `il ne reste à ${p} aucun terrain à choisir`;
      return {
        question: ask(`Smallpox se résout${colon} chaque joueur a perdu 1 point de vie et s’est défaussé d’une carte. Maintenant, chaque joueur sacrifie une créature, comme choisi ci-dessous. Vient ensuite l’étape des terrains${colon} est-ce ${que(p)} choisit un terrain à sacrifier`),
        ask: { kind: 'yes-no', prompt: ask(`Est-ce ${que(p)} choisit encore un terrain`) },
        stated: f.choices.map(askedFr),
        answerText: f.yes ? `Oui, ${p} choisit un terrain` : `Non, ${none}`,
        why: f.yes
          ? `Après l’étape des créatures, ${p} contrôle encore ${list(f.lands)}${colon} ${p} doit donc choisir un terrain à sacrifier, car chaque étape voit les résultats de la précédente.`
          : `${f.skip ? narrateFr(f.skip, cards) : `${cap(none)}.`} L’étape des créatures a eu lieu avant, et chaque étape voit ses résultats.`,
      };
    }
    case 'rituel': {
      const c = f.caster;
      const wish = (w: readonly string[]) => (w.length === 0 ? 'ne veut rien' : w.length === 1 ? `veut ${w[0]}, et rien d’autre` : `veut ${w[0]}, ou à défaut ${w[1]}`);
      return {
        question: ask(`${c} lance ${effectFr(f.effect)}${withFlashFr(f)} pendant ${turnFr(c, f.active)}. Chaque joueur prend la première carte de sa liste qu’il a le droit de choisir quand on le lui demande. Qui lance un sort en premier, et quelles cartes restent dans la main ${de(c)} à la fin`),
        ask: { kind: 'seat-and-options', seatPrompt: ask('Qui lance en premier'), prompt: ask(`Quelles cartes restent dans la main ${de(c)}`), options: f.options.map((o) => ({ id: o.id, label: o.name })) },
        stated: f.wishes.map((w) => ({ player: w.player, text: wish(w.names) })),
        statedTitle: 'Ce que veut chaque joueur',
        answerText: `${f.first} lance en premier${semi} il reste dans la main ${de(c)}${colon} ${f.left.length ? list(f.left) : 'rien'}`,
        why: said(f.events).filter(Boolean).join(' '),
      };
    }
    case 'trigger-order': {
      const lost = said(f.lost);
      const last = f.placed[f.placed.length - 1] ?? '';
      const standing = f.standing.length ? `${isOne(f.standing.length) ? 'reste' : 'restent'} dans la partie${colon} ${list(f.standing)}` : 'personne ne reste dans la partie';
      return {
        question: ask(`${f.caster} lance Wrath of God${withFlashFr(f)} pendant ${turnFr(f.caster, f.active)}. Toutes les créatures meurent en même temps. La capacité déclenchée de quel joueur se résout en premier, et qui reste dans la partie une fois que tout s’est résolu`),
        ask: {
          kind: 'seat-and-options',
          seatPrompt: ask('La capacité de quel joueur se résout en premier'),
          prompt: ask('Qui reste dans la partie'),
          options: f.life.map((x) => ({ id: x.player, label: `${x.player} (${life(x.life)})` })),
        },
        stated: f.stated.map((s) => ({ player: s.player, text: triggerStatedFr(s) })),
        statedTitle: 'Comment chaque joueur met ses capacités sur la pile',
        answerText: `La capacité ${de(f.first)} se résout en premier${semi} ${standing}`,
        why: `Les capacités sont mises sur la pile dans l’ordre APNAP, ${list(f.placed)}, en commençant par ${f.active}, le joueur actif${colon} celles ${de(last)} sont mises en dernier et se résolvent donc en premier.${lost.length ? ` ${lost.join(' ')}` : ''}`,
      };
    }
    case 'copy-order':
      return {
        question: ask(`La Curse of Echoes ${de(f.curser)} enchante ${f.enchanted}, qui lance ${f.spell} pendant ${turnFr(f.enchanted, f.active)}. Chaque autre joueur peut le copier, et choisit comme ci-dessous. La copie de quel joueur se résout en premier`),
        ask: { kind: 'seat', prompt: 'Cliquez sur la place du joueur dont la copie se résout en premier.' },
        stated: f.stated.map((s) => ({ player: s.player, text: s.copies ? `copie ${f.spell}` : 'ne fait pas de copie' })),
        statedTitle: 'Ce que choisit chaque autre joueur, dans l’ordre APNAP',
        answerText: `La copie ${de(f.first)}`,
        why: `Les copies sont mises sur la pile en même temps (405.3)${colon} celle du joueur actif en dessous, puis celles des autres joueurs dans l’ordre APNAP, en comptant à partir ${de(f.active)}. Depuis le bas${colon} ${f.copiers.map((p) => `celle ${de(p)}`).join(', ')}. Celle du sommet se résout en premier (405.5)${colon} celle ${de(f.first)}, le dernier à copier dans l’ordre APNAP${f.copiers[0] === f.active ? `, tandis que celle ${de(f.active)}, le joueur actif, se résout en dernier` : ''}.`,
      };
    case 'draw-order': {
      const libraries = [...f.maniacs, ...f.others].map((x) => `${x.player} ${x.library}`).join(', ');
      return {
        question: ask(`${f.caster} lance Wheel of Fortune${withFlashFr(f)} pendant ${turnFr(f.caster, f.active)}${colon} ${quote('Chaque joueur se défausse de sa main, puis pioche sept cartes.')} ${list(f.maniacs.map((m) => m.player))} contrôlent chacun un Laboratory Maniac${colon} ${quote('Si vous deviez piocher une carte alors que votre bibliothèque ne contient aucune carte, vous gagnez la partie à la place.')} Cartes dans chaque bibliothèque${colon} ${libraries}. Qui gagne la partie`),
        ask: { kind: 'seat', prompt: 'Cliquez sur la place du joueur qui gagne la partie.' },
        stated: [],
        answerText: f.winner,
        why: `${f.active}, le joueur actif, effectue d’abord toutes ses pioches, puis chaque autre joueur dans l’ordre du tour (121.2c)${colon} ${list(f.order)}. ${f.winner} est, dans cet ordre, le premier joueur contrôlant un Laboratory Maniac dont la bibliothèque est vide${colon} sa pioche suivante est remplacée et il gagne aussitôt la partie (121.6b, 104.2b)${semi} aucune autre pioche n’a lieu, donc la taille de la bibliothèque d’un joueur suivant ne compte pas.`,
      };
    }
    case 'search-order':
      return {
        question: ask(`Veteran Explorer ${de(f.controller)} meurt pendant ${turnFr(f.controller, f.active)}${colon} ${quote('chaque joueur peut chercher dans sa bibliothèque jusqu’à deux cartes de terrain de base, les mettre sur le champ de bataille, puis mélanger sa bibliothèque.')} Chaque joueur a une carte de terrain de base à trouver. Qui décide en premier quelles cartes trouver, et que sait le deuxième joueur qui cherche du choix du premier avant de décider`),
        ask: {
          kind: 'seat-and-options',
          seatPrompt: ask('Qui décide en premier'),
          prompt: ask('Que sait le deuxième joueur du choix du premier'),
          options: [
            { id: 'how-many', label: 'Combien de cartes ont été trouvées' },
            { id: 'which', label: 'Quelles cartes ont été trouvées' },
          ],
        },
        stated: [],
        answerText: `${f.first} décide en premier${semi} ${f.second}, ensuite, sait combien de cartes ${f.first} a trouvées, pas lesquelles`,
        why: `Chaque joueur regarde sa bibliothèque en même temps que les autres, puis les joueurs décident dans l’ordre APNAP, en commençant par ${f.active}, le joueur actif, quel que soit le contrôleur de la capacité (701.23i)${colon} ${list(f.order)}. La capacité ne dit pas de révéler les cartes trouvées, elles ne sont donc pas révélées (701.23e)${colon} un choix fait face cachée depuis une zone cachée montre seulement aux joueurs suivants qu’il a été fait, ici combien de cartes (101.4a). Ils ne voient les terrains que lorsqu’ils arrivent tous ensemble.`,
      };
    case 'explore-again': {
      const p = f.player;
      const where = f.kept ? 'la laisse au-dessus de sa bibliothèque' : 'la met dans son cimetière';
      return {
        question: ask(`C’est le tour ${de(p)}, au début du combat${colon} la capacité de Hakbal of the Surging Soul fait explorer chaque Ondin que contrôle ${p}, un à la fois (701.44d). ${p} a choisi d’abord ${f.first}${semi} cette créature a révélé ${f.card}, qui n’est pas une carte de terrain, a reçu un marqueur +1/+1, et ${p} ${where}. Maintenant, ${p} choisit ${f.next} pour explorer ensuite. Est-ce ${que(f.next)} révèle ${f.card}`),
        ask: { kind: 'yes-no', prompt: ask(`Est-ce ${que(f.next)} révèle à nouveau ${f.card}`) },
        stated: [],
        answerText: f.yes ? `Oui, ${f.next} révèle à nouveau ${f.card}` : `Non, ${f.next} révèle ${f.revealed === null ? 'rien (la bibliothèque est vide)' : cardNameFr(f.revealed)}`,
        why: f.kept
          ? `${f.first} a exploré entièrement avant ${que(p)} ne choisisse la créature suivante (701.44d), et la carte ${f.card} est restée au-dessus${colon} l’exploration suivante révèle la carte du dessus, la même (une décision officielle le dit). Ce n’est toujours pas une carte de terrain${colon} ${f.next} reçoit aussi un marqueur +1/+1 (701.44a).`
          : `${f.first} a exploré entièrement avant ${que(p)} ne choisisse la créature suivante (701.44d), et la carte ${f.card} est allée au cimetière${colon} ${f.next} révèle la carte qui était en dessous, ${f.revealed === null ? 'aucune' : cardNameFr(f.revealed)} (701.44a).`,
      };
    }
    case 'extra-turn-order':
      return {
        question: ask(`Pendant le tour ${de(f.active)}, un effet donne à chaque joueur un tour supplémentaire en même temps. Qui joue le premier tour supplémentaire`),
        ask: { kind: 'seat', prompt: 'Cliquez sur la place du joueur qui joue le premier tour supplémentaire.' },
        stated: [],
        answerText: f.first,
        why: `Les tours supplémentaires sont ajoutés un par un dans l’ordre APNAP (${list(f.added)}), chacun juste après ce tour, et le tour créé le plus récemment est joué en premier (500.7). Les tours supplémentaires à venir${colon} ${f.turns.join(', ')}. Le dernier dans l’ordre APNAP, ${f.first}, joue le premier${semi} le joueur actif, ${f.active}, joue le dernier.`,
      };
    case 'scry-order':
      return {
        question: ask(`Pendant ${turnFr(f.controller, f.active)}, le Myr Custodian ${de(f.controller)} arrive${colon} ${quote('regard 2. Puis chaque adversaire peut appliquer regard 1.')} ${f.controller} a appliqué regard 2, et chaque adversaire choisit d’appliquer regard 1. Qui décide le premier où va sa carte`),
        ask: { kind: 'seat', prompt: 'Cliquez sur la place de l’adversaire qui décide le premier.' },
        stated: [],
        answerText: f.first,
        why: `Les adversaires regardent la carte du dessus de leur bibliothèque en même temps, puis décident dans l’ordre APNAP, en comptant à partir ${de(f.active)}, le joueur actif (701.22c)${colon} ${list(f.opponents)}. La décision officielle sur la carte dit ${quote('dans l’ordre du tour')}, ce qui revient au même seulement si le contrôleur du Custodian est le joueur actif. ${f.last}, qui décide en dernier, sait combien de cartes chaque adversaire précédent a laissées au-dessus et mises au-dessous, jamais lesquelles${colon} une bibliothèque est cachée (101.4a).`,
      };
    case 'clash-order': {
      const spell = f.target === f.caster ? 'un sort que ce joueur contrôle' : `le sort ${de(f.target)}`;
      return {
        question: ask(`Pendant ${turnFr(f.caster, f.active)}, ${f.caster} lance Broken Ambitions sur ${spell} et confronte ${f.opponent}. Les deux révèlent la carte du dessus de leur bibliothèque. Qui décide le premier s’il met sa carte au-dessous de sa bibliothèque`),
        ask: { kind: 'seat', prompt: 'Cliquez sur la place du joueur qui décide le premier.' },
        stated: [],
        answerText: f.first,
        why: `Les deux révèlent en même temps${semi} puis les joueurs impliqués dans la confrontation décident dans l’ordre APNAP, en comptant à partir ${de(f.active)}, le joueur actif, et les cartes bougent en même temps (701.30c). ${f.first} décide donc le premier, et ${f.second} ensuite, en connaissant ce choix (101.4b)${f.first === f.caster ? '' : `, bien que ce soit ${f.caster} qui ait lancé le sort`}.`,
      };
    }
    case 'soulfire-order': {
      const label = (t: { player: PlayerId; creature?: string }) => (t.creature ? `${t.creature} ${de(t.player)}` : t.player);
      const firsts = f.targets.filter((t) => drill.answer.options?.includes(t.id));
      const head = f.order[0] ?? '';
      return {
        question: ask(`${f.controller} lance Soulfire Eruption${withFlashFr(f)} pendant ${turnFr(f.controller, f.active)}, en ciblant ${list(f.targets.map(label))}. Pour chaque cible, la carte du dessus de la bibliothèque ${de(f.controller)} est exilée, puis cette cible subit autant de blessures que la valeur de mana de la carte, une cible à la fois. Quelles cibles peuvent être prises en premier`),
        ask: { kind: 'options', prompt: `Cochez chaque cible qui peut être prise en premier.`, options: f.targets.map((t): AnswerOption => ({ id: t.id, label: label(t) })) },
        stated: [],
        answerText: list(firsts.map(label)),
        why: `Les actions ne peuvent pas être simultanées${colon} elles sont faites une cible à la fois (608.2f). L’ordre APNAP départage d’abord les joueurs qui ont une cible, en comptant à partir du joueur actif, ${f.active}${colon} ${list(f.order)}. Les cibles du groupe ${de(head)} (ce joueur et les créatures qu’il contrôle) passent donc d’abord${semi} entre elles, le contrôleur du sort, ${f.controller}, choisit l’ordre, et choisit chaque cible suivante après avoir vu les cartes exilées avant (608.2f).`,
      };
    }
    case 'defender-sees': {
      const label = (b: { player: PlayerId; blocker: string; attacker: string }) => `${b.blocker} ${de(b.player)} bloque ${b.attacker}`;
      const attacks = f.attacks.map((a) => `${a.attacker} attaque ${a.player}`);
      const seen = f.blocks.filter((b) => drill.answer.options?.includes(b.id));
      const before = f.defending.slice(0, f.defending.indexOf(f.player));
      return {
        question: ask(`C’est le tour ${de(f.active)}, qui attaque plusieurs joueurs (l’option d’attaque de plusieurs joueurs, 802.1)${colon} ${list(attacks)}. Les blocages des autres joueurs défenseurs sont donnés ci-dessous dans l’ordre des places. Quand ${f.player} déclare ses blocages, lesquels ce joueur a-t-il déjà vus`),
        ask: { kind: 'options', prompt: `Cochez chaque blocage vu par ${f.player} quand ce joueur déclare les siens.`, options: f.blocks.map((b): AnswerOption => ({ id: b.id, label: label(b) })) },
        stated: [],
        answerText: seen.length ? list(seen.map(label)) : `aucun (${f.player} déclare en premier)`,
        why: `Les joueurs défenseurs déclarent les bloqueurs dans l’ordre APNAP, à partir du joueur actif, ${f.active} (802.4)${colon} ${list(f.defending)}. Chacun déclare tous ses blocages avant le suivant${colon} ${f.player} a donc vu les blocages ${before.length ? de(list(before)) : 'de personne'}, et aucun de ceux déclarés après.`,
      };
    }
    default:
      return unsaid(f);
  }
}

export const TOPIC_FR: Readonly<Record<TopicId, { title: string; blurb: string }>> = {
  'draw-order': {
    title: `Wheel of Fortune et deux Laboratory Maniac${NNBSP}: qui gagne${NNBSP}?`,
    blurb: `Le joueur actif effectue d’abord toutes ses pioches, puis chaque autre joueur dans l’ordre du tour (121.2c)${NNBSP}: le premier Laboratory Maniac à atteindre une bibliothèque vide gagne.`,
  },
  'search-order': {
    title: `Qui cherche en premier, et que voit le joueur suivant${NNBSP}?`,
    blurb: `Veteran Explorer meurt${NNBSP}: les joueurs décident dans l’ordre APNAP, et une carte trouvée n’est pas révélée, donc le suivant sait seulement combien (701.23i, 701.23e).`,
  },
  'who-chooses-next': {
    title: `Qui choisit ensuite${NNBSP}?`,
    blurb: 'Cliquez sur la place du joueur qui fait le prochain choix (101.4, ordre APNAP).',
  },
  'team-order': {
    title: `Qui choisit ensuite au Troll à deux têtes${NNBSP}?`,
    blurb: `Équipe par équipe${NNBSP}: l’équipe active d’abord, dans l’ordre qu’elle veut (805.6)${NNBSP}; son joueur principal ne tranche que si ses joueurs ne sont pas d’accord (805.2).`,
  },
  'what-they-know': {
    title: `Que sait ce joueur${NNBSP}?`,
    blurb: `Cochez les choix précédents que le prochain joueur à choisir peut voir${NNBSP}: face cachée depuis une zone cachée (101.4a) ou à découvert (101.4b).`,
  },
  'where-cards-go': {
    title: `Où vont les cartes${NNBSP}?`,
    blurb: `Chaque choix est donné${NNBSP}: sélectionnez les cartes qui finissent dans une zone une fois l’effet terminé (101.4, 608.2e).`,
  },
  'still-chooses': {
    title: `Ce joueur choisit-il encore${NNBSP}?`,
    blurb: `Smallpox, étape par étape${NNBSP}: après l’étape des créatures, ce joueur a-t-il encore un terrain à choisir (608.2e)${NNBSP}?`,
  },
  rituel: {
    title: `Qui lance en premier, et que reste-t-il${NNBSP}?`,
    blurb: `Rituel, les deux formulations${NNBSP}: qui lance en premier, et quelles cartes restent dans la main du joueur qui l’a lancé (101.4, 608.2f, 608.2g)${NNBSP}?`,
  },
  'trigger-order': {
    title: `Quelle capacité se résout en premier, et qui reste dans la partie${NNBSP}?`,
    blurb: `Les capacités déclenchées par les morts dues à Wrath of God sont mises sur la pile dans l’ordre APNAP${NNBSP}: celles du joueur actif se résolvent donc en dernier (603.3b).`,
  },
  'copy-order': {
    title: `Quelle copie se résout en premier${NNBSP}?`,
    blurb: `Curse of Echoes${NNBSP}: chaque autre joueur peut copier le sort, et les copies sont mises sur la pile ensemble, celle du joueur actif en dessous (405.3).`,
  },
  'explore-again': {
    title: `Hakbal${NNBSP}: le prochain Ondin révèle-t-il la même carte${NNBSP}?`,
    blurb: `Les Ondins de Hakbal explorent un à la fois, chacun entièrement (701.44d)${NNBSP}: le suivant révèle la carte du dessus telle que le précédent l’a laissée.`,
  },
  'soulfire-order': {
    title: `Qui choisit l’ordre des cibles${NNBSP}?`,
    blurb: `Soulfire Eruption${NNBSP}: l’ordre APNAP départage les joueurs, et le contrôleur du sort choisit parmi les cibles d’un même joueur (608.2f).`,
  },
  'defender-sees': {
    title: `Que voit le deuxième joueur défenseur${NNBSP}?`,
    blurb: `Attaquer plusieurs joueurs${NNBSP}: chaque joueur défenseur déclare tous ses blocages dans l’ordre APNAP, en voyant les blocages déclarés avant (802.4).`,
  },
  'extra-turn-order': {
    title: `Qui joue le premier tour supplémentaire${NNBSP}?`,
    blurb: `Chaque joueur reçoit un tour supplémentaire en même temps${NNBSP}: les tours sont ajoutés dans l’ordre APNAP, et le dernier ajouté est joué en premier (500.7).`,
  },
  'scry-order': {
    title: `Qui décide le premier où va sa carte regardée${NNBSP}?`,
    blurb: `Myr Custodian${NNBSP}: les adversaires qui appliquent regard 1 regardent en même temps, puis décident dans l’ordre APNAP à partir du joueur actif${NNBSP}; le dernier sait combien de cartes vont où, pas lesquelles (701.22c).`,
  },
  'clash-order': {
    title: `Qui remet sa carte de confrontation le premier${NNBSP}?`,
    blurb: `Broken Ambitions${NNBSP}: les deux joueurs impliqués dans la confrontation révèlent en même temps, puis décident dans l’ordre APNAP, à partir du joueur actif, où va leur carte (701.30c).`,
  },
};

/** Why a drill link cannot be shown, in French, from the problem's code and params. */
function linkProblem(p: DrillLinkProblem): string {
  switch (p.code) {
    case 'no-version':
      return `Ce lien d’exercice n’indique pas de version du générateur (v=1)${colon} il ne peut pas être reproduit.`;
    case 'older-version':
      return `Ce lien d’exercice vient d’une ancienne version du générateur d’exercices (v=${p.version})${semi} ce site produit maintenant des exercices de la version ${p.current}${colon} il ne montrerait pas le même exercice.`;
    case 'newer-version':
      return `Ce lien d’exercice vient d’une version du générateur d’exercices (v=${p.version}) plus récente que celle que connaît ce site (v=${p.current}).`;
    case 'no-seed':
      return 'La graine de ce lien d’exercice est absente.';
    case 'bad-seed':
      return `La graine ${quote(p.seed)} de ce lien d’exercice n’est pas un nombre entier de 0 à ${new Intl.NumberFormat('fr').format(p.max)}.`;
    case 'no-topic':
      return 'Le thème de ce lien d’exercice est absent.';
    case 'bad-topic':
      return `Le thème ${quote(p.topic)} de ce lien d’exercice n’est pas l’un des thèmes ${either(p.topics.map(quote))}.`;
    default:
      return unsaid(p);
  }
}

export const frenchPractice: PracticeNarrator = {
  lang: 'fr',
  // The story: the same engine events as the English story, each narrated from its data.
  drill: (d) => ({ ...words(d), story: d.story.map((e) => narrateFr(e, d.state.cards)) }),
  topic: (id) => TOPIC_FR[id],
  linkProblem,
};
