// The CR's entries held one rule at a time: every entry once, in order, its anchor and the target's
// mark inside its rule's holder.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { byRule, CrEntries } from './CrEntries';
import { compareIds } from '@/content/cr/text';
import { entryTree, newestSource } from './source';
import styles from './cr.module.css';

const source = newestSource();

describe('byRule', () => {
  it('cuts 702 where each rule starts: the heading alone, then each rule with its own subrules', () => {
    const entries = entryTree(source, '702');
    const groups = byRule(entries);
    expect(groups.flat()).toEqual(entries);
    expect(groups[0]!.map((e) => e.id)).toEqual(['702']);
    const rules = [...source.rule('702')!.children].sort(compareIds);
    expect(groups.slice(1).map((g) => g[0]!.id)).toEqual(rules);
    for (const [head, ...subrules] of groups.slice(1)) {
      expect(head!.kind).toBe('rule');
      for (const s of subrules) expect(s.parent, s.id).toBe(head!.id);
    }
  });
});

describe('CrEntries', () => {
  it('writes every entry once with its anchor, marks the target and the holder of its rule only', () => {
    const entries = entryTree(source, '702.19');
    const html = renderToStaticMarkup(<CrEntries entries={entries} source={source} lang="fr" target="702.19b" />);
    for (const e of entries) expect(html.split(`id="${e.id}"`).length - 1, e.id).toBe(1);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/<div id="702\.19b"[^>]*aria-current="true"/);
    expect(html).toContain('href="/fr/regles/702.19b#702.19b"');
    expect(html.match(/lang="en"/g)).toHaveLength(entries.length);
    expect(html.split(`class="${styles.group} ${styles.marked}"`).length - 1).toBe(1);
  });
});
