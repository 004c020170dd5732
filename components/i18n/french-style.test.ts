// Every French text a reader sees follows the French edition's words and typography: here the
// interface messages and the strings of the French code. (The content: content/fr-style.test.ts; the
// narration built on the whole corpus: i18n/narrators/fr/corpus.test.ts and components/practice/narration-words.test.ts.)
import { describe, expect, it } from 'vitest';
import { agreementSlips, describeSlips, frenchStyleSlips, type StyleCheck } from '@/i18n/french-style';
import { terminologySlips } from '@/i18n/narrators/fr/terminology';
import { frenchCodeStrings, frenchMessages, sharedJsxPunctuation, type FrenchText } from './testing/french-texts';

const N = '\u202f';

describe('the French style checks', () => {
  it.each([
    ['Ben passe la main et Ana reçoit la main.', 'priority-hand', 2],
    ['Personne ne reçoit la main (la priorité) : le sort attend.', 'priority-hand', 1],
    ['Un joueur qui a la main peut lancer un éphémère.', 'priority-hand', 1],
    ['Main (priorité)', 'priority-hand', 1],
    ['Hypergenesis dit « à commencer par vous ».', 'a-commencer', 1],
    ['« À commencer par vous, chaque joueur peut… » (Hypergenesis).', 'a-commencer', 1],
    ['Les joueurs encore en jeu votent.', 'player-en-jeu', 1],
    ['Qui reste en jeu ?', 'player-en-jeu', 1],
    ['Valider (2 choix(s))', 'hand-plural', 1],
    ['Valider ({count} sélectionnées)', 'hand-plural', 1],
    ['Les joueurs apprennent \\*qu’\\*un joueur a choisi.', 'markdown-leftover', 2],
    ['Les joueurs apprennent *qu’*un joueur a choisi.', 'markdown-leftover', 2],
    ['Ana choisit “Grizzly Bears”.', 'english-quotes', 2],
    ['Commencer un nouveau drill', 'english-words', 1],
    ['La réponse : oui ; non ! Pourquoi ?', 'spacing', 4],
    ['La réponse\u00a0: oui', 'spacing', 1],
    ['La réponse: oui', 'spacing', 1],
    ['Le mot « chaque » et «\u00a0vous\u00a0».', 'spacing', 4],
    ['Chaque adversaire fait face à un choix machiavélique.', 'villainous-choice', 1],
    ['Les choix scélérats (701.55).', 'villainous-choice', 1],
    ['Sa main contient cinq Islands et une Plains ; Forest est un terrain.', 'english-land', 3],
    ['Comprehensive Rules (texte officiel anglais), en vigueur le 2026-01-16', 'comprehensive-rules', 1],
    ['Comprehensive Rules (texte officiel anglais), en vigueur le 2026-01-16', 'iso-date', 1],
    ['décision officielle (2021-03-19)', 'iso-date', 1],
    ['Ana, son joueur principal, décide de cet ordre (805.2).', 'primary-decides', 1],
    ['Ana, son joueur principal, décide de l’ordre (805.2) ; Ben décide de l\'ordre.', 'primary-decides', 2],
  ] as [string, StyleCheck, number][])('catches “%s” (%s × %i)', (text, check, n) => {
    expect(frenchStyleSlips(text).filter((s) => s.check === check)).toHaveLength(n);
  });

  it.each([
    `Ben passe la priorité${N}; Ana reçoit la priorité.`,
    'Ana met Grizzly Bears dans la main de Ben. Chaque joueur choisit une carte dans la main révélée d’Ana.',
    'Sélectionnez-le et copiez-le à la main.',
    `Ajouter «${N}À commencer par vous${N}» au Rituel change qui commence.`,
    `Hypergenesis dit «${N}En commençant par vous${N}»${N}: Ana commence.`,
    'Les joueurs encore dans la partie votent. Grizzly Bears est toujours en jeu.',
    `Valider ({count, plural, one {# carte sélectionnée} other {# cartes sélectionnées}})`,
    `Les règles de Magic: The Gathering, https://example.org/?lang=fr à 10:30${N}!`,
    `{mb, number, ::.0}${N}Mo`,
    `Ana est confrontée à un choix révoltant${N}: elle se défausse de son Île et de sa Forêt.`,
    `Tropical Island et Blood Moon («${N}Nonbasic lands are Mountains.${N}») restent en anglais.`,
    `Les Règles complètes en vigueur au 16 janvier 2026 (/fr/regles/editions/2026-01-16).`,
    `L’équipe choisit l’ordre (805.6)${N}; si les coéquipiers ne sont pas d’accord, le joueur principal tranche (805.2).`,
  ])('accepts “%s”', (text) => {
    expect(frenchStyleSlips(text, 'Rituel')).toEqual([]);
  });
});

describe('agreement with whoever plays (agreementSlips)', () => {
  it.each([
    ['Pendant le début de la partie, Ana, le joueur qui commence, est considéré comme le joueur actif.', 1],
    ['Ana est enchanté par la Curse of Echoes de Dee.', 1],
    ['Ben, le dernier à copier, voit sa copie se résoudre en premier.', 1],
    ['Cy, dernier dans l’ordre APNAP, joue le premier.', 1],
    ['Ana, celle qui a lancé le sort, choisit en dernier.', 1],
    ['Ana et Ben sont interrogés.', 1],
  ])('catches “%s” (%i)', (text, n) => {
    expect(agreementSlips(text, ['Ana', 'Ben', 'Cy'])).toHaveLength(n);
  });

  it.each([
    'Le joueur qui commence, Ana, est considéré comme le joueur actif.',
    'La Curse of Echoes de Dee enchante Ana, qui lance Brainstorm.',
    'Le tour supplémentaire d’Ana est ajouté juste après ce tour.',
    'Archangel of Strife arrive avec ces choix : la guerre pour Ana, la paix pour Ben.',
    'Ana, le joueur actif, choisit en premier.',
    'Le dernier dans l’ordre APNAP, Cy, joue le premier.',
  ])('accepts “%s”', (text) => {
    expect(agreementSlips(text, ['Ana', 'Ben', 'Cy'])).toEqual([]);
  });
});

/** Each slip of each text, as one line per place. */
function slipsIn(texts: readonly FrenchText[], terms: boolean): string[] {
  return texts.flatMap((t) => [
    ...describeSlips(t.where, t.text, frenchStyleSlips(t.text, t.context, t.before)),
    ...(terms ? terminologySlips(t.text).map((s) => `${t.where}: [terminology] ${s.found} (→ ${s.use})`) : []),
  ]);
}

describe('every French text follows them', () => {
  it('the interface messages (and the terminology table)', () => {
    const texts = frenchMessages();
    expect(texts.length).toBeGreaterThan(300);
    expect(slipsIn(texts, true).join('\n')).toBe('');
  });

  it('the strings of the French code (and the terminology table)', () => {
    const texts = frenchCodeStrings();
    expect(texts.length).toBeGreaterThan(300);
    expect(slipsIn(texts, true).join('\n')).toBe('');
  });

  it('no quote marks or lone colon hard-coded in the components both languages share', () => {
    const dirs = ['components/practice', 'components/sandbox', 'components/simulator', 'components/search', 'components/offline', 'components/mdx', 'components/pages'];
    expect(sharedJsxPunctuation(dirs).map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });
});
