import type { Page } from '@playwright/test';

/** Every public page of the site (spec 000 §2), with one product, one article and one service's payment page. */
export async function publicPages(page: Page): Promise<string[]> {
  const products = (await (await page.request.get('/api/products?limit=1')).json()).data.products;
  const article = (await (await page.request.get('/api/news?limit=1')).json()).data[0];
  const service = (await (await page.request.get('/api/services')).json()).data[0];
  return [
    '/',
    '/procedure',
    '/team',
    '/price-list',
    '/products',
    `/products/${products[0].id}`,
    '/news',
    `/news/${article.slug}`,
    '/advise',
    `/payment/${service._id}`,
    '/privacy',
    '/terms',
    '/guide',
  ];
}
