import { expect, test } from '@playwright/test';

const story = (id: string, viewMode: 'story' | 'docs' = 'story') => `/iframe.html?id=${id}&viewMode=${viewMode}`;

test('the Introduction renders its tables and names story groups that exist', async ({ page, request }) => {
  await page.goto(story('introduction--docs', 'docs'));
  const sidebarTable = page.getByRole('table').filter({ hasText: 'in the sidebar' });
  await expect(sidebarTable).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(3);
  // A Markdown table that MDX did not understand shows its pipes as text.
  await expect(page.getByText('| folder |')).toHaveCount(0);

  const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, { title: string }> };
  const titles = new Set(Object.values(index.entries).map((entry) => entry.title));
  const named = (await sidebarTable.locator('tbody tr td:first-child').allInnerTexts()).map((text) => text.replace(/\s*\/\s*…$/, '').replace(/\s*\/\s*/g, '/'));
  expect(named.length).toBeGreaterThan(0);
  for (const group of named) {
    expect([...titles].some((title) => title === group || title.startsWith(`${group}/`)), `${group} in the sidebar`).toBe(true);
  }
  const routeStory = /`?App\/Routes\/<Name>`?/;
  await expect(page.getByText(routeStory)).toBeVisible();
  expect([...titles].some((title) => title.startsWith('App/Flows'))).toBe(false);
  await expect(page.getByText('App/Flows')).toHaveCount(0);
});

test('a route story shows the products’ pictures, as files, not the grey placeholder', async ({ page }) => {
  await page.goto(story('app-routes-cart--default'));
  const pictures = page.locator('img');
  await expect(pictures.first()).toBeVisible();
  const loaded = await pictures.evaluateAll((images) =>
    (images as HTMLImageElement[]).slice(0, 4).map((image) => ({ src: image.getAttribute('src') ?? '', width: image.naturalWidth })),
  );
  for (const picture of loaded) {
    expect(picture.src).toMatch(/\.svg$/);
    expect(picture.src).not.toMatch(/^data:/);
  }
  await expect.poll(() => pictures.first().evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
