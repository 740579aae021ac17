import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/session.ts';

type Service = { _id: string; title: string; price: number | null; type: string; description: string[] };

async function servicesOf(page: Page, type: string): Promise<Service[]> {
  const response = await page.request.get(`/api/services?type=${type}`);
  return (await response.json()).data;
}

// spec 000 §9: đồng with thousands separators, 'Liên hệ' when the price is missing
const priceText = (price: number | null) =>
  price === null ? 'Liên hệ' : `${new Intl.NumberFormat('vi-VN').format(price)} đ`;

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Loại dịch vụ' }).getByRole('link', { name, exact: true });

async function expectCards(page: Page, services: Service[]) {
  const cards = page.getByTestId('price-card');
  await expect(cards).toHaveCount(services.length);
  for (const [i, service] of services.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(service.title);
    await expect(card.getByText(priceText(service.price), { exact: true })).toBeVisible();
    for (const line of service.description) await expect(card.getByText(line, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Bắt đầu/ })).toHaveAttribute(
      'href',
      `/payment/${service._id}`,
    );
  }
}

test.describe('price list (spec 000 §2)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('renders the Website tab on the server and the tabs work as links', async ({ page }) => {
      await page.goto('/price-list');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bảng Giá Dịch Vụ');
      await expect(tab(page, 'Website')).toHaveAttribute('aria-current', 'page');
      await expectCards(page, await servicesOf(page, 'web'));

      await tab(page, 'Agency').click();
      await expect(page).toHaveURL(/\?type=agency$/);
      await expectCards(page, await servicesOf(page, 'agency'));
    });
  });

  test('switches tabs in the browser without reloading, and Bắt đầu opens the payment page', async ({
    page,
  }) => {
    await page.goto('/price-list');
    await waitForHydration(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));

    await tab(page, 'App').click();
    await expect(tab(page, 'App')).toHaveAttribute('aria-current', 'page');
    const apps = await servicesOf(page, 'app');
    await expectCards(page, apps);
    expect(requests.filter((u) => u.includes('/price-list'))).toEqual([]);

    const contactOnly = [
      ...(await servicesOf(page, 'web')),
      ...apps,
      ...(await servicesOf(page, 'agency')),
    ].find((s) => s.price === null);
    expect(contactOnly, 'the demo content has a service priced "Liên hệ"').toBeDefined();

    await page
      .getByTestId('price-card')
      .first()
      .getByRole('link', { name: /^Bắt đầu/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/payment/${apps[0]!._id}$`));
  });
});
