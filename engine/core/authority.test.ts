// The table authority, rule by rule: each describe is one rule, asked at the tables it speaks of.
import { describe, expect, it } from 'vitest';
import {
  activeLeft, activePlayers, addedTurns, apnap, controllerOf, deciderOf, inGame, isActive, isOpponent, meantActive, opponents,
  primary, sides, simultaneousOrder, speakers, standIn, teammates, turnOrder, type Table,
} from './authority';

const table = (over: Partial<Table> = {}): Table => ({ seats: ['Ana', 'Ben', 'Cleo', 'Dan'], active: 'Ben', teams: null, controlledBy: {}, left: [], ...over });
const twoHeaded = (over: Partial<Table> = {}): Table => table({ teams: [['Ana', 'Ben'], ['Cleo', 'Dan']], ...over });

describe('101.4: APNAP order', () => {
  it('two players: the active player, then the other', () => {
    expect(apnap(table({ seats: ['Ana', 'Ben'], active: 'Ben' }))).toEqual(['Ben', 'Ana']);
  });
  it('a free-for-all of 3 to 8: the active player, then each other player in turn order', () => {
    expect(apnap(table())).toEqual(['Ben', 'Cleo', 'Dan', 'Ana']);
    const eight = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    expect(apnap(table({ seats: eight, active: 'F' }))).toEqual(['F', 'G', 'H', 'A', 'B', 'C', 'D', 'E']);
  });
  it('turn order from a player (608.2c, "starting with you"), whoever is active', () => {
    expect(turnOrder(table(), 'Dan')).toEqual(['Dan', 'Ana', 'Ben', 'Cleo']);
  });
});

describe('805.6: team order', () => {
  it('the active team first, then each nonactive team in turn order; sides are teams', () => {
    expect(sides(twoHeaded({ active: 'Dan' }))).toEqual([['Cleo', 'Dan'], ['Ana', 'Ben']]);
  });
  it("each team's players in the order the team chose", () => {
    expect(apnap(twoHeaded(), [['Ben', 'Ana'], ['Dan', 'Cleo']])).toEqual(['Ben', 'Ana', 'Dan', 'Cleo']);
    expect(apnap(twoHeaded(), [['Ben', 'Ana']])).toEqual(['Ben', 'Ana', 'Cleo', 'Dan']);
  });
  it('the speakers are the primary players (805.2)', () => {
    expect(speakers(twoHeaded({ active: 'Cleo' }))).toEqual(['Cleo', 'Ana']);
    expect(primary(twoHeaded(), ['Cleo', 'Dan'])).toBe('Cleo');
  });
});

describe('800.4j: the active player has left', () => {
  it('the order still counts from their seat, and the turn has no active player', () => {
    const t = table({ left: ['Ben'] });
    expect(activeLeft(t)).toBe(true);
    expect(apnap(t).filter((p) => inGame(t).includes(p))).toEqual(['Cleo', 'Dan', 'Ana']);
  });
});

describe('102.2, 102.3: opponents and teammates', () => {
  it('two players: the other player is the opponent', () => {
    const t = table({ seats: ['Ana', 'Ben'] });
    expect(opponents(t, 'Ana')).toEqual(['Ben']);
    expect(teammates(t, 'Ana')).toEqual([]);
  });
  it('a free-for-all: every other player still in the game', () => {
    expect(opponents(table({ left: ['Dan'] }), 'Ana')).toEqual(['Ben', 'Cleo']);
  });
  it('teams: a teammate is not an opponent; both players of the other team are', () => {
    const t = twoHeaded();
    expect(teammates(t, 'Ana')).toEqual(['Ben']);
    expect(isOpponent(t, 'Ana', 'Ben')).toBe(false);
    expect(opponents(t, 'Ana')).toEqual(['Cleo', 'Dan']);
  });
});

describe('805.4a, 805.9: the active team and "the active player"', () => {
  it('both players of the active team are active players', () => {
    const t = twoHeaded();
    expect(activePlayers(t)).toEqual(['Ana', 'Ben']);
    expect(isActive(t, 'Ana')).toBe(true);
    expect(isActive(t, 'Cleo')).toBe(false);
  });
  it('an ability meaning "the active player" means one of them, chosen by its controller: the choices', () => {
    expect(meantActive(twoHeaded())).toEqual(['Ana', 'Ben']);
    expect(meantActive(twoHeaded({ left: ['Ana'] }))).toEqual(['Ben']);
    expect(meantActive(table())).toEqual(['Ben']);
  });
});

describe('722.5, 805.8: who makes a player’s decisions', () => {
  it('a controlled player alone: their controller; everyone else decides for themselves', () => {
    const t = table({ controlledBy: { Ana: 'Cleo' } });
    expect(deciderOf(t, 'Ana')).toBe('Cleo');
    expect(deciderOf(t, 'Ben')).toBe('Ben');
  });
  it("at a team table, controlling a player controls that player's team", () => {
    const t = twoHeaded({ controlledBy: { Ana: 'Cleo' } });
    expect(deciderOf(t, 'Ana')).toBe('Cleo');
    expect(deciderOf(t, 'Ben')).toBe('Cleo');
    expect(deciderOf(t, 'Dan')).toBe('Dan');
  });
  it('800.4a, 800.4b: control by a player who has left has ended', () => {
    expect(controllerOf(twoHeaded({ controlledBy: { Ana: 'Cleo' }, left: ['Cleo'] }), 'Ben')).toBeNull();
  });
});

describe('800.4g, 800.4h: a decision owed by a player who left', () => {
  it('a rule’s choice: the next player in turn order still in the game', () => {
    expect(standIn(table({ left: ['Ben', 'Cleo'] }), 'Ben')).toBe('Dan');
  });
  it('an object’s choice: a player its controller chooses, another opponent if the first was one', () => {
    expect(standIn(table({ left: ['Ben'] }), 'Ben', 'Ana')).toEqual(['Cleo', 'Dan']);
    expect(standIn(twoHeaded({ left: ['Cleo'] }), 'Cleo', 'Ana')).toEqual(['Dan']);
  });
  it('a player still in the game makes their own', () => {
    expect(standIn(table(), 'Ben')).toBe('Ben');
  });
});

describe('500.7, 805.8: who takes the turns an effect adds', () => {
  it('free-for-all: each player given one, added in APNAP order', () => {
    expect(addedTurns(table(), ['Ana', 'Ben', 'Cleo', 'Dan']).map((x) => x.player)).toEqual(['Ben', 'Cleo', 'Dan', 'Ana']);
  });
  it("teams: the player's team takes it, and one effect giving two teammates the same turn adds one", () => {
    expect(addedTurns(twoHeaded({ active: 'Dan' }), ['Ana', 'Ben', 'Cleo', 'Dan'])).toEqual([
      { player: 'Cleo', side: ['Cleo', 'Dan'] },
      { player: 'Ana', side: ['Ana', 'Ben'] },
    ]);
  });
  it('a player who left is given none', () => {
    expect(addedTurns(table({ left: ['Cleo'] }), ['Ana', 'Cleo']).map((x) => x.player)).toEqual(['Ana']);
  });
});

describe('405.3, 613.7m with 805.6: objects put on the stack or timestamped at once', () => {
  it('free-for-all: the active player’s first, then APNAP order', () => {
    expect(simultaneousOrder(table(), ['Ana', 'Dan', 'Ben'])).toEqual(['Ben', 'Dan', 'Ana']);
  });
  it("teams: the active team's first, in the order it gave, then the other team's", () => {
    expect(simultaneousOrder(twoHeaded(), ['Dan', 'Cleo', 'Ben', 'Ana'])).toEqual(['Ben', 'Ana', 'Dan', 'Cleo']);
  });
});
