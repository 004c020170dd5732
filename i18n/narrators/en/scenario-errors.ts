// A refused scenario file or share link in English, from its stable `code` and `params` (docs/scenario-format.md,
// "Scenario error codes"); the French narrator says the same problem from the same data.
import type { Params, ScenarioError, ScenarioErrorCode } from '@/engine/types';
import { unsaid } from '../unsaid';
import { combatError } from './combat';
import { targetsError } from './soulfire';

const oneOf = (p: Params) => `expected one of ${(p.options as string[]).join(', ')}`;

/** The English message of a scenario error. */
export function scenarioMessage(code: ScenarioErrorCode, p: Params): string {
  switch (code) {
    case 'not-json':
      return `not valid JSON (${p.detail})`;
    case 'not-an-object':
      return 'expected a JSON object (an apnap/1 scenario)';
    case 'format':
      return Array.isArray(p.versions) ? `expected ${p.versions.map((x) => `"${x}"`).join(' or ')}` : `expected "${p.expected}"`;
    case 'players':
      return `expected an array of ${p.min} to ${p.max} player names`;
    case 'name-length':
      return `expected a name of ${p.min} to ${p.max} characters`;
    case 'duplicate-player':
      return `duplicate player "${p.name}"`;
    case 'one-of':
      return oneOf(p);
    case 'not-a-player':
      return `${p.name === '' ? '"" is ' : ''}not a player (${oneOf(p)})`;
    case 'life':
      return 'expected an object mapping player names to life totals';
    case 'integer':
      return 'expected an integer';
    case 'cards':
      return 'expected an array of cards';
    case 'card':
      return 'expected a card object with id, name, owner, zone and types';
    case 'card-id':
      return `expected ${p.min} to ${p.max} letters, digits, "-" or "_"`;
    case 'duplicate-card-id':
      return `duplicate card id "${p.id}"`;
    case 'string':
      return 'expected a string';
    case 'card-types':
      return `expected a non-empty array of card types (${(p.options as string[]).join(', ')})`;
    case 'duplicate-type':
      return `duplicate type "${p.type}"`;
    case 'mana-value':
      return `expected a whole number >= ${p.min}`;
    case 'effect':
      return 'expected an object with id and controller';
    case 'decisions':
      return 'expected an array of decisions';
    case 'decision':
      return 'expected an object with player and choice';
    case 'player-name':
      return 'expected a player name';
    case 'choice':
      return 'expected an array of strings ([] declines)';
    case 'teams':
      if (p.players === undefined) return 'expected a list of teams, each a list of player names (Two-Headed Giant: two teams of two, 810.1)';
      return `Two-Headed Giant is played by ${p.teams} teams of ${p.size} players each (810.1): expected ${p.teams} teams of ${p.size}, with ${Number(p.teams) * Number(p.size)} players at the table (here ${p.players})`;
    case 'team-member':
      return p.why === 'twice' ? `${p.name} is in more than one team` : `${p.name} is in no team: every player is in exactly one team`;
    case 'team-seats':
      return `${p.first} and ${p.second} are teammates but do not sit in adjacent seats (805.1); list the players in seat order`;
    case 'team-life':
      return `${p.first} and ${p.second} share one life total (810.4): ${p.life} and ${p.other} differ`;
    case 'controlled-by':
      return p.player === undefined ? 'expected an object mapping a controlled player to the player controlling them (722.3)' : `${p.player} cannot control themselves (722.3)`;
    case 'format-field':
      return `"${p.field}" is a field of "${p.format}", not of "${p.declared}": write "format": "${p.format}" to use it`;
    case 'format-effect':
      return `"${p.effect}" is an effect of "${p.format}", not of "${p.declared}": write "format": "${p.format}" to use it`;
    case 'combat':
      return combatError(p);
    case 'targets':
      return targetsError(p);
    case 'invalid':
      // A problem valibot itself words (never one of our codes) keeps its own words.
      return p.detail === undefined ? 'not a valid apnap/1 scenario' : String(p.detail);
    case 'link-not-base64url':
      return 'the link is not valid base64url';
    case 'link-too-long':
      return `the link is too long (over ${p.max} characters)`;
    case 'link-too-large':
      return `the link's scenario is too large (over ${p.kB} kB)`;
    case 'link-damaged':
      return 'the link is damaged: its data is not valid compressed data';
    case 'link-not-json':
      return 'the link is damaged: its data is not a JSON scenario';
    default:
      return unsaid(code);
  }
}

/** "cards[0].zone: expected one of hand, …": the field first, as `judge` prints it. */
export function describeScenarioError(e: Pick<ScenarioError, 'path' | 'code' | 'params'>): string {
  const message = scenarioMessage(e.code, e.params);
  return e.path ? `${e.path}: ${message}` : message;
}
