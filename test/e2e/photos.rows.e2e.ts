import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { createLocation, createMovie } from './support/rows';

/** A real photo-sized JPEG (with a GPS position in its EXIF, which the upload removes). */
const jpeg = () =>
  sharp({ create: { width: 2000, height: 1333, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 29/1' } })
    .toBuffer();

test.describe('Location photos', () => {
  test('an admin uploads a photo with its credit; the location page shows it with the credit at two widths', async ({
    page,
    browser,
  }) => {
    const place = await createLocation(await createMovie(), { name: `Photo Steps ${Date.now()}` });
    await signInAsAdmin(page);
    await page.goto(`/admin/locations/${place.id}`);
    const form = page.getByRole('form', { name: 'Edit location' });
    const photo = form.getByRole('region', { name: 'Photo' });

    // Checked before anything is sent: a file, alt text, author and licence.
    await photo.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(photo.getByText('Choose a photo to upload')).toBeVisible();
    await expect(photo.getByText('Alt text is required')).toBeVisible();

    await photo
      .getByLabel('Photo file')
      .setInputFiles({ name: 'steps.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
    await photo.getByLabel('Alt text').fill('The stone steps in the evening light');
    await photo.getByLabel('Author').fill('Jane Doe');
    await photo.getByLabel('Licence').fill('CC BY-SA 4.0');
    await photo.getByLabel('Source URL').fill('https://commons.wikimedia.org/wiki/File:Steps.jpg');
    await expectNoSeriousA11yViolations(page);
    await photo.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(photo.getByText('Photo: Jane Doe · CC BY-SA 4.0')).toBeVisible();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Location saved')).toBeVisible();

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      const visitor = await context.newPage();
      await visitor.goto(`/locations/${place.slug}`);
      const hero = visitor.getByRole('img', { name: 'The stone steps in the evening light' });
      await expect(hero).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
        'href',
        'https://commons.wikimedia.org/wiki/File:Steps.jpg',
      );
      await expect(visitor.getByText('· CC BY-SA 4.0')).toBeVisible();
      // The browser picked a stored size (AVIF first) and drew it at its aspect ratio, no layout shift.
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const chosen = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(chosen).toMatch(/\/api\/media\/photos\/[0-9a-f-]+\/(320|640|1280|1920)\.(avif|webp)$/);
      expect(await hero.getAttribute('width')).toBe('2000');
      await context.close();
    }

    // Search results show the same photo (decorative there: the title is the link) with its credit.
    await page.goto(`/search?q=${encodeURIComponent(place.name)}&tab=locations`);
    const result = page.getByRole('list', { name: 'Locations' }).getByRole('listitem').first();
    await expect(result.getByRole('link', { name: place.name })).toBeVisible();
    await expect(result.getByText('Photo: Jane Doe · CC BY-SA 4.0')).toBeVisible();
    await expect(result.locator('img')).toHaveAttribute('src', /\/api\/media\/photos\/[0-9a-f-]+\/\d+\.webp$/);
  });
});
