// The English is built in one place: every logged text is narrate(event) of the event's own data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { judge, narrate, promptOf } from './index';
import type { Scenario } from './types';

const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, 'golden/corpus.json.gz'))).toString('utf8')) as { entries: { scenario: Scenario }[] };

describe('narrate', () => {
  it('rebuilds every text and prompt from the typed data alone (examples, fixtures, random tables)', () => {
    let n = 0;
    for (const { scenario } of corpus.entries.slice(0, 120)) {
      const out = judge(scenario);
      for (const e of out.events) {
        expect(narrate(JSON.parse(JSON.stringify(e)))).toBe(e.text);
        n++;
      }
      if (out.pending) expect(promptOf(out.pending.question, out.pending.player, out.pending.params)).toBe(out.pending.prompt);
    }
    expect(n).toBeGreaterThan(1000);
  }, 30_000);
});
