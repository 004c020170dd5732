// Between the sandbox's form (table-form.ts) and the `apnap/1` or `apnap/2` scenario it stands for.
// This only translates between the two shapes: the engine's `parseScenario` validates the result.
import { EFFECT_IDS_V2_ONLY, EFFECT_IDS_V3_ONLY } from '@/engine';
import type { Decision, Scenario, ScenarioCard } from '@/engine/types';
import { DEFAULT_LIFE, TEAM_LIFE, playerName, type CardRow, type PlayerRow, type SandboxDocument, type TableForm } from './table-form';

/**
 * The scenario the form stands for. The result is not validated here: pass it to the engine's
 * `parseScenario`, which names the faulty field (an empty name, a duplicate, …).
 */
export function scenarioFromForm(form: TableForm, decisions: readonly Decision[] = []): Scenario {
  const name = (key: string) => playerName(form, key);
  // Object.fromEntries defines own keys: a player named "__proto__" keeps their life total
  // (assigning `life["__proto__"] = 7` to a plain object would be silently ignored).
  const teams = form.teams?.length ? form.teams : null;
  // A team's life starts at 30 (810.4); a player alone at 20.
  const start = teams ? TEAM_LIFE : DEFAULT_LIFE;
  const life: Record<string, number> = Object.fromEntries(form.players.filter((p) => p.life !== start).map((p) => [p.name, p.life]));
  const combat = form.effectId === 'combat';
  const targets = soulfireTargets(form);
  const cards = form.cards.map((c): ScenarioCard => {
    const card: ScenarioCard = {
      id: c.id,
      name: c.name,
      owner: name(c.ownerKey),
      zone: c.zone,
      types: [...c.types],
    };
    if (c.manaValue !== 0) card.manaValue = c.manaValue;
    // The controller is only meaningful on the battlefield, and defaults to the owner.
    if (c.zone === 'battlefield' && c.controllerKey && c.controllerKey !== c.ownerKey) {
      card.controller = name(c.controllerKey);
    }
    // apnap/3's combat (802): power and toughness of every battlefield creature (208.1).
    if (combat && c.zone === 'battlefield' && c.types.includes('creature')) Object.assign(card, { power: c.power ?? 0, toughness: c.toughness ?? 1 });
    // apnap/3's Soulfire Eruption (608.2f): a creature target's toughness (208.1, 704.5g).
    if (targets.includes(c.id)) card.toughness = c.toughness ?? 1;
    return card;
  });
  const attacks = Object.fromEntries(combat ? form.cards.filter((c) => c.attacksKey && c.zone === 'battlefield').map((c) => [c.id, name(c.attacksKey!)]) : []);
  // `apnap/2` only for what `apnap/1` cannot say: a table with teams.
  const scenario: Scenario = {
    // apnap/1 for everything it can say; apnap/2 only for an effect of the family (405.3, 500.7…) or
    // teams; apnap/3 only for an effect only it has (121.2c's Wheel of Fortune…), teams or not.
    format: EFFECT_IDS_V3_ONLY.includes(form.effectId) ? 'apnap/3' : teams || EFFECT_IDS_V2_ONLY.includes(form.effectId) ? 'apnap/2' : 'apnap/1',
    players: form.players.map((p) => p.name),
    ...(teams ? { teams: teams.map((t) => t.map(name)) } : {}),
    activePlayer: name(form.activeKey),
    cards,
    effect: { id: form.effectId, controller: name(form.effectControllerKey) },
  };
  if (Object.keys(life).length > 0) scenario.life = life;
  if (Object.keys(attacks).length > 0) scenario.attacks = attacks;
  if (targets.length > 0) scenario.targets = targets.map((t) => (form.players.some((p) => p.key === t) ? name(t) : t));
  if (decisions.length > 0) scenario.decisions = decisions.map((d) => ({ player: d.player, choice: [...d.choice] }));
  return scenario;
}

/** Soulfire Eruption's targets (608.2f): the ticked players and battlefield creatures still at the table. */
function soulfireTargets(form: TableForm): string[] {
  if (form.effectId !== 'soulfire-eruption') return [];
  const creature = (id: string) => form.cards.some((c) => c.id === id && c.zone === 'battlefield' && c.types.includes('creature'));
  return (form.targetKeys ?? []).filter((t) => form.players.some((p) => p.key === t) || creature(t));
}

/** The form and decisions for a scenario the engine has already validated. */
export function documentFromScenario(scenario: Scenario): SandboxDocument {
  const keyOf = new Map<string, string>();
  // A Map of own entries: a player named "toString" or "__proto__" has no inherited life total.
  const life = new Map(Object.entries(scenario.life ?? {}));
  const teamOf = (name: string) => scenario.teams?.find((t) => t.includes(name)) ?? [name];
  // 810.4: a team's life may be given for either head; the form shows it on both.
  const lifeOf = (name: string) => teamOf(name).map((p) => life.get(p)).find((x) => x !== undefined) ?? (scenario.teams ? TEAM_LIFE : DEFAULT_LIFE);
  const players = scenario.players.map((name, i): PlayerRow => {
    const key = `p${i + 1}`;
    keyOf.set(name, key);
    return { key, name, life: lifeOf(name) };
  });
  const key = (name: string | undefined) => (name === undefined ? '' : (keyOf.get(name) ?? ''));
  const cards = scenario.cards.map((c): CardRow => {
    const ownerKey = key(c.owner);
    const controllerKey = key(c.controller);
    return {
      id: c.id,
      name: c.name,
      ownerKey,
      zone: c.zone,
      types: [...c.types],
      manaValue: c.manaValue ?? 0,
      controllerKey: controllerKey === ownerKey ? '' : controllerKey,
      ...(c.power !== undefined ? { power: c.power } : {}),
      ...(c.toughness !== undefined ? { toughness: c.toughness } : {}),
      ...(scenario.attacks && Object.hasOwn(scenario.attacks, c.id) ? { attacksKey: key(scenario.attacks[c.id]) } : {}),
    };
  });
  return {
    form: {
      players,
      activeKey: key(scenario.activePlayer),
      cards,
      effectId: scenario.effect.id,
      effectControllerKey: key(scenario.effect.controller),
      ...(scenario.teams ? { teams: scenario.teams.map((t) => t.map((p) => key(p))) } : {}),
      ...(scenario.targets ? { targetKeys: scenario.targets.map((t) => key(t) || t) } : {}),
    },
    decisions: (scenario.decisions ?? []).map((d) => ({ player: d.player, choice: [...d.choice] })),
  };
}
