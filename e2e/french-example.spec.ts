// A French example, end to end in the browser: the walkthrough stepped to its last step with the
// French narration and the engine's verdict in French, then "À vous de jouer": the first authored
// choice made by the wrong player is refused in French with the rule, and made by the right player
// it is accepted. No interface string of the English dictionary appears on the way.
import { expect, test, type Locator } from '@playwright/test';
import { example as exampleOf } from '../content/library';
import { englishOnlyPieces } from './quality/french-routes';
import { cardButton, escape, liveSimulator } from './simulators';

const SLUG = 'sacrifice-three-players';

async function noEnglishInterface(sim: Locator): Promise<void> {
  const seen = (await sim.innerText()).replace(/\s+/g, ' ');
  const english = englishOnlyPieces().filter(({ piece }) => seen.includes(piece));
  expect(english, 'interface strings of the English dictionary').toEqual([]);
}

test('a French example: walkthrough to the end, then a refused and an accepted choice, in French', async ({ page }) => {
  const example = exampleOf(SLUG, 'fr');
  expect(example, 'the French text of the example').not.toBeNull();
  const total = example!.steps.length;
  const first = example!.scenario.decisions![0]!;
  const wrong = example!.scenario.players.find((p) => p !== first.player)!;

  await page.goto(`/fr/exemples/${SLUG}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const sim = await liveSimulator(page.locator(`[data-simulator][data-slug="${SLUG}"]`));
  const next = sim.getByRole('button', { name: 'Étape suivante' });
  const verdict = sim.locator('p', { hasText: /^✓ Le moteur est d’accord/ });

  for (let i = 0; i < total; i++) {
    if (i > 0) await next.click();
    await expect(sim.getByText(`Étape ${i + 1} sur ${total}`, { exact: true })).toBeVisible();
    await expect(sim.getByText(example!.steps[i]!.narration, { exact: true }), `French narration of step ${i + 1}`).toBeVisible();
    await expect(verdict, `verdict of step ${i + 1}`).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await noEnglishInterface(sim);

  await sim.getByRole('button', { name: 'À vous de jouer' }).click();
  const chooser = sim.getByRole('group', { name: 'Choisir en tant que' });
  const card = example!.scenario.cards.find((c) => c.id === first.choice[0])!;

  // Refused: someone else than the player the rules ask first (101.4), with the rule cited.
  await chooser.getByRole('radio', { name: wrong, exact: true }).check();
  await cardButton(sim, card, 'fr').click();
  const alert = sim.getByRole('alert');
  await expect(alert).toContainText('Refusé :');
  await expect(alert).toContainText(new RegExp(`\\b${escape(first.player)}\\b`));
  await expect(alert).toContainText(/\d{3}\.\d+[a-z]?/);
  await expect(sim.getByText('✓ Accepté.')).toHaveCount(0);

  // Accepted: the same card by the right player.
  await chooser.getByRole('radio', { name: first.player, exact: true }).check();
  await cardButton(sim, card, 'fr').click();
  await expect(sim.getByText('✓ Accepté.')).toBeVisible();
  await expect(sim.getByRole('alert')).toHaveCount(0);
  await noEnglishInterface(sim);
});
