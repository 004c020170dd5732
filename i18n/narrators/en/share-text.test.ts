import { describe, expect, it } from 'vitest';
import { timeline, walkthrough } from '@/engine';
import { sacrificeExample } from '@/components/simulator/test-example';
import { shareInput, shareText, type ShareInput } from './share-text';

const input: ShareInput = {
  title: 'Each player sacrifices a creature',
  resolving: 'Each player sacrifices a creature, controlled by Ana',
  players: ['Ana', 'Ben', 'Cy'],
  activePlayer: 'Cy',
  life: { Ana: 20, Ben: 18, Cy: 20 },
  stepIndex: 1,
  total: 5,
  steps: [
    { lines: [{ text: 'Each player sacrifices a creature begins to resolve.', rule: '608.2' }] },
    { lines: [{ text: 'Cy chooses Timber Wolves to sacrifice.', rule: '101.4' }] },
  ],
  pending: { player: 'Ana', prompt: 'Choose a creature you control to sacrifice.', rule: '101.4' },
  url: 'https://apnap.example/examples/x/2',
};

describe('copy as text', () => {
  it('gives the title, the table, every step with its rule, who is pending, and the link', () => {
    expect(shareText(input)).toBe(
      [
        'Each player sacrifices a creature — step 2 of 5',
        'Players in turn order: Ana: 20 life, Ben: 18 life, Cy (active player): 20 life.',
        'Resolving: Each player sacrifices a creature, controlled by Ana.',
        '',
        '1. Each player sacrifices a creature begins to resolve. (608.2)',
        '2. Cy chooses Timber Wolves to sacrifice. (101.4)',
        '',
        'Now: Ana to choose — Choose a creature you control to sacrifice. (101.4)',
        'https://apnap.example/examples/x/2',
      ].join('\n'),
    );
  });

  it('names the active team at a Two-Headed Giant table: both its players are active players (805.4a)', () => {
    const text = shareText({ ...input, players: ['Ana', 'Ben', 'Cy', 'Dee'], activePlayer: 'Cy', activeTeam: ['Cy', 'Dee'], life: { Ana: 30, Ben: 30, Cy: 25, Dee: 25 } });
    expect(text).toContain('Players in turn order: Ana: 30 life, Ben: 30 life, Cy (active team): 25 life, Dee (active team): 25 life.');
    expect(text).not.toContain('active player');
  });

  it('says when the effect has finished, and includes a refusal by the engine', () => {
    const text = shareText({
      ...input,
      steps: [{ lines: [], refused: { text: 'Cy chooses first: Cy is the active player.', rule: '101.4' } }],
      pending: null,
    });
    expect(text).toContain('1. Refused by the engine: Cy chooses first: Cy is the active player. (101.4)');
    expect(text).toContain('Now: the effect has finished resolving.');
  });

  it('is built from the engine’s walkthrough up to the step shown', () => {
    const walk = walkthrough(timeline(sacrificeExample.scenario), sacrificeExample.steps.map((s) => s.expect), sacrificeExample.scenario.decisions ?? []);
    const text = shareText(shareInput(sacrificeExample, walk, 2, 'https://h/e/3'));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Each player sacrifices a creature — step 3 of 5');
    expect(lines[1]).toContain('Cy (active player): 20 life');
    expect(text).toMatch(/^3\. .*Ana.*\(101\.4\)$/m);
    expect(text).not.toMatch(/^4\./m);
    expect(text).toMatch(/^Now: Ben to choose — .*\(101\.4\)$/m);
    expect(lines.at(-1)).toBe('https://h/e/3');
  });
});
