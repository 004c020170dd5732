// Score, streak and settings, kept in this browser only (localStorage; no account). Anything
// unreadable (another version's data, a full or disabled storage) falls back to the defaults.
import { TOPIC_IDS } from '@/engine/practice';
import type { DrillFilter } from '@/engine/practice';

export interface Score {
  answered: number;
  right: number;
  streak: number;
  best: number;
}

export const NO_SCORE: Score = { answered: 0, right: 0, streak: 0, best: 0 };

export const DEFAULT_SETTINGS: DrillFilter = {
  topics: TOPIC_IDS,
  maxPlayers: 6,
  opponentsTurn: true,
  hidden: true,
  severalSteps: true,
};

export const SCORE_KEY = 'apnap-practice-score/1';
export const SETTINGS_KEY = 'apnap-practice-settings/1';

function read(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the score lives for this visit only.
  }
}

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function loadScore(): Score {
  const v = read(SCORE_KEY);
  if (!isRecord(v)) return NO_SCORE;
  return { answered: count(v.answered), right: count(v.right), streak: count(v.streak), best: count(v.best) };
}

export const saveScore = (s: Score) => write(SCORE_KEY, s);

/** The score after one more answer. */
export function scored(s: Score, right: boolean): Score {
  const streak = right ? s.streak + 1 : 0;
  return { answered: s.answered + 1, right: s.right + (right ? 1 : 0), streak, best: Math.max(s.best, streak) };
}

export function loadSettings(): DrillFilter {
  const v = read(SETTINGS_KEY);
  if (!isRecord(v)) return DEFAULT_SETTINGS;
  const topics = Array.isArray(v.topics) ? TOPIC_IDS.filter((t) => (v.topics as unknown[]).includes(t)) : DEFAULT_SETTINGS.topics;
  const max = count(v.maxPlayers);
  const flag = (x: unknown, d: boolean) => (typeof x === 'boolean' ? x : d);
  return {
    topics: topics.length ? topics : DEFAULT_SETTINGS.topics,
    maxPlayers: max >= 2 && max <= 6 ? max : DEFAULT_SETTINGS.maxPlayers,
    opponentsTurn: flag(v.opponentsTurn, true),
    hidden: flag(v.hidden, true),
    severalSteps: flag(v.severalSteps, true),
  };
}

export const saveSettings = (s: DrillFilter) => write(SETTINGS_KEY, s);

