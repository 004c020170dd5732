// Our parse of 2026-01-16 against another project's (rulesraker, MIT): the same rule ids in the same
// order, the same texts, examples and glossary, compared by the digest committed beside this test
// (fixtures/, written by rulesraker-fixture.ts), so that a fresh clone checks it without ../shared.
// At the last regeneration: no difference (3269 entries, 725 glossary terms).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossary, NEWEST_EDITION, rule, ruleIds } from '@/content/cr/reader';
import { digest } from './digest';

const fixture = fs.readFileSync(path.join(__dirname, 'fixtures', 'rulesraker-2026-01-16.tsv'), 'utf8').trimEnd().split('\n');

/** The lines only one side has, each side's own: a difference named by its id. */
function differences(ours: string[], theirs: string[]): { ours: string[]; theirs: string[] } {
  const a = new Set(ours);
  const b = new Set(theirs);
  return { ours: ours.filter((l) => !b.has(l)), theirs: theirs.filter((l) => !a.has(l)) };
}

describe('the committed dataset’s 2026-01-16 and rulesraker’s parse of it', () => {
  const ours = digest({ entries: ruleIds().map((id) => rule(id)!), glossary: glossary() });

  it('is the edition compared', () => {
    expect(NEWEST_EDITION).toBe('2026-01-16');
  });

  it('have the same entries in the same order, with the same texts and examples, and the same glossary', () => {
    expect(differences(ours, fixture)).toEqual({ ours: [], theirs: [] });
    expect(ours).toEqual(fixture);
    expect(ours.filter((l) => !l.startsWith('glossary\t'))).toHaveLength(3269);
  });

  it('would show a changed text as a difference', () => {
    const changed = digest({ entries: ruleIds().map((id) => ({ ...rule(id)!, text: id === '101.4' ? 'x' : rule(id)!.text })), glossary: glossary() });
    expect(differences(changed, fixture).theirs).toEqual([fixture.find((l) => l.startsWith('101.4\t'))]);
  });
});
