// The engine's events in French, built from each event's typed fields (engine/core/events.ts), never
// from its English text. Rule numbers are cited exactly where the English cites them.
import type { EventData } from '@/engine';
import type { EffectId, PlayerId } from '@/engine/types';
import { abilityLabel, type Cards } from './abilities';
import { chooseFr, skipFr } from './questions';
import { BASIC_LAND_FR, cardNameFr, colon, count, de, frenchNames, isOne, life, list, NOUN, que, quote, quotedName, semi, teamFr, warOrPeace, whose } from './text';
import { attacksFr, blocksFr, combatBeginFr, combatDamageFr, combatFinishFr } from './combat';
import { exileDamageFr, lethalDamageFr, soulfireOrderFr } from './soulfire';
import { drawFr, discardHandsFr, emptyDrawCheckFr, emptyDrawLossFr, effectWinFr, wheelTeamOrderFr } from './draws';
import { unsaid } from '../unsaid';
import { clashFr, clashRevealFr, lookFr, millFr, scryFr } from './library';
import { foundEnterFr, shuffleFr } from './search';
import { conniveFr, exploreFr } from './explore-connive';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The phrase that opens an effect's order note (what the players do, in which order). */
const ORDER_WHAT: Partial<Record<EffectId, string>> = {
  'each-player-sacrifices-a-creature': 'Chaque joueur choisit une créature qu’il contrôle',
  'each-player-discards-a-card': 'Chaque joueur choisit une carte de sa main, face cachée (101.4a),',
  cataclysm: 'Chaque joueur fait tous ses choix avant le joueur suivant,',
  'stronghold-gambit': 'Chaque joueur choisit une carte de sa main, face cachée (101.4a),',
  'show-and-tell': 'Chaque joueur peut choisir une carte de sa main, face cachée (101.4a),',
  'rituel-original': 'La formulation ne désigne aucun premier joueur, donc tous les choix sont faits d’abord,',
  'councils-judgment': 'Les votes se font à découvert (règle du vote),',
  hypergenesis: `Hypergenesis dit ${quote('en commençant par vous')}${colon} chaque joueur peut mettre une carte, qui arrive aussitôt,`,
  'rituel-errata': 'Chaque joueur choisit et lance aussitôt,',
  'villainous-choice': 'Chaque adversaire, l’un après l’autre, est confronté au choix révoltant et le mène à son terme (il choisit, puis l’option choisie est effectuée) avant que le suivant ne choisisse (701.55d, une exception à 608.2e),',
  'each-player-takes-an-extra-turn': `Chaque joueur reçoit un tour supplémentaire${semi} les tours sont ajoutés un par un (500.7),`,
  'day-of-judgment': 'Chaque joueur dont une créature est concernée par au moins deux effets de remplacement choisit celui qui s’applique (616.1),',
  'permanents-enter-together': `Les permanents arrivent ensemble${colon} chaque joueur qui en a au moins deux choisit l’ordre relatif de leurs horodatages (613.7m),`,
  'wheel-of-fortune': `Chaque joueur se défausse de sa main, tous en même temps (701.9a)${semi} puis chaque joueur effectue toutes ses pioches, un joueur après l’autre (121.2c),`,
  'myr-custodian': `Le contrôleur de Myr Custodian applique d’abord seul regard 2 (608.2c)${semi} puis chaque adversaire dit s’il applique regard 1, et ceux qui le font regardent la carte du dessus de leur bibliothèque en même temps et décident où elle va (701.22c),`,
  'broken-ambitions': `Le joueur qui a lancé le sort choisit un adversaire à confronter (701.30b)${semi} chacun révèle la carte du dessus de sa bibliothèque en même temps, puis décide où elle va (701.30c),`,
  'veteran-explorer': 'Chaque joueur regarde sa bibliothèque en même temps que les autres, puis décide quelles cartes de terrain de base trouver, face cachée (701.23e),',
  'hakbal-of-the-surging-soul': `Une créature à la fois explore entièrement (701.44d)${semi} à chaque fois, le premier joueur qui contrôle une créature devant encore explorer la choisit, en comptant`,
  'each-creature-explores': `Une créature à la fois explore entièrement (701.44d)${semi} à chaque fois, le premier joueur qui contrôle une créature devant encore explorer la choisit, en comptant`,
  'change-of-plans': `Une créature à la fois connive entièrement (701.50d)${semi} à chaque fois, le premier joueur qui contrôle une créature devant encore conniver la choisit, en comptant`,
  'each-creature-connives': `Une créature à la fois connive entièrement (701.50d)${semi} à chaque fois, le premier joueur qui contrôle une créature devant encore conniver la choisit, en comptant`,
};

/** "la copie de Lightning Bolt contrôlée par Ben". */
const copyOf = (name: string, p: PlayerId) => `la copie ${de(name)} contrôlée par ${p}`;

function orderText(e: Extract<EventData, { type: 'order' }>): string {
  const { active, controller } = e;
  const order = e.players.join(', ');
  if (e.effect === 'soulfire-eruption') return soulfireOrderFr(e);
  if (e.teams && e.sequence === 'apnap') return teamOrderFr(e, e.teams);
  if (e.effect === 'start-of-game') {
    return `Pendant la mise en place de la partie, le joueur qui commence, ${active}, est considéré comme le joueur actif (101.4e)${colon} les déclarations de mulligan et les actions de main de départ suivent l’ordre du tour à partir ${de(active)}${colon} ${order}.`;
  }
  if (e.sequence === 'written') {
    return `Chaque joueur choisit dans l’ordre indiqué${colon} un artefact, une créature, un enchantement, puis un terrain.`;
  }
  if (e.effect === 'smallpox') {
    return `Smallpox comporte quatre actions, faites l’une après l’autre${colon} perdre 1 point de vie, se défausser d’une carte, sacrifier une créature, sacrifier un terrain. Les choix de chaque action sont faits dans l’ordre APNAP (${order}), en commençant par ${active}, le joueur actif, et l’action a lieu avant les choix de la suivante.`;
  }
  const what = ORDER_WHAT[e.effect] ?? 'Les choix sont faits';
  if (e.sequence === 'sequential') {
    const role = e.effect === 'rituel-errata' ? 'qui a lancé le sort' : 'le contrôleur';
    const even = e.teams
      ? e.teams[0]?.includes(controller) ? '' : `, bien que ${teamFr(e.teams[0] ?? [])} soit l’équipe active`
      : controller !== active ? `, bien ${que(active)} soit le joueur actif` : '';
    return `${what} en commençant par ${controller} (${role})${even}, dans l’ordre du tour${colon} ${order}.`;
  }
  const not = controller !== active ? ` (et non par ${controller}, qui contrôle l’effet)` : '';
  return `${what} dans l’ordre APNAP, en commençant par ${active}, le joueur actif${not}${colon} ${order}.`;
}

/**
 * 805.6 (805.3a au début de la partie) : équipe par équipe à partir de l’équipe active (celle qui
 * commence), les joueurs de chaque équipe dans l’ordre qu’elle veut ; les deux joueurs de l’équipe
 * active sont des joueurs actifs (805.4a).
 */
function teamOrderFr(e: Extract<EventData, { type: 'order' }>, teams: PlayerId[][]): string {
  const [first, ...rest] = teams;
  const then = `puis ${rest.map(teamFr).join(', puis ')}, de la même façon`;
  if (e.effect === 'start-of-game') {
    return `Pendant le début de la partie, ${teamFr(first ?? [])} est l’équipe qui commence (805.3)${colon} les déclarations de mulligan et les actions de main de départ se font équipe par équipe (805.3a, 805.3b)${colon} d’abord l’équipe qui commence, ses joueurs dans l’ordre que l’équipe veut, ${then}.`;
  }
  if (e.effect === 'wheel-of-fortune') return wheelTeamOrderFr(teams);
  if (e.effect === 'smallpox') {
    return `Smallpox comporte quatre actions, faites l’une après l’autre${colon} perdre 1 point de vie, se défausser d’une carte, sacrifier une créature, sacrifier un terrain. Les choix de chaque action sont faits équipe par équipe (805.6)${colon} d’abord ${teamFr(first ?? [])}, l’équipe active, ses joueurs dans l’ordre que l’équipe veut, ${then}${semi} l’action a lieu avant les choix de la suivante.`;
  }
  return `${ORDER_WHAT[e.effect] ?? 'Les choix sont faits'} équipe par équipe (805.6)${colon} d’abord ${teamFr(first ?? [])}, l’équipe active, ses joueurs dans l’ordre que l’équipe veut, ${then}.`;
}

/** À une table d’équipes, « l’équipe d’Ana et Ben, l’équipe active » (805.4a) ; sinon « Ana, le joueur actif ». */
const activeFr = (active: PlayerId, teams: PlayerId[][] | undefined) => (teams ? `${teamFr(teams[0] ?? [])}, l’équipe active` : `${active}, le joueur actif`);

function enterText(e: Extract<EventData, { type: 'enter' }>): string {
  const names = list(e.picks.map((x) => x.name));
  const none = `${colon} rien n’est mis sur le champ de bataille.`;
  switch (e.how) {
    case 'chosen':
      return e.picks.length
        ? `Les cartes choisies sont révélées et mises sur le champ de bataille simultanément${colon} ${whose(e.picks)}.`
        : `Aucune carte n’a été choisie${none}`;
    case 'no-creature':
      return `Aucune carte de créature n’a été révélée${none}`;
    case 'lowest':
      return e.picks.length > 1
        ? `${names} sont à égalité pour la plus petite valeur de mana parmi les cartes de créature révélées (${e.lowest})${semi} leurs propriétaires les mettent sur le champ de bataille simultanément.`
        : `${names} a la plus petite valeur de mana parmi les cartes de créature révélées (${e.lowest})${semi} son propriétaire, ${e.picks[0]?.player}, met cette carte sur le champ de bataille.`;
    case 'at-once':
      return `${names} arrive aussitôt sur le champ de bataille sous le contrôle ${de(e.picks[0]?.player ?? '')}, avant que le joueur suivant ne choisisse.`;
    case 'all':
      return e.picks.length
        ? `Toutes les cartes de permanent des mains des joueurs arrivent sur le champ de bataille en même temps${colon} ${whose(e.picks)}. Elles reçoivent leurs horodatages simultanément (613.7m).`
        : `Aucun joueur n’a de carte d’artefact, de créature, d’enchantement ou de terrain en main${none}`;
    case 'found':
      return foundEnterFr(e);
  }
}

/**
 * Show and Tell's war-or-peace round (614.12a), derived from the rules: the face-down choices stay
 * hidden until the cards are revealed (101.4a), so the "as enters" choices come only now.
 */
const newRound = (active: PlayerId, teams?: PlayerId[][]) =>
  `Toutes les cartes sont choisies${semi} elles sont révélées (un choix face cachée reste caché jusque-là, 101.4a) et chaque joueur choisit la guerre ou la paix lors d’une nouvelle série de choix dans l’ordre APNAP, en commençant par ${activeFr(active, teams)}, juste avant que les cartes n’arrivent (614.12a, déduit des règles).`;

const WAR_OR_PEACE = 'fait choisir la guerre ou la paix à chaque joueur à son arrivée';


/** La table d’apnap/2 : les équipes du Troll à deux têtes (810) et les joueurs contrôlés (722.3). */
function tableFr(e: Extract<EventData, { type: 'begin' }>): string {
  const teams = e.teams
    ? ` Troll à deux têtes${colon} ${e.teams.map(teamFr).join(' contre ')}${semi} chaque équipe partage un seul total de points de vie (810.4) et ${teamFr(e.teams.find((t) => t.includes(e.active)) ?? [])} est ${e.effect === 'start-of-game' ? 'l’équipe qui commence (805.3)' : 'l’équipe active (805.4a)'}.`
    : '';
  const mates = (p: PlayerId) => (e.teams?.find((t) => t.includes(p)) ?? [p]).filter((q) => q !== p);
  const controlled = (e.controlled ?? [])
    .map((c) =>
      e.teams
        ? // 805.8 : contrôler un joueur, c’est contrôler son équipe.
          ` ${c.by} contrôle ${c.player} (722.3), et donc son équipe (805.8)${colon} ${c.by} fait les choix ${de(list([c.player, ...mates(c.player)]))}, qui choisissent toujours à leur place dans l’ordre des équipes.`
        : ` ${c.by} contrôle ${c.player} (722.3)${colon} ${c.by} fait les choix ${de(c.player)}, et ${c.player} ${c.player === e.active ? 'reste le joueur actif' : 'choisit toujours à sa place dans l’ordre du tour'}.`,
    )
    .join('');
  return teams + controlled;
}

const changeText = (c: { player: PlayerId; amount: number }) => `${c.player} ${c.amount < 0 ? 'perd' : 'gagne'} ${life(Math.abs(c.amount))}`;

function sacrificeText(e: Extract<EventData, { type: 'sacrifice' }>): string {
  if (e.what === 'unchosen') {
    return e.picks.length
      ? `Tout ce qui n’a pas été choisi est sacrifié simultanément${colon} ${whose(e.picks)}.`
      : `Tous les permanents ont été choisis${colon} rien n’est sacrifié.`;
  }
  const noun = NOUN[e.noun] ?? NOUN.permanents!;
  const f = noun.plural === 'créatures';
  return e.picks.length
    ? `${f ? 'Toutes les' : 'Tous les'} ${noun.plural} ${f ? 'choisies sont sacrifiées' : 'choisis sont sacrifiés'} simultanément${colon} ${whose(e.picks)}.`
    : `${cap(noun.none)}${colon} rien n’est sacrifié.`;
}

function leaveText(e: Extract<EventData, { type: 'leave-game' }>): string {
  const one = e.returned.length === 1;
  const back = e.returned.length
    ? `${semi} ${whose(e.returned)} ${one ? 'revient sous le contrôle de son propriétaire' : 'reviennent sous le contrôle de leurs propriétaires'}`
    : '';
  const n = e.abilities.length;
  const gone = n
    ? `${semi} ${isOne(n) ? `${n} capacité en attente contrôlée par ${e.player} ne sera jamais mise` : `${n} capacités en attente contrôlées par ${e.player} ne seront jamais mises`} sur la pile (800.4d)`
    : '';
  const exiled = e.exiled?.length
    ? `${semi} ${whose(e.exiled)} ${e.exiled.length === 1 ? 'est arrivé' : 'sont arrivés'} sous le contrôle ${de(e.player)}${colon} ${e.exiled.length === 1 ? 'il est exilé' : 'ils sont exilés'}, et non ${e.exiled.length === 1 ? 'rendu' : 'rendus'} au propriétaire (800.4a)`
    : '';
  const ceased = e.ceased?.length ? `${colon} ici, ${count(e.ceased.length, 'capacité', 'capacités')}` : '';
  const turn = e.active ? ` C’était le tour ${de(e.player)}${colon} ce tour continue sans joueur actif, et le joueur suivant dans l’ordre du tour agit là où le joueur actif agirait (800.4j).` : '';
  return `${e.player} quitte la partie (104.5)${colon} toutes les cartes dont ${e.player} est propriétaire quittent la partie avec ce joueur${back}${exiled}${gone}${semi} toute capacité ${que(e.player)} contrôlait sur la pile cesse d’exister (800.4a)${ceased}.${turn}`;
}

function checkText(e: Extract<EventData, { type: 'check' }>): string {
  const head = `Les actions basées sur un état sont vérifiées${colon}`;
  if (e.losers.length) return `${head} ${list(e.losers)} ${e.losers.length > 1 ? 'ont' : 'a'} 0 point de vie ou moins.`;
  const next =
    e.waiting === 1
      ? 'La capacité en attente est mise sur la pile ensuite'
      : e.waiting === 0
        ? 'Aucune capacité n’attend d’être mise sur la pile'
        : `Les ${e.waiting} capacités en attente sont mises sur la pile ensuite`;
  return `${head} aucun joueur n’a 0 point de vie ou moins. ${next}, ${e.byTeam ? 'équipe par équipe (805.7)' : 'dans l’ordre APNAP (603.3b)'}.`;
}

function finishText(e: Extract<EventData, { type: 'finish' }>): string {
  if (e.effect.startsWith('rituel-')) {
    const top = e.stack.slice().reverse().map((x) => `${x.name} (${x.controller})`);
    return top.length
      ? `Rituel a fini de se résoudre. La pile, du sommet vers le bas${colon} ${top.join(', ')}${semi} la dernière carte lancée se résout en premier.`
      : `Rituel a fini de se résoudre${semi} aucune carte n’a été lancée.`;
  }
  return `${quotedName(e.effect)} a fini de se résoudre.`;
}

function exileText(e: Extract<EventData, { type: 'exile' }>): string {
  const names = list(e.names);
  if (e.names.length === 0) return `Aucun vote n’a été exprimé${colon} rien n’est exilé.`;
  if (e.names.length === 1) return `${names} obtient le plus de votes (${e.votes})${colon} ce permanent est exilé.`;
  return `${names} sont à égalité pour le plus de votes (${count(e.votes, 'vote', 'votes')} chacun)${colon} ces permanents sont tous exilés.`;
}

function villainousFr(e: Extract<EventData, { type: 'villainous' }>): string {
  const now = `L’option choisie par ${e.player} est effectuée maintenant, avant que l’adversaire suivant ne choisisse (701.55d)`;
  if (e.option === 'lose-life') return `${now}${colon} il y a ${count(e.amount, 'carte', 'cartes')} dans tous les cimetières, donc ${e.player} perd ${life(e.amount)}.`;
  if (!e.picks.length) return `${e.player} n’a aucune carte en main${colon} une option impossible peut être choisie, et le plus possible en est effectué, ici rien (701.55b).`;
  return `${now}${colon} ${e.player} se défausse de sa main (${list(e.picks.map((x) => x.name))}).`;
}

/** The French text of an event. `cards` names the abilities of an ordering (their ids only are typed). */
export const narrateFr = (e: EventData, cards?: Cards): string => narrate(frenchNames(e), cards && frenchNames(cards));

function narrate(e: EventData, cards?: Cards): string {
  switch (e.type) {
    case 'begin':
      // 805.4a : à une table d’équipes, les deux joueurs de l’équipe active sont actifs ; tableFr nomme l’équipe.
      if (e.effect === 'combat') return `${combatBeginFr(e)}${tableFr(e)}`;
      if (e.effect === 'start-of-game') return e.teams ? `La partie commence.${tableFr(e)}` : `La partie commence${colon} ${e.active} est le joueur qui commence.${tableFr(e)}`;
      return `${quotedName(e.effect)} se résout (contrôleur${colon} ${e.controller}${e.teams ? '' : `, joueur actif${colon} ${e.active}`}).${tableFr(e)}`;
    case 'order':
      return orderText(e);
    case 'reveal-hand':
      return `${e.player}, qui a lancé le sort, révèle sa main${e.names.length ? `${colon} ${list(e.names)}` : ' (elle est vide)'}.`;
    case 'skip':
      return skipFr(e.question, e.player, e.params);
    case 'choose':
      return chooseFr(e, cards);
    case 'vote':
      return `${e.player} vote pour ${e.names[0]}.`;
    case 'sacrifice':
      return sacrificeText(e);
    case 'discard':
      return e.picks.length
        ? `Les cartes choisies sont révélées et leurs propriétaires s’en défaussent simultanément${colon} ${whose(e.picks)}.`
        : `Aucune carte n’a été choisie${colon} personne ne se défausse.`;
    case 'destroy':
      return e.picks.length
        ? // Wrath of God's words stay; another effect's creature may be replaced on its way (614.6): only those put into a graveyard die (700.4).
          `${e.effect ? quotedName(e.effect) : 'Wrath of God'} détruit toutes les créatures au même moment${colon} ${whose(e.picks)}. ${e.effect ? 'Celles qui sont mises dans un cimetière meurent ensemble' : 'Elles meurent ensemble'} (700.4).`
        : `Il n’y a aucune créature sur le champ de bataille${colon} rien n’est détruit.`;
    case 'life':
      return `Chaque joueur ${e.amount < 0 ? 'perd' : 'gagne'} ${life(Math.abs(e.amount))}.`;
    case 'exile':
      return exileText(e);
    case 'reveal':
      return `Chaque joueur révèle la carte choisie${colon} ${whose(e.picks)}.`;
    case 'enter':
      return enterText(e);
    case 'restart': {
      const who = list(e.picks.map((x) => `${x.player} a choisi ${x.name}`));
      return `${who}, qui ${WAR_OR_PEACE}. ${newRound(e.active, e.teams)}`;
    }
    case 'as-enters': {
      const names = whose(e.picks);
      const has = `${names} ${e.picks.length > 1 ? WAR_OR_PEACE.replace(/^fait/, 'font') : WAR_OR_PEACE}`;
      if (e.rule === '614.12a') return `${has}. ${newRound(e.active, e.teams)}`;
      return `${has}${colon} ces choix viennent d’abord, dans l’ordre APNAP en commençant par ${activeFr(e.active, e.teams)}.`;
    }
    case 'entered-with':
      return `${e.pick.name} ${de(e.pick.player)} arrive avec ces choix${colon} ${list(e.choices.map((c) => `${warOrPeace(c.choice)} pour ${c.player}`))}.`;
    case 'repeat':
      return e.again
        ? `Une carte a été mise sur le champ de bataille pendant ce passage${colon} le processus se répète, en commençant de nouveau par ${e.controller}.`
        : `Personne n’a mis de carte sur le champ de bataille pendant un passage complet${colon} le processus prend fin.`;
    case 'cast':
      return `${e.player} lance ${e.name} sans payer son coût de mana (les sorts sont lancés un par un, dans l’ordre APNAP).`;
    case 'cast-fails':
      return `Le lancement ${de(e.name)} par ${e.player} ne fait rien${colon} ${e.by ? `${e.by} a déjà lancé cette carte, qui n’est donc plus` : 'cette carte n’est plus'} dans la main ${de(e.holder)}.`;
    case 'spell-on-stack':
      return `${e.name} est mis au sommet de la pile${colon} ${e.player} contrôle ce sort, ${e.owner} en est le propriétaire.`;
    case 'finish':
      if (e.effect === 'start-of-game') return `Les mulligans et les actions de main de départ sont terminés${colon} le premier tour peut commencer.`;
      if (e.effect === 'combat') return combatFinishFr();
      return finishText(e);
    case 'trigger':
      return `${e.sourceName} ${de(e.controller)} se déclenche pour ${e.diedName}, qui vient de mourir (la capacité ${quote('regarde en arrière')})${semi} elle attend que l’effet ait fini de se résoudre.`;
    case 'check':
      return e.emptyDraws ? emptyDrawCheckFr(e, e.emptyDraws) : checkText(e);
    case 'lose-game':
      if (e.emptyDraw !== undefined) return emptyDrawLossFr(e, e.emptyDraw);
      if (e.rule === '810.8c') return `L’équipe ${de(e.player)} a ${life(e.life)}${colon} ${e.player} perd la partie avec son équipe (810.8a, 810.8c).`;
      return `${e.player} a ${life(e.life)} et perd la partie.`;
    case 'leave-game':
      return leaveText(e);
    case 'game-over':
      if (e.rule === '104.2b') return effectWinFr(e);
      if (e.winners) return `La partie est terminée${colon} ${teamFr(e.winners)} est la seule équipe restante et gagne la partie en équipe (810.8a).`;
      return e.winner
        ? `La partie est terminée${colon} ${e.winner} est le seul joueur restant et gagne la partie.`
        : `La partie est terminée${colon} les derniers joueurs ont perdu en même temps, la partie est donc nulle.`;
    case 'team-order': {
      const says = e.by ? `${e.by}, qui contrôle l’équipe (805.8), fait ce choix pour elle (722.5)` : `si les coéquipiers ne sont pas d’accord, le joueur principal, ${e.player}, tranche (805.2)`;
      return `${e.order[0]} choisit en premier pour ${e.active ? 'l’équipe active' : 'son équipe'}, ${teamFr(e.team)}, puis ${list(e.order.slice(1))}${colon} les joueurs d’une équipe choisissent dans l’ordre que l’équipe veut (${e.rule})${semi} ${says}.`;
    }
    case 'put-on-stack':
      if (e.rule === '805.7') {
        const n = e.abilities.length;
        return `${e.player}, pour ${teamFr(e.team ?? [e.player])}, met ${n === 1 ? 'la capacité de l’équipe' : `les ${n} capacités de l’équipe`} sur la pile, dans l’ordre de son choix, celles des coéquipiers entremêlées (805.7)${n === 1 ? '' : ', la première citée en dessous'}${colon} ${e.abilities.map((a) => abilityLabel(a)).join(`${semi} `)}.`;
      }
      return e.abilities.length === 1
        ? `${e.player} met sa capacité sur la pile${colon} ${abilityLabel(e.abilities[0]!)}.`
        : `${e.player} met ses ${e.abilities.length} capacités sur la pile, la première citée en dessous${colon} ${e.abilities.map((a) => abilityLabel(a)).join(`${semi} `)}.`;
    case 'resolve':
      if (e.countered) return `${cap(abilityLabel(e.ability))} ne se résout pas${colon} sa cible a quitté la partie.`;
      return `${cap(abilityLabel(e.ability))} se résout${colon} ${list(e.changes.map(changeText)) || 'il ne se passe rien'}.`;
    case 'villainous':
      return villainousFr(e);
    case 'mulligan':
      return `Les mulligans déclarés sont pris en même temps (103.5)${colon} ${list(e.mulligans.map((m) => `${m.player} mélange sa main dans sa bibliothèque et pioche ${count(m.drawn, 'nouvelle carte', 'nouvelles cartes')} (mulligan ${m.times})`))}.`;
    case 'bottom':
      return `${list(e.players.map((x) => `${x.player} met ${count(x.count, 'carte', 'cartes')} de sa nouvelle main`))} au-dessous de sa bibliothèque, face cachée (103.5).`;
    case 'curse-triggers':
      if (e.spell === null) return `Aucune carte d’éphémère ou de rituel n’est dans une main${colon} aucun sort n’est lancé, Curse of Echoes ne se déclenche donc pas.`;
      if (e.teams) {
        return `Le joueur enchanté, ${e.player}, lance ${e.spell}${colon} Curse of Echoes se déclenche (603.2) et sa capacité se résout maintenant, ${e.spell} étant toujours sur la pile, en dessous. Chaque autre joueur peut copier ${e.spell}, coéquipiers comme adversaires, équipe par équipe à partir de ${activeFr(e.active, e.teams)} (805.6)${colon} ${e.copiers.length ? list(e.copiers) : 'personne'}.`;
      }
      return `Le joueur enchanté, ${e.player}, lance ${e.spell}${colon} Curse of Echoes se déclenche (603.2) et sa capacité se résout maintenant, ${e.spell} étant toujours sur la pile, en dessous. Chaque autre joueur peut copier ${e.spell}, dans l’ordre APNAP en comptant à partir ${de(e.active)}, le joueur actif (101.4)${colon} ${e.copiers.length ? list(e.copiers) : 'personne'}${e.player === e.active ? ` (${e.active} est le joueur enchanté${colon} le joueur actif ne fait donc pas de copie)` : ''}.`;
    case 'copies-on-stack': {
      if (e.copies.length === 0) return `Personne n’a copié ${e.name}${colon} rien n’est mis sur la pile.`;
      if (e.copies.length === 1) return `${cap(copyOf(e.name, e.copies[0]!.controller))} est mise sur la pile, au-dessus ${de(e.name)}.`;
      const all = e.copies.map((c) => `celle ${de(c.controller)}`).join(', ');
      const top = e.copies[e.copies.length - 1]!.controller;
      const how = e.teams
        ? `celles ${de(teamFr(e.teams[0] ?? []))}, l’équipe active, en dessous, dans l’ordre qu’elle a choisi, puis celles de chaque autre équipe de la même façon (405.3 avec 805.6)`
        : 'celle du joueur actif en dessous, puis celles des autres joueurs dans l’ordre APNAP';
      return `Les copies ${de(e.name)} sont mises sur la pile en même temps (405.3)${colon} ${how}. Depuis le bas${colon} ${all}. La copie ${de(top)} est au sommet${colon} elle se résout en premier.`;
    }
    case 'copy-resolves':
      return `${cap(copyOf(e.name, e.controller))} se résout (le sommet de la pile se résout en premier, 405.5) et cesse d’exister (704.5e)${e.left ? `${semi} ${e.left === 1 ? 'il reste 1 copie' : `il reste ${e.left} copies`} sur la pile` : ''}.`;
    case 'spell-resolves':
      return `${e.name}, lancé par ${e.player}, se résout en dernier, après toutes les copies au-dessus, et va dans le cimetière ${de(e.owner)} (608.2n).`;
    case 'extra-turn': {
      const rest = e.turns.slice(1);
      if (e.team) {
        return `${cap(teamFr(e.team))} joue un tour supplémentaire, ajouté juste après ce tour${rest.length ? ', avant les tours d’équipe ajoutés plus tôt' : ''}${colon} l’équipe du joueur joue ce tour, et un même effet qui donne ce tour à deux coéquipiers ne l’ajoute qu’une fois (805.8). Tours d’équipe supplémentaires à venir, dans l’ordre où ils seront joués${colon} ${e.turns.map((p) => `l’équipe ${de(p)}`).join(', ')}.`;
      }
      return `Le tour supplémentaire ${de(e.player)} est ajouté juste après ce tour${rest.length ? `, ${rest.length > 1 ? `avant ceux ${list(rest.map((p) => de(p)))}, ajoutés plus tôt` : `avant celui ${de(rest[0]!)}, ajouté plus tôt`}` : ''}. Tours supplémentaires à venir, dans l’ordre où ils seront joués${colon} ${e.turns.join(', ')}.`;
    }
    case 'timestamps':
      return timestampsText(e);
    case 'land-types':
      return landTypesText(e);
    case 'replaced':
      return replacedText(e);
    case 'discard-hands':
      return discardHandsFr(e);
    case 'draw':
      return drawFr(e);
    case 'look':
      return lookFr(e);
    case 'scry':
      return scryFr(e);
    case 'clash-reveal':
      return clashRevealFr(e);
    case 'clash':
      return clashFr(e);
    case 'mill':
      return millFr(e);
    case 'shuffle':
      return shuffleFr(e);
    case 'explore':
      return exploreFr(e);
    case 'connive':
      return conniveFr(e);
    case 'attacks':
      return attacksFr(e);
    case 'blocks':
      return blocksFr(e);
    case 'combat-damage':
      return combatDamageFr(e);
    case 'exile-damage':
      return exileDamageFr(e);
    case 'lethal-damage':
      return lethalDamageFr(e);
    default:
      return unsaid(e);
  }
}

/** 616.1 / 614.6: where a creature goes instead of its owner's graveyard, and by whose effect. */
function replacedText(e: Extract<EventData, { type: 'replaced' }>): string {
  const where = e.to === 'library' ? 'est mélangé dans la bibliothèque de son propriétaire' : 'est exilé';
  const how = e.chosen ? `l’effet choisi par ${e.pick.player}` : 'le seul effet de remplacement qui s’applique';
  const others = e.others.length ? `${semi} ${whose(e.others)} ne s’${e.others.length > 1 ? 'appliquent' : 'applique'} plus${colon} la carte ne va plus dans un cimetière (616.1f)` : '';
  return `${e.pick.name} ${de(e.pick.player)} ${where} au lieu d’aller au cimetière, par ${e.by.name} ${de(e.by.player)} (${how})${others}. Sa mise au cimetière a été remplacée (614.6)${colon} il n’est donc jamais mort (700.4).`;
}

/** 613.7m: the timestamps given at once, earliest first. */
function timestampsText(e: Extract<EventData, { type: 'timestamps' }>): string {
  const order = e.order.map((x, i) => `${i + 1}. ${x.name} ${de(x.player)}`).join(', ');
  if (e.teams) {
    return `Horodatages, du plus ancien au plus récent${colon} ${order}. Les objets ${de(teamFr(e.teams[0] ?? []))}, l’équipe active, viennent d’abord, dans l’ordre choisi par l’équipe${semi} puis ceux de chaque autre équipe, dans l’ordre du tour, de la même façon (613.7m avec 805.6).`;
  }
  return `Horodatages, du plus ancien au plus récent${colon} ${order}. Les objets ${de(e.active)}, le joueur actif, viennent d’abord, dans l’ordre ${que(e.active)} a choisi${semi} puis ceux de chaque autre joueur, dans l’ordre du tour, chacun dans l’ordre choisi par ce joueur (613.7m).`;
}


/** 613.7: a land's land types once the layer-4 effects apply in timestamp order; the latest has the last word. */
function landTypesText(e: Extract<EventData, { type: 'land-types' }>): string {
  const n = e.subtypes.length;
  const fr = e.subtypes.map(cardNameFr);
  const types = n === 5 ? `a tous les types de terrain de base (${list(fr)})` : n === 0 ? 'n’a plus aucun type de terrain' : n === 1 ? `n’est plus ${fr[0] === BASIC_LAND_FR.Swamp ? 'qu’un' : 'qu’une'} ${fr[0]}` : `n’a plus pour types de terrain que ${list(fr)}`;
  const steps = e.effects.map((x) => `${x.name} ${de(x.player)}`);
  const last = steps[steps.length - 1] ?? '';
  const why = steps.length > 1
    ? `les effets qui changent les types s’appliquent dans l’ordre des horodatages, ${steps.join(' puis ')}, donc le plus récent, ${last}, a le dernier mot (613.7)`
    : `seul l’effet ${de(last)} s’applique à ce terrain (613.7)`;
  return `${e.land.name} ${de(e.land.player)} ${types}${colon} ${why}.`;
}
