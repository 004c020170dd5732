// The declarative data of content/: the seed's verbatim rules, the Rituel wordings, rulings, glossary.
import fs from 'node:fs';
import path from 'node:path';

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

/** One row of the APNAP family map (content/family.json; French words in family.fr.json, same ids). */
export interface FamilyRowData {
  id: string;
  /** The rules the row covers, as shown ("101.4, 101.4a–d"). */
  rules: string;
  /** The English path of the rule page that explains it, when there is one. */
  page?: string;
  /** Slugs of the worked examples that show it; only those that exist are linked. */
  examples?: string[];
  decides: string;
  trap: string;
}

/** A JSON file of content/, or `fallback` when it does not exist (French data not yet written). */
export function readData<T>(dir: string, file: string, fallback?: T): T {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) {
    if (fallback !== undefined) return fallback;
    throw new Error(`content/${file} is missing.`);
  }
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
  } catch (error) {
    throw new Error(`content/${file}: ${(error as Error).message}`);
  }
}
