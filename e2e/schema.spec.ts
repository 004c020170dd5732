import { expect, test } from '@playwright/test';

// The published JSON Schema of apnap/1 (scenario-format.md, "A published JSON Schema").
test.describe('/schema/apnap-1.json', () => {
  test('is served as a static JSON Schema that says what it cannot express', async ({ request }) => {
    const response = await request.get('/schema/apnap-1.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/schema\+json/);
    const schema = (await response.json()) as { $schema: string; description: string; properties: { effect: { properties: { id: { enum: string[] } } } } };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.description).toMatch(/card ids are unique/);
    expect(schema.properties.effect.properties.id.enum).toContain('wrath-of-god');
  });

  test('the sandbox page links to it', async ({ page }) => {
    await page.goto('/sandbox');
    await expect(page.getByRole('link', { name: 'JSON Schema' })).toHaveAttribute('href', '/schema/apnap-1.json');
  });
});
