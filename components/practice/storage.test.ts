// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadScore, loadSettings, NO_SCORE, saveScore, saveSettings, scored } from './storage';

beforeEach(() => window.localStorage.clear());

describe('score and streak, kept in this browser', () => {
  it('counts answers, right answers, the current streak and the best one', () => {
    let s = NO_SCORE;
    for (const right of [true, true, false, true]) s = scored(s, right);
    expect(s).toEqual({ answered: 4, right: 3, streak: 1, best: 2 });
  });
  it('survives a reload, and unreadable data gives a fresh score instead of an error', () => {
    saveScore({ answered: 5, right: 4, streak: 2, best: 3 });
    expect(loadScore()).toEqual({ answered: 5, right: 4, streak: 2, best: 3 });
    window.localStorage.setItem('apnap-practice-score/1', '{not json');
    expect(loadScore()).toEqual(NO_SCORE);
    window.localStorage.setItem('apnap-practice-score/1', JSON.stringify({ answered: -1, right: 'x', streak: 1.5 }));
    expect(loadScore()).toEqual(NO_SCORE);
  });
});

describe('topics and difficulty, kept in this browser', () => {
  it('round-trips and keeps only known topics and a player count of 2 to 6', () => {
    saveSettings({ ...DEFAULT_SETTINGS, topics: ['rituel'], maxPlayers: 3, hidden: false });
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, topics: ['rituel'], maxPlayers: 3, hidden: false });
    window.localStorage.setItem('apnap-practice-settings/1', JSON.stringify({ topics: ['nope'], maxPlayers: 9, hidden: 'no' }));
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
