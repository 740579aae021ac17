// spec 000 §9: the public news list shows 9 per page.
export const PUBLIC_NEWS_PAGE_SIZE = 9;
