// The company's details live in src/domain/site/company.ts (the server's sitemap and feed use them too).
export { COMPANY, fullAddress, mapLinkUrl } from '#domain/site/company.ts';
