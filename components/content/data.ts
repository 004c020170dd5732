// Typed access to the declarative content data (seed text, rulings, glossary).
import rulesJson from '@/content/seed/rules.json';
import rituelJson from '@/content/seed/rituel.json';
import rulingsJson from '@/content/rulings.json';
import glossaryJson from '@/content/glossary.json';

/** The seed's verbatim rule text (the wording in force until 2018-07-13): the only rule text we quote. */
export interface SeedRule {
  text: string;
  example?: string;
}

export interface RituelWordingsData {
  original: string;
  /** The seed's revised wording ("À commencer par vous"), not an Oracle errata; the key is the seed data's. */
  errata: string;
  translations: { original: string; errata: string };
}

export interface Ruling {
  id: string;
  question: string;
  answer: string;
  rules: string[];
  example?: { slug: string; step: number };
}

export interface GlossaryEntry {
  id: string;
  term: string;
  definition: string;
  rules: string[];
}

export const SEED_RULES: Readonly<Record<string, SeedRule>> = rulesJson;
export const RITUEL: RituelWordingsData = rituelJson;
export const RULINGS: readonly Ruling[] = rulingsJson;
export const GLOSSARY: readonly GlossaryEntry[] = glossaryJson;

export function seedRule(id: string): SeedRule | null {
  return Object.hasOwn(SEED_RULES, id) ? (SEED_RULES[id] ?? null) : null;
}
