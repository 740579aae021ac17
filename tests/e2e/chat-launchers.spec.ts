import { expect, test } from '@playwright/test';
import { publicPages } from './support/public-pages.ts';
import { waitForHydration } from './support/session.ts';

/**
 * The chat launchers never keep a visitor from a page's own controls, on a phone and on a laptop: each
 * visible link, button and field, brought into view as a visitor would scroll to it (centred, or as far as the
 * page scrolls: the last ones too), must not lie under either launcher. A fixed launcher passes over content
 * while the page scrolls; what matters is that no control is reachable only beneath it.
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** Describes each control that, once scrolled to, still lies under a launcher. */
function coveredControls(): string[] {
  const names = ['Trợ lý AI', 'Hỗ trợ trực tuyến'];
  const launchers = [...document.querySelectorAll('button')].filter((b) =>
    names.includes((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
  );
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const controls = [
    ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary'),
  ].filter((el) => !launchers.includes(el as HTMLButtonElement));
  const problems: string[] = [];
  for (const el of controls) {
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) continue; // not shown (hidden menu, visually hidden skip link)
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const onLauncher = launchers.some((l) => l.contains(hit));
    // something else on top (a clipped carousel slide, a closed panel): not a control a visitor sees here
    if (!onLauncher && !el.contains(hit) && !hit?.contains(el)) continue;
    if (onLauncher || launchers.some((l) => overlaps(l.getBoundingClientRect(), r))) {
      problems.push(
        `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
      );
    }
  }
  return problems;
}

for (const viewport of VIEWPORTS) {
  test(`no link or button on the public pages sits under a chat launcher at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    for (const path of await publicPages(page)) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Trợ lý AI', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true })).toBeVisible();
      expect(await page.evaluate(coveredControls), path).toEqual([]);
    }
  });
}

test('each launcher shows its name as a tooltip on keyboard focus', async ({ page }) => {
  await page.goto('/team');
  await waitForHydration(page);
  const live = page.getByRole('button', { name: 'Hỗ trợ trực tuyến', exact: true });
  await live.focus();
  await expect(page.getByRole('tooltip', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Hỗ trợ trực tuyến' })).toHaveCount(0);
  await expect(live).toBeFocused();
});
