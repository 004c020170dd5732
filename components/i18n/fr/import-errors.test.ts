// Refused scenario files, pasted texts and share links in French, from the error's code and
// params: every code, the field path kept as written, no English word of the English messages.
import { describe, expect, it } from 'vitest';
import { decodeScenario, parseScenario, parseScenarioText, SCENARIO_ERROR_CODES } from '@/engine';
import { refusedInputs } from '@/engine/testing';
import type { ScenarioError } from '@/engine/types';
import { narratorFor } from '../narrator';
import '../narrate-fr';
import { terminologySlips } from '../terminology';
import { englishVocabulary, leaks, type TextPair } from '../testing/leaks';

const en = narratorFor('en');
const fr = narratorFor('fr');

async function errors(): Promise<ScenarioError[]> {
  const { documents, texts, links } = refusedInputs();
  const results = [...documents.map(parseScenario), ...texts.map(parseScenarioText), ...(await Promise.all(links.map(decodeScenario)))];
  // The validator's own failure (never seen) has a code too.
  return [...results.flatMap((r) => (r.ok ? [] : [r.error])), { path: '', code: 'invalid', params: {}, message: 'not a valid apnap/1 scenario' }];
}

/** Names at the table of the samples: the same in both languages. */
const TABLE = { players: ['Ana', 'Ben', 'Cy', 'Zed'], cards: {} };
/** The message without its field path (a path names the file's own keys, in both languages). */
const withoutPath = (text: string, path: string) => (path && text.startsWith(path) ? text.slice(path.length) : text);

describe('import errors in French (narratorFor("fr").importError)', () => {
  it('says every code, field first, and the English narrator says the engine’s line', async () => {
    const all = await errors();
    expect(new Set(all.map((e) => e.code))).toEqual(new Set(SCENARIO_ERROR_CODES));
    for (const e of all) {
      expect(en.importError(e)).toBe(e.path ? `${e.path}: ${e.message}` : e.message);
      const line = fr.importError(e);
      expect(line).toMatch(/\S/);
      if (e.path) expect(line.startsWith(`${e.path}\u202f: `), line).toBe(true);
      // The format's values, quoted as the reader must type them ("creature"), are not French words.
      expect(terminologySlips(line.replace(/«[^»]*»/g, ' ')), line).toEqual([]);
    }
  });

  it('uses no word of the English messages (the format’s own values and keys quoted)', async () => {
    const pairs: TextPair[] = (await errors()).map((e) => ({
      en: withoutPath(en.importError(e), e.path),
      fr: withoutPath(fr.importError(e), e.path),
      state: TABLE,
      what: e.code,
    }));
    const english = englishVocabulary(pairs);
    // Spelled the same in French: the data format's name, and words both languages have.
    for (const w of ['json', 'type', 'types', 'position', 'non', 'long']) english.delete(w);
    expect(english.size).toBeGreaterThan(40);
    expect(leaks(pairs, english)).toBe('');
  });

  it('says a few as written here by hand', async () => {
    const zone = parseScenario({ format: 'apnap/1', players: ['Ana', 'Ben'], activePlayer: 'Ana', cards: [{ id: 'x', name: 'X', owner: 'Ana', zone: 'sideboard', types: ['land'] }], effect: { id: 'smallpox', controller: 'Ana' } });
    expect(!zone.ok && fr.importError(zone.error)).toBe('cards[0].zone\u202f: valeur attendue parmi «\u202fhand\u202f», «\u202fbattlefield\u202f», «\u202fgraveyard\u202f», «\u202flibrary\u202f» et «\u202fexile\u202f»');
    const long = await decodeScenario('A'.repeat(70000));
    expect(!long.ok && fr.importError(long.error)).toBe('s\u202f: le lien est trop long (plus de 65\u202f536 caractères)');
    const text = parseScenarioText('{"format": ');
    expect(!text.ok && fr.importError(text.error)).toMatch(/^ce n’est pas du JSON valide/);
  });
});
