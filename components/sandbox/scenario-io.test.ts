import { describe, expect, it } from 'vitest';
import { encodeScenario } from '@/engine';
import type { Scenario } from '@/engine/types';
import { frenchNarrator } from '@/i18n/narrators/fr';
import { defaultForm } from './table-form';
import { documentFromScenario, scenarioFromForm } from './form-scenario';
import { addPlayer, setTeams } from './player-edits';
import { addKnownCard, updateCard } from './card-edits';
import { parseStoredDocument } from './persist';
import { checkForm, describeError, loadShared, loadText, scenarioJson, shareHref, shareParam } from './scenario-io';

const withDecisions: Scenario = {
  ...scenarioFromForm(defaultForm()),
  decisions: [{ player: 'Ben', choice: ['solemn'] }],
};

describe('share links (scenario-format.md, "Share links")', () => {
  it('the default table is a valid scenario for the engine', () => {
    const checked = checkForm(defaultForm());
    expect(checked.ok).toBe(true);
  });

  it('a link rebuilds the same table and decisions', async () => {
    const href = await shareHref(withDecisions, 'https://example.test');
    const url = new URL(href);
    expect(url.pathname).toBe('/sandbox');
    const loaded = await loadShared(shareParam(url.search)!);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(scenarioFromForm(loaded.doc.form, loaded.doc.decisions)).toEqual(withDecisions);
  });

  it('a Wrath of God table with Blood Artist and Zulaport Cutthroat, orders and targets included, survives the link (603.3b)', async () => {
    let form = addKnownCard(defaultForm(), 'Blood Artist', 'p2');
    form = addKnownCard(form, 'Zulaport Cutthroat', 'p1');
    form = { ...form, effectId: 'wrath-of-god', effectControllerKey: 'p2' };
    const scenario: Scenario = {
      ...scenarioFromForm(form),
      decisions: [
        { player: 'Ben', choice: ['blood-artist:solemn', 'blood-artist:blood-artist'] },
        { player: 'Ben', choice: ['Cy'] },
      ],
    };
    expect(checkForm(form).ok).toBe(true);
    const loaded = await loadShared(shareParam(new URL(await shareHref(scenario, 'https://example.test')).search)!);
    expect(loaded.ok ? scenarioFromForm(loaded.doc.form, loaded.doc.decisions) : loaded.error).toEqual(scenario);
  });

  it.each([
    ['garbage', 'garbage'],
    ['not base64url', '%%%***'],
    ['empty', ''],
    ['base64url of bytes that are not deflate', Buffer.from([0xff, 0xfe, 0xfd, 0x00]).toString('base64url')],
  ])('a %s link is refused with a message, never a throw', async (_, s) => {
    const loaded = await loadShared(s);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(describeError(loaded.error).length).toBeGreaterThan(3);
  });

  it('a link whose scenario has a bad field names the field', async () => {
    const bad = { ...withDecisions, cards: [{ ...withDecisions.cards[0]!, zone: 'pocket' }] } as unknown as Scenario;
    const loaded = await loadShared(await encodeScenario(bad));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(describeError(loaded.error)).toMatch(/^cards\[0\]\.zone: /);
  });

  // A table written for Two-Headed Giant but labelled apnap/1 would open as a free-for-all.
  it('a link or file labelled apnap/1 with teams or controlledBy is refused, naming apnap/2, in both languages', async () => {
    const giant = { ...scenarioFromForm(setTeams(addPlayer(defaultForm()), true)), format: 'apnap/1' } as Scenario;
    expect(giant.teams).toHaveLength(2);
    const fromLink = await loadShared(await encodeScenario(giant));
    const fromFile = loadText(scenarioJson({ ...giant, teams: undefined, controlledBy: { [giant.players[0]!]: giant.players[1]! } }));
    expect(!fromLink.ok && describeError(fromLink.error)).toBe('teams: "teams" is a field of "apnap/2", not of "apnap/1": write "format": "apnap/2" to use it');
    expect(!fromLink.ok && frenchNarrator.importError(fromLink.error)).toBe('teams\u202f: «\u202fteams\u202f» est un champ de «\u202fapnap/2\u202f», pas de «\u202fapnap/1\u202f»\u202f: écrivez «\u202f"format": "apnap/2"\u202f» pour l’utiliser');
    expect(!fromFile.ok && fromFile.error).toMatchObject({ path: 'controlledBy', code: 'format-field', params: { field: 'controlledBy', format: 'apnap/2' } });
    expect((await loadShared(await encodeScenario({ ...giant, format: 'apnap/2' }))).ok).toBe(true);
  });

  it('shareParam reads only `s`', () => {
    expect(shareParam('?x=1&s=abc')).toBe('abc');
    expect(shareParam('')).toBeNull();
  });
});

describe('scenario files', () => {
  it('an exported file imports back to the same table and decisions', () => {
    const loaded = loadText(scenarioJson(withDecisions));
    expect(loaded.ok && scenarioFromForm(loaded.doc.form, loaded.doc.decisions)).toEqual(withDecisions);
  });

  it('text that is not JSON, or not a scenario, is refused with the engine’s message', () => {
    for (const text of ['', '{ nope', '[]', '{"format":"apnap/2"}']) {
      const loaded = loadText(text);
      expect(loaded.ok).toBe(false);
    }
  });

  it('the form is checked by the engine: a card with no type names its field', () => {
    const form = updateCard(defaultForm(), 'bears', { types: [] });
    const checked = checkForm(form);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.path).toMatch(/^cards\[0\]\.types/);
  });

  it('a round trip through the form keeps a scenario from a file unchanged', () => {
    const loaded = loadText(scenarioJson(withDecisions));
    if (!loaded.ok) throw new Error('not loaded');
    expect(documentFromScenario(scenarioFromForm(loaded.doc.form, loaded.doc.decisions))).toEqual(loaded.doc);
  });
});

describe('the table kept in this browser', () => {
  it('reads back only what has the shape of a stored table', () => {
    const doc = documentFromScenario(withDecisions);
    expect(parseStoredDocument(JSON.stringify(doc))).toEqual(doc);
    for (const bad of [null, '', '{', '[]', '{"form":{},"decisions":[]}', JSON.stringify({ ...doc, decisions: [{ player: 1 }] })]) {
      expect(parseStoredDocument(bad)).toBeNull();
    }
    const wrongZone = { ...doc, form: { ...doc.form, cards: [{ ...doc.form.cards[0]!, zone: 'pocket' }] } };
    expect(parseStoredDocument(JSON.stringify(wrongZone))).toBeNull();
  });
});
