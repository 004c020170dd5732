// The French edition's wording and typography rules beyond single terms (terminology.ts): each kind
// of slip a French reader or judge would notice, as a pattern a test runs over every French text
// (interface messages, content, the narration of the whole corpus, the French code's strings).
// Sources: ../shared/design/french.md (official French rules and card texts) and French typography
// as French publishers print it.

/** A narrow no-break space (U+202F): the one space before ; : ! ? and inside « ». */
export const NNBSP = '\u202f';

export type StyleCheck =
  | 'priority-hand'
  | 'a-commencer'
  | 'player-en-jeu'
  | 'spacing'
  | 'hand-plural'
  | 'markdown-leftover'
  | 'english-quotes'
  | 'english-words'
  | 'villainous-choice'
  | 'english-land'
  | 'iso-date'
  | 'comprehensive-rules'
  | 'primary-decides'
  | 'agreement';

export interface StyleSlip {
  check: StyleCheck;
  found: string;
  use: string;
}

const VERBS_OF_PRIORITY =
  'a|ont|avait|avaient|aura|avoir|ayant|passe|passent|passer|passé|passant|reçoit|reçoivent|reçoive|recevoir|recevra|reçu|donne|donnent|donner|rend|rendre|garde|garder|reprend|reprendre|récupère|prend|prendre|obtient';

/** Patterns found anywhere in a French text (every occurrence counts). */
const PATTERNS: readonly { check: StyleCheck; pattern: RegExp; use: string }[] = [
  // French CR 116.1, 500.2: « la priorité »; « avoir la main » is table slang, and « la main » is the hand.
  {
    check: 'priority-hand',
    pattern: new RegExp(`(?<![\\p{L}])(?:${VERBS_OF_PRIORITY}) la main(?! (?:de|du|des|d’|d'|vide|pleine|révélée))(?![\\p{L}])`, 'giu'),
    use: 'la priorité (« X reçoit la priorité », « passer la priorité »)',
  },
  { check: 'priority-hand', pattern: /(?<![\p{L}])la main (?:\(la priorité\)|passe à|revient à)|(?<![\p{L}])main \(priorité\)/giu, use: 'la priorité' },
  // « en jeu » was the word for permanents before 2009; a player still playing is « dans la partie ».
  {
    check: 'player-en-jeu',
    pattern: /(?<![\p{L}])(?:joueurs?|adversaires?|qui) (?:(?:est|sont|reste|restent|rester|encore|toujours|demeure)\s+){1,2}en jeu(?![\p{L}])/giu,
    use: 'dans la partie',
  },
  // Counts go through ICU plurals (messages) or Intl.PluralRules (code), never "choix(s)".
  { check: 'hand-plural', pattern: /\p{L}\((?:s|e|es|x|nt)\)/gu, use: 'un pluriel ICU ou Intl.PluralRules' },
  // Markdown that did not render: an escaped or unmatched emphasis sign left in the text.
  { check: 'markdown-leftover', pattern: /\\[*_`[\]]|[*_]{1,2}(?=\p{L})|(?<=\p{L}[’']?)[*_]{1,2}/gu, use: 'du markdown qui s’affiche (*, \\*, _)' },
  // French quotes « » (with a narrow no-break space), never English ones.
  { check: 'english-quotes', pattern: /[“”]/g, use: '« … » (guillemets français)' },
  // English interface words a French page must not show.
  { check: 'english-words', pattern: /(?<![\p{L}-])(?:drills?|sandbox|feedback|seeds?)(?![\p{L}-])/giu, use: 'exercice, bac à sable, réponse, graine' },
  // 701.55: the printed French cards (Genesis of the Daleks…) say « est confronté à un choix révoltant ».
  { check: 'villainous-choice', pattern: /(?<![\p{L}])(?:machiavéliques?|scélérats?)(?![\p{L}])/giu, use: 'un choix révoltant (« est confronté à un choix révoltant »)' },
  // Basic land types (and basic land cards) have French names: Plaine, Île, Marais, Montagne, Forêt.
  // Not inside a longer English card name (Tropical Island, Blood Moon's quoted « … are Mountains. »).
  {
    check: 'english-land',
    pattern: /(?<![\p{L}-]|\p{Lu}\p{L}* |of )(?:Plains|Islands?|Swamps?|Mountains?|Forests?)(?![\p{L}-]| \p{Lu}| of )/gu,
    use: 'Plaine, Île, Marais, Montagne, Forêt',
  },
  // Dates written out in French (« 16 janvier 2026 »), never ISO; an address (/regles/2026-01-16) is no prose.
  { check: 'iso-date', pattern: /(?<![/=\w-])\d{4}-\d{2}-\d{2}(?![\w/-])/g, use: 'une date en toutes lettres (« 16 janvier 2026 »)' },
  // The French title of the rules is « Règles complètes » (Wizards' French translation).
  { check: 'comprehensive-rules', pattern: /Comprehensive Rules/g, use: 'les Règles complètes' },
  // 805.2: the primary player decides only when the team cannot agree; the team chooses the order (805.6).
  {
    check: 'primary-decides',
    pattern: /(?<![\p{L}])décid\p{L}* de (?:cet |l[’'])ordre/giu,
    use: 'l’équipe choisit l’ordre (805.6) ; son joueur principal ne tranche que si les coéquipiers ne sont pas d’accord (805.2)',
  },
];

/**
 * A count argument before a word in the plural (messages): "{count} pages" says "1 pages". Not at
 * the start of a plural's branch (`other {{count} pages}`), which is where a count is said in the
 * plural on purpose (messages the browser formats say `{count}` there rather than `#`, which would
 * set up an Intl.NumberFormat: messages.test.ts).
 */
export const COUNT_BEFORE_PLURAL = /(?<!\{)\{(?:count|n|total|failed|done|min|max|\w+Count)\} \p{L}+[sx](?!\p{L})/gu;

/** A quotation in English (« … » holding an English word such as "the", "are", "each"): its words are not French prose. */
const ENGLISH_QUOTE = /«\u202f[^»]*\b(?:the|are|is|of|and|each|player|players|you|your)\b[^»]*\u202f»/g;

/** Names written as their owners write them, colon included. */
const PROPER_NAMES = /Magic: The Gathering/g;

/**
 * French typography: a narrow no-break space before ; : ! ? and after « / before ». A sign counts as
 * punctuation when a space, the end or a closing sign follows it ("https://", "10:30", "?lang=" do not).
 */
function spacingSlips(text: string): StyleSlip[] {
  const t = text.replace(PROPER_NAMES, (m) => m.replace(':', '_'));
  const out: StyleSlip[] = [];
  const use = `une espace fine insécable (U+202F) avant ; : ! ? et à l’intérieur des « »`;
  for (const m of t.matchAll(/(.?)([;:!?])(?=$|[\s»)\]"’,.;:!?*_<])/gsu)) {
    const before = m[1] ?? '';
    if (before === NNBSP || /[;:!?]/.test(before) || (m.index === 0 && before === '')) continue;
    // A lone sign as a value ("?" as a placeholder, "(?)") or after an opening bracket is no punctuation.
    if (/[([{'"“]/.test(before)) continue;
    out.push({ check: 'spacing', found: JSON.stringify(m[0]), use });
  }
  for (const m of t.matchAll(/«(.?)/gsu)) if (m[1] !== NNBSP) out.push({ check: 'spacing', found: JSON.stringify(m[0]), use });
  for (const m of t.matchAll(/(.?)»/gsu)) if (m[1] !== NNBSP) out.push({ check: 'spacing', found: JSON.stringify(m[0]), use });
  return out;
}

/**
 * « à commencer par vous » is only the seed's Rituel wording (its revised French text, verbatim: « À
 * commencer par vous »); the 14 printed French cards that start with their controller (Hypergenesis,
 * Council's Judgment…) say « En commençant par vous ». Allowed: the capitalised quotation where the
 * card it belongs to is Rituel: the nearest card named before it in the text, else the first named
 * after it in its sentence, else the file is about Rituel.
 */
const CARDS_STARTING_WITH_YOU = /Rituel|Hypergenesis|Hypergenèse|Council|Conseil|Jugement/gi;
function startingWithYouSlips(text: string, context: string, earlier: string): StyleSlip[] {
  const use = '« En commençant par vous » (texte imprimé des cartes) ; « À commencer par vous » pour le seul Rituel';
  const out: StyleSlip[] = [];
  for (const m of text.matchAll(/[àÀ] commencer par vous/g)) {
    const before = [...`${earlier}\n${text.slice(0, m.index)}`.matchAll(CARDS_STARTING_WITH_YOU)].pop()?.[0];
    const sentenceAfter = text.slice(m.index).split(/(?<=[.!?])\s/)[0] ?? '';
    const card = before ?? sentenceAfter.match(CARDS_STARTING_WITH_YOU)?.[0] ?? (/rituel/i.test(context) ? 'Rituel' : '');
    if (!(/^rituel$/i.test(card) && m[0].startsWith('À'))) out.push({ check: 'a-commencer', found: m[0], use });
  }
  return out;
}

/**
 * Every slip in a French text, one entry per place. `context` is the whole page or file it is part of
 * (is it about Rituel?), `earlier` the page's prose before it (which card was named last). ICU
 * arguments ("{seed}", "{mb, number, ::.0}") are not words.
 */
export function frenchStyleSlips(raw: string, context: string = raw, earlier = ''): StyleSlip[] {
  const out: StyleSlip[] = [];
  // English quoted as English (« Nonbasic lands are Mountains. », a rule's English words in « ») is no prose.
  raw = raw.replace(ENGLISH_QUOTE, (m) => `«${NNBSP}${'x'.repeat(Math.max(0, m.length - 4))}${NNBSP}»`);
  for (const m of raw.matchAll(COUNT_BEFORE_PLURAL)) out.push({ check: 'hand-plural', found: m[0], use: '{count, plural, one {…} other {…}}' });
  const text = raw.replace(/\{\w+(?:,\s*(?:number|date|time)[^{}]*)?\}/g, '{}');
  const seen: { check: StyleCheck; from: number; to: number }[] = [];
  for (const p of PATTERNS) {
    for (const m of text.matchAll(p.pattern)) {
      // One place is one slip, even when two patterns of a check see it.
      const [from, to] = [m.index, m.index + m[0].length];
      if (seen.some((x) => x.check === p.check && x.from < to && from < x.to)) continue;
      seen.push({ check: p.check, from, to });
      out.push({ check: p.check, found: m[0], use: p.use });
    }
  }
  return [...out, ...startingWithYouSlips(text, context, earlier), ...spacingSlips(text)];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** After a name: « est/sont … » then a word whose form depends on who it is (participle, adjective). */
const COPULA = '(?:est|sont|était|étaient|sera|seront|reste|restent|devient|deviennent|a été|ont été)(?: (?:pas|toujours|donc|encore|aussi|alors|bien|déjà|seul|seule|ici))?';
const VARIABLE = '(?:\\p{L}+(?:é|ée|és|ées)|seule?s?|premi(?:er|ère)s?|derni(?:er|ère)s?|tou(?:te)?s?)(?![\\p{L}])';
/** After a name, set off by a comma: an apposition that has a gender (« Ana, le joueur… », « Ana, celle qui… »). */
// « Ana, le joueur actif » is the rules' own generic noun (French CR 102.1: « le joueur actif »): allowed.
const APPOSITION = '(?:(?:le|la)(?! joueur(?![\\p{L}]))|celui|celle|ceux|celles|seule?|premi(?:er|ère)|derni(?:er|ère))(?![\\p{L}’\'])';

/**
 * Agreement with whoever plays (issue 46): a sentence built on a player's name must be right for any
 * player, so no word whose gender or number depends on that player follows the name (« Ana, le joueur
 * qui commence, est considéré », « ${enchanted} est enchanté », « Ben, le dernier à copier »). Say it
 * with a construction that needs no agreement (« le joueur qui commence, Ana, est considéré… »).
 * `players`: the names the template was rendered with.
 */
export function agreementSlips(text: string, players: readonly string[]): StyleSlip[] {
  const out: StyleSlip[] = [];
  const use = 'une tournure sans accord avec le nom du joueur (« le joueur qui commence, Ana, est… »)';
  for (const name of players) {
    // Only a name that is the subject: « le tour d’Ana est ajouté », « la paix pour Ana, la guerre… » are not.
    const n = `(?<![\\p{L}]|(?:de|pour|par|à|avec|contre|sur|que|chez) |[dq][’'])${escape(name)}(?![\\p{L}])`;
    const re = new RegExp(`${n}(?:(?:, [^,.;:]{1,60},)? ${COPULA} ${VARIABLE}|, ${APPOSITION})`, 'gu');
    for (const m of text.matchAll(re)) out.push({ check: 'agreement', found: m[0], use });
  }
  return out;
}

/** One line per slip, for a test's failure message. */
export const describeSlips = (where: string, text: string, slips: readonly StyleSlip[]): string[] =>
  slips.map((s) => `${where}: [${s.check}] ${s.found} (→ ${s.use}) in ${text.length > 160 ? `${text.slice(0, 160)}…` : text}`);
