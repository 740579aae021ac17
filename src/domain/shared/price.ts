// Prices as the site writes them (spec 000 §9), shared by the pages (src/web/lib/format.ts re-exports them) and
// the server (the AI assistant's answers and the services it is told about). No Intl: see src/web/lib/format.ts.

/** vi-VN grouping: '.' between thousands, ',' before decimals (at most 3, as Intl's default). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', decimals] = rounded
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** spec 000 §9: prices in đồng with thousands separators; a missing price shows 'Liên hệ'. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined) return 'Liên hệ';
  return `${formatNumber(price)} đ`;
}

/**
 * An amount written with the '₫' sign (training answers typed that way, the demo data before it was corrected)
 * in the site's own form, `5.000.000 đ`, so the assistant never writes prices differently from the pages.
 */
export function withSitePriceSign(text: string): string {
  return text.replace(/(\d)\s*₫/gu, '$1 đ');
}
