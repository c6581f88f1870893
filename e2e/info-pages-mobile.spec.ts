import { expect, test, waitForHydration } from './support/fixtures';

const PATHS = [
  '/vote-links',
  '/wiki',
  '/terms-of-service',
  '/privacy-policy',
  '/cookie-policy',
  '/dmca-notice',
  '/refund-policy',
  '/accessibility',
  '/server-rules',
  '/getting-started',
  '/help-center',
  '/careers',
  '/status-page',
];

// One test a page, each with its own time on a busy machine.
for (const path of PATHS) {
  test(`on a phone ${path} fits the screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('on a phone a focused link at the edge of a section shows its whole focus outline', async ({ page }) => {
  // The page hydrates a task after the rest: the link is added once it has (its performance mark), or it could be
  // dropped.
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  // A link that starts a line of the text sits at the section's left edge; its outline is drawn 2 to 4 px outside.
  await page
    .locator('main section p')
    .first()
    .evaluate((p) => p.insertAdjacentHTML('afterbegin', '<a href="#edge" id="edge-link">Edge</a> '));
  const link = page.locator('#edge-link');
  await link.focus();
  expect(await link.evaluate((a) => a.matches(':focus-visible'))).toBe(true);
  // Sections are laid out as they come near the view (content-visibility), which moves what is below them: the
  // link's place is read once it is in view and has not moved over two frames, as the screenshot will see it.
  const box = await link.evaluate(async (a) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    let last = '';
    for (;;) {
      a.scrollIntoView({ block: 'center' });
      await frame();
      await frame();
      const { x, y, width, height } = a.getBoundingClientRect();
      const now = JSON.stringify({ x, y, width, height });
      if (now === last) return { x, y, width, height };
      last = now;
    }
  });
  const shot = await page.screenshot({ clip: { x: box.x - 6, y: box.y + box.height / 2, width: 6, height: 1 } });
  // The strip left of the link, read back through a canvas: the outline is the accent colour, not the background.
  const pixels = await page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: 1 });
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, image.width, 1).data;
    return Array.from({ length: image.width }, (_, i) => data[i * 4]! > 150 && data[i * 4 + 2]! < 100);
  }, shot.toString('base64'));
  expect(pixels.filter(Boolean).length, 'accent-coloured pixels left of the link').toBeGreaterThanOrEqual(2);
});
