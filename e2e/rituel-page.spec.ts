import { expect, test } from '@playwright/test';

// /cards/rituel: "Rituel" is the French type line of a nameless seed card, and its second wording
// is the seed's revision, not an Oracle errata.
test.describe('Rituel page', () => {
  test('says Rituel is a type line and calls the second wording revised, not an errata', async ({ page }) => {
    await page.goto('/cards/rituel');
    const main = page.locator('main');
    await expect(main).toContainText('"Rituel" is not the card\'s name. It is the French type line');
    await expect(main.getByText('Type line: Rituel (Sorcery)')).toHaveCount(2);
    await expect(main.getByRole('heading', { name: 'Revised wording', exact: true })).toBeVisible();
    await expect(main.getByRole('radio', { name: /Revised wording/ })).toBeVisible();
    const text = (await main.innerText()).replace('not a published Oracle errata', '');
    expect(text).not.toMatch(/errata/i);
  });

  test('cites 400.7 for the duplicate cast and the Mind\'s Dilation ruling for sorcery timing', async ({ page }) => {
    await page.goto('/cards/rituel');
    const main = page.locator('main');
    await expect(main).toContainText('a card that changes zones becomes a new object (400.7)');
    await expect(main).toContainText("official Mind's Dilation ruling, 2016-07-13");
    await expect(main).toContainText('(112.2)');
  });

  test('an old link to the "why the wording changed" section still lands on it', async ({ page }) => {
    await page.goto('/cards/rituel#why-the-wording-changed');
    await expect(page.getByRole('heading', { name: /What the revised wording changes/ })).toBeInViewport();
  });
});
