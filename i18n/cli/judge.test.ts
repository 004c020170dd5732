import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const run = (args: string[], input?: string) =>
  spawnSync(tsx, [join(root, 'i18n/cli/judge.ts'), ...args], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });
const fixture = (f: string) => join(root, 'engine/fixtures', f);

describe('judge CLI exit statuses', () => {
  it('exits 0 and prints the JSON result when every decision is legal', () => {
    const r = run([fixture('sacrifice-opponents-turn.json')]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, applied: 3, done: true, pending: null });
    expect(r.stderr).toBe('');
  });
  it('exits 1 when a decision is illegal', () => {
    const r = run([fixture('illegal-sacrifice-controller-first.json')]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ decision: 0, rule: '101.4', code: 'out-of-order', message: 'Cy chooses first: Cy is the active player.' });
  });
  it('exits 2 with one line on stderr and nothing on stdout for an invalid scenario', () => {
    const r = run([fixture('invalid-zone.json')]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('cards[3].zone: expected one of hand, battlefield, graveyard, library, exile\n');
  });
  // A Two-Headed Giant table with a controlled player, labelled apnap/1: judged as a free-for-all
  // with nobody controlled, exit 0, before this was refused.
  it('exits 2 naming apnap/2 for an apnap/1 file with teams or controlledBy', () => {
    const table = JSON.parse(readFileSync(fixture('crossing-2-controlled-player-2hg.json'), 'utf8')) as Record<string, unknown>;
    expect(run([fixture('crossing-2-controlled-player-2hg.json')]).status).not.toBe(2);
    const teams = run(['-'], JSON.stringify({ ...table, format: 'apnap/1' }));
    expect([teams.status, teams.stdout, teams.stderr]).toEqual([2, '', 'teams: "teams" is a field of "apnap/2", not of "apnap/1": write "format": "apnap/2" to use it\n']);
    const controlled = run(['-'], JSON.stringify({ ...table, format: 'apnap/1', teams: undefined }));
    expect([controlled.status, controlled.stderr]).toEqual([2, 'controlledBy: "controlledBy" is a field of "apnap/2", not of "apnap/1": write "format": "apnap/2" to use it\n']);
  });
  it('reads standard input with "-", and exits 2 on bad JSON or an unreadable file', () => {
    expect(run(['-'], '{"format":"apnap/1"').status).toBe(2);
    const missing = run([join(root, 'engine/fixtures/no-such-file.json')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(missing.stderr).not.toMatch(/at .*\.ts/);
  });
});
