// The apnap/1 example the scenario tests start from (Smallpox, three players, a Dryad Arbor, two
// decisions): one copy for the validator's tests and the sandbox builder's round trip.

/**
 * A fresh copy each call, so a test may change it. Typed as the plain JSON it stands for (strings,
 * not the engine's unions): the validator's tests break it field by field; callers wanting a
 * `Scenario` say so, and the validator's tests prove it is one.
 */
export const smallpoxExample = () => ({
  format: 'apnap/1',
  players: ['Ana', 'Ben', 'Cy'],
  activePlayer: 'Ben',
  life: { Ana: 20 },
  cards: [
    { id: 'bears', name: 'Grizzly Bears', owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 2 },
    { id: 'arbor', name: 'Dryad Arbor', owner: 'Ana', zone: 'battlefield', types: ['land', 'creature'] },
    { id: 'bolt', name: 'Lightning Bolt', owner: 'Ben', zone: 'hand', types: ['instant'], manaValue: 1 },
  ],
  effect: { id: 'smallpox', controller: 'Ana' },
  decisions: [
    { player: 'Ben', choice: ['bolt'] },
    { player: 'Cy', choice: [] },
  ],
});
