import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';

// A worked example every build has (content/examples/sacrifice-three-players.json): 5 steps.
const SLUG = 'sacrifice-three-players';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The simulator once its interactive part has loaded (it loads on focus, hover or idle). */
async function liveSimulator(page: Page) {
  const sim = page.locator('[data-simulator]').first();
  await sim.hover();
  await expect(sim).toHaveAttribute('data-ready', 'true');
  return sim;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('sharing a step of a worked example', () => {
  test('"Copy link to this step" gives a link that opens the same step', async ({ page, context }) => {
    await page.goto(`/examples/${SLUG}/2`);
    const sim = await liveSimulator(page);
    await expect(sim.getByText('Step 2 of 5')).toBeVisible();
    await sim.getByRole('button', { name: /Next step/ }).click();
    await expect(sim.getByText('Step 3 of 5')).toBeVisible();

    await sim.getByRole('button', { name: 'Copy link to this step' }).click();
    await expect(sim.getByRole('status')).toContainText('Copied');
    const link = await clipboard(page);
    expect(new URL(link).pathname).toBe(`/examples/${SLUG}/3`);

    const other = await context.newPage();
    await other.goto(link);
    await expect(other.locator('[data-simulator]').first().getByText('Step 3 of 5')).toBeVisible();
    await expect(other).toHaveTitle(/step 3 of 5/i);
    await other.close();
  });

  test('"Copy as text" gives the situation and the ruling, with rules cited', async ({ page }) => {
    await page.goto(`/examples/${SLUG}/5`);
    const sim = await liveSimulator(page);
    await sim.getByRole('button', { name: 'Copy as text' }).click();
    await expect(sim.getByRole('status')).toContainText('Copied');
    const text = await clipboard(page);
    expect(text).toContain('step 5 of 5');
    expect(text).toMatch(/Cy \(active player\)/);
    expect(text).toContain('(101.4)');
    expect(text).toMatch(/Llanowar Elves/);
    expect(text).toContain(`/examples/${SLUG}/5`);
  });

  test('each step page has its own title, description and Open Graph image', async ({ page, request }) => {
    await page.goto(`/examples/${SLUG}/3`);
    await expect(page).toHaveTitle(/step 3 of 5/i);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(20);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toMatch(/step 3 of 5/i);

    const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(image).toBeTruthy();
    expect(new URL(image!).pathname).toContain(`/examples/${SLUG}/3/opengraph-image`);
    expect(await page.locator('meta[property="og:image:width"]').first().getAttribute('content')).toBe('1200');
    expect(await page.locator('meta[property="og:image:height"]').first().getAttribute('content')).toBe('630');
    expect(await page.locator('meta[property="og:image:alt"]').first().getAttribute('content')).toMatch(/step/i);

    // Served from this server, whatever SITE_URL the build used.
    const { pathname, search } = new URL(image!);
    const png = await request.get(pathname + search);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    // PNG IHDR: width and height, big-endian, at bytes 16-23.
    expect(body.readUInt32BE(16)).toBe(1200);
    expect(body.readUInt32BE(20)).toBe(630);

    // Another step has another image.
    await page.goto(`/examples/${SLUG}/4`);
    const image4 = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(image4).not.toBe(image);
  });
});

test.describe('embeds', () => {
  test('an embed is the simulator alone, not indexed, with a way to the full example', async ({ page }) => {
    await page.goto(`/embed/${SLUG}/2`);
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const open = page.getByRole('link', { name: /Open in APNAP Lab/ });
    await expect(open).toHaveAttribute('href', `/examples/${SLUG}/2`);
    const sim = await liveSimulator(page);
    await expect(sim.getByText('Step 2 of 5')).toBeVisible();
    await sim.getByRole('button', { name: /Next step/ }).click();
    await expect(sim.getByText('Step 3 of 5')).toBeVisible();
  });

  test('the example embed starts at step 1', async ({ page }) => {
    await page.goto(`/embed/${SLUG}`);
    await expect(page.locator('[data-simulator]').first().getByText('Step 1 of 5')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in APNAP Lab/ })).toHaveAttribute('href', `/examples/${SLUG}`);
  });

  test('embeds may be framed by any site; the other pages may not', async ({ request, page }) => {
    const embed = await request.get(`/embed/${SLUG}/2`);
    expect(embed.headers()['content-security-policy']).toMatch(/frame-ancestors \*/);
    expect(embed.headers()['x-frame-options']).toBeUndefined();
    const own = await request.get(`/examples/${SLUG}/2`);
    expect(own.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);

    // A page on another site (another origin: a server on another port) frames both:
    // the embed shows, the example page is refused.
    const origin = new URL(embed.url()).origin;
    const blog = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<iframe id="embed" title="embed" src="${origin}/embed/${SLUG}/2" width="800" height="500"></iframe>
               <iframe id="page" title="page" src="${origin}/examples/${SLUG}/2" width="800" height="500"></iframe>`);
    });
    await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = blog.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/post`);
      await expect(page.frameLocator('#embed').getByText('Step 2 of 5')).toBeVisible();
      // Chromium replaces a frame refused by frame-ancestors with its error page.
      await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(true);
      await expect(page.frameLocator('#page').getByText('Step 2 of 5')).toHaveCount(0);
    } finally {
      blog.close();
    }
  });

  test('an unknown example or step is a 404', async ({ request }) => {
    expect((await request.get('/embed/no-such-example')).status()).toBe(404);
    expect((await request.get(`/embed/${SLUG}/99`)).status()).toBe(404);
    expect((await request.get(`/embed/${SLUG}/0`)).status()).toBe(404);
  });
});
