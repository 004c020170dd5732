import { describe, expect, it } from 'vitest';
import { fr, frPlural, TERMS, terminologySlips } from '@/i18n/narrators/fr/terminology';

describe('terminology', () => {
  it('gives the official French terms', () => {
    expect(fr('nonactivePlayer')).toBe('joueur non-actif');
    expect(fr('graveyard')).toBe('cimetière');
    expect(fr('stateBasedAction')).toBe('action basée sur un état');
    expect(fr('discard')).toBe('se défausser');
    expect(frPlural('triggeredAbility')).toBe('capacités déclenchées');
    expect(frPlural('creature')).toBe('créatures');
  });

  it('every noun has a gender; no two English terms share a key', () => {
    for (const t of Object.values(TERMS)) if (/^(?:le|la)\b/.test(t.fr)) expect(t).toHaveProperty('gender');
    expect(new Set(Object.keys(TERMS)).size).toBe(Object.keys(TERMS).length);
  });

  it.each([
    ['Ben est le joueur inactif.', 'joueur non-actif (non-actif, non-active)'],
    ['Ben est le joueur non actif.', 'joueur non-actif (non-actif, non-active)'],
    ['Les joueurs non actifs choisissent ensuite.', 'joueur non-actif (non-actif, non-active)'],
    ['L’équipe non active choisit.', 'joueur non-actif (non-actif, non-active)'],
    ['Ana défausse une carte.', 'se défausser'],
    ['Chaque joueur doit défausser une carte.', 'se défausser'],
    ['La carte va au cimetiere.', 'les accents du tableau'],
    ['La capacité résout.', 'se résoudre'],
    ['On vérifie les actions d’état.', 'action basée sur un état'],
    ['Ana a 3 vies.', 'points de vie'],
    ['Les cartes face cachées.', 'face cachée / face visible (invariable)'],
    ['Ben perd le jeu.', 'perdre la partie'],
    ['Ben ne fait aucun choix pour le artefact.', 'l’, d’, qu’, n’, s’ (élision)'],
    ['Ben exile le haut de sa bibliothèque.', 'exiler la carte du dessus de sa bibliothèque'],
  ])('catches “%s”', (text, use) => {
    expect(terminologySlips(text).map((s) => s.use)).toContain(use);
  });

  it.each([
    'Ana se défausse de Lightning Bolt.',
    'Ben n’a donc rien dont se défausser.',
    'Choisissez une carte de votre main dont vous défausser.',
    'Les cartes choisies sont révélées et leurs propriétaires s’en défaussent simultanément.',
    'La capacité se résout ; l’effet a fini de se résoudre.',
    'Ben, le joueur non-actif, a 0 point de vie et perd la partie.',
    // French CR 102.1 « les joueurs non-actifs », 810.7a « l’équipe non-active ».
    'Puis les joueurs non-actifs, dans l’ordre du tour ; l’équipe non-active ensuite.',
    'Sélectionnez-le et copiez-le à la main.',
    'Les actions basées sur un état sont vérifiées.',
    'Ana choisit une carte face cachée.',
  ])('accepts “%s”', (text) => {
    expect(terminologySlips(text)).toEqual([]);
  });
});
