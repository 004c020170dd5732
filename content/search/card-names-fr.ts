// The French names of the cards our pages use, from the French printings (design/french.md, "Card
// names"): our text keeps the English Oracle names (tournament usage), so a French reader who types
// « Colère de Dieu » finds Wrath of God through these. A card missing from french.md is left out
// rather than guessed.
export const FRENCH_CARD_NAMES: Readonly<Record<string, string>> = {
  'Wrath of God': 'Colère de Dieu',
  'Lightning Bolt': 'Foudre',
  Counterspell: 'Contresort',
  'Grizzly Bears': 'Grizzlis',
  Smallpox: 'Variole',
  'Blood Artist': 'Artiste de sang',
  'Zulaport Cutthroat': 'Surineur de Zulaport',
  'Solemn Simulacrum': 'Simulacre solennel',
  'Innocent Blood': 'Sang des innocents',
  'Liliana of the Veil': 'Liliana du voile',
  'Curse of Echoes': 'Malédiction d’échos',
  Mindslaver: 'Esclavagiste d’âmes',
  'Leyline of the Void': 'Ligne ley du vide',
  "Council's Judgment": 'Jugement selon le Conseil',
  Hypergenesis: 'Hypergenèse',
  'Show and Tell': 'Exposé libre',
  Cataclysm: 'Cataclysme',
  'Stronghold Gambit': 'Pari de la forteresse',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An English name as written in our text, with a straight or a curly apostrophe. */
const NAME = Object.entries(FRENCH_CARD_NAMES).map(([english, french]) => ({
  french,
  pattern: new RegExp(`\\b${escape(english).replace("'", "['’]")}\\b`, 'g'),
}));

/** The French names of the cards a text names ("Wrath of God" → "Colère de Dieu"). */
export function frenchNamesIn(text: string): string[] {
  return NAME.filter((n) => text.search(n.pattern) >= 0).map((n) => n.french);
}

/** The text with each card's French name beside its English one: "Wrath of God (Colère de Dieu)". */
export function withFrenchNames(text: string): string {
  return NAME.reduce((t, n) => t.replace(n.pattern, (english) => `${english} (${n.french})`), text);
}
