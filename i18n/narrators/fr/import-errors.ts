// A refused scenario file, pasted text or share link in French, from the error's code and params
// (docs/scenario-format.md, "Scenario error codes"). The field path stays as written (it names the file's own
// keys), and so do the format's values (zones, card types, effect ids), quoted: the reader types them.
import type { Params, ScenarioError, ScenarioErrorCode } from '@/engine/types';
import { colon, either, list, quote } from './text';
import { unsaid } from '../unsaid';
import { str } from '../params';
import { combatErrorFr } from './combat';
import { targetsErrorFr } from './soulfire';

const num = (p: Params, k: string): string => new Intl.NumberFormat('fr').format(Number(p[k] ?? 0));
const values = (p: Params): string[] => ((p.options as string[] | undefined) ?? []).map(quote);
const expected = (p: Params): string => `valeur attendue parmi ${list(values(p))}`;
const keys = (...k: string[]): string => list(k.map(quote));

/** Where the JSON parser stopped, when its message says (engines word it differently). */
function whereJson(detail: string): string {
  const lc = /line (\d+) column (\d+)/.exec(detail);
  if (lc) return ` (ligne ${lc[1]}, colonne ${lc[2]})`;
  const at = /position (\d+)/.exec(detail);
  return at ? ` (position ${at[1]})` : '';
}

/** The problem in French, without the field path. */
export function importMessageFr(code: ScenarioErrorCode, p: Params): string {
  switch (code) {
    case 'not-json':
      return `ce n’est pas du JSON valide${whereJson(str(p, 'detail'))}`;
    case 'not-an-object':
      return 'un objet JSON est attendu (un scénario apnap/1)';
    case 'format':
      return Array.isArray(p.versions) ? `${either(p.versions.map(quote))} est attendu` : `${quote(str(p, 'expected'))} est attendu`;
    case 'players':
      return `une liste de ${num(p, 'min')} à ${num(p, 'max')} noms de joueurs est attendue`;
    case 'name-length':
      return `un nom de ${num(p, 'min')} à ${num(p, 'max')} caractères est attendu`;
    case 'duplicate-player':
      return `joueur en double${colon} ${quote(str(p, 'name'))}`;
    case 'one-of':
      return expected(p);
    case 'not-a-player':
      return `${str(p, 'name') === '' ? 'la clé vide n’est' : 'ce n’est'} pas un joueur (${expected(p)})`;
    case 'life':
      return 'un objet associant des noms de joueurs à des totaux de points de vie est attendu';
    case 'integer':
      return 'un nombre entier est attendu';
    case 'cards':
      return 'une liste de cartes est attendue';
    case 'card':
      return `un objet carte avec ${keys('id', 'name', 'owner', 'zone', 'types')} est attendu`;
    case 'card-id':
      return `de ${num(p, 'min')} à ${num(p, 'max')} lettres, chiffres, ${quote('-')} ou ${quote('_')} sont attendus`;
    case 'duplicate-card-id':
      return `identifiant de carte en double${colon} ${quote(str(p, 'id'))}`;
    case 'string':
      return 'une chaîne de caractères est attendue';
    case 'card-types':
      return `une liste non vide de types de carte est attendue (${list(values(p))})`;
    case 'duplicate-type':
      return `type en double${colon} ${quote(str(p, 'type'))}`;
    case 'mana-value':
      return `un nombre entier supérieur ou égal à ${num(p, 'min')} est attendu`;
    case 'effect':
      return `un objet avec ${keys('id', 'controller')} est attendu`;
    case 'decisions':
      return 'une liste de décisions est attendue';
    case 'decision':
      return `un objet avec ${keys('player', 'choice')} est attendu`;
    case 'player-name':
      return 'un nom de joueur est attendu';
    case 'choice':
      return `une liste de chaînes de caractères est attendue (${quote('[]')} pour refuser)`;
    case 'teams':
      if (p.players === undefined) return `une liste d’équipes, chacune une liste de noms de joueurs, est attendue (Troll à deux têtes${colon} deux équipes de deux, 810.1)`;
      return `le Troll à deux têtes se joue à ${num(p, 'teams')} équipes de ${num(p, 'size')} joueurs (810.1)${colon} ${num(p, 'teams')} équipes de ${num(p, 'size')} sont attendues, soit ${Number(p.teams) * Number(p.size)} joueurs à la table (ici ${num(p, 'players')})`;
    case 'team-member':
      return p.why === 'twice' ? `${str(p, 'name')} est dans plus d’une équipe` : `${str(p, 'name')} n’est dans aucune équipe${colon} chaque joueur est dans exactement une équipe`;
    case 'team-seats':
      return `${str(p, 'first')} et ${str(p, 'second')} sont coéquipiers mais ne sont pas assis côte à côte (805.1)${colon} donnez les joueurs dans l’ordre des places`;
    case 'team-life':
      return `${str(p, 'first')} et ${str(p, 'second')} partagent un seul total de points de vie (810.4)${colon} ${num(p, 'life')} et ${num(p, 'other')} diffèrent`;
    case 'controlled-by':
      return p.player === undefined ? 'un objet associant un joueur contrôlé au joueur qui le contrôle est attendu (722.3)' : `${str(p, 'player')} ne peut pas être son propre contrôleur (722.3)`;
    case 'format-field':
      return `${quote(str(p, 'field'))} est un champ de ${quote(str(p, 'format'))}, pas de ${quote(str(p, 'declared'))}${colon} écrivez ${quote(`"format": "${str(p, 'format')}"`)} pour l’utiliser`;
    case 'format-effect':
      return `${quote(str(p, 'effect'))} est un effet de ${quote(str(p, 'format'))}, pas de ${quote(str(p, 'declared'))}${colon} écrivez ${quote(`"format": "${str(p, 'format')}"`)} pour l’utiliser`;
    case 'combat':
      return combatErrorFr(p);
    case 'targets':
      return targetsErrorFr(p);
    case 'invalid':
      return 'ce n’est pas un scénario apnap/1 valide';
    case 'link-not-base64url':
      return `le lien n’est pas du ${quote('base64url')} valide`;
    case 'link-too-long':
      return `le lien est trop long (plus de ${num(p, 'max')} caractères)`;
    case 'link-too-large':
      return `le scénario du lien est trop volumineux (plus de ${num(p, 'kB')} ko)`;
    case 'link-damaged':
      return `le lien est endommagé${colon} ses données ne sont pas des données compressées valides`;
    case 'link-not-json':
      return `le lien est endommagé${colon} ses données ne sont pas un scénario JSON`;
    default:
      return unsaid(code);
  }
}

/** "cards[2].zone : valeur attendue parmi « hand », …": the field first, as in English. */
export function importErrorFr(err: Pick<ScenarioError, 'path' | 'code' | 'params'>): string {
  const message = importMessageFr(err.code, err.params);
  return err.path ? `${err.path}${colon} ${message}` : message;
}
