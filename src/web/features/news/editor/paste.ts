const URL_ONLY = /^https?:\/\/[^\s<>"']+$/i;

/** A clipboard text that is one web address and nothing else (spec 001 §2: it opens the link modal). */
export function isPlainUrl(text: string): boolean {
  return URL_ONLY.test(text.trim());
}

// Containers that carry no meaning of their own: their text becomes paragraphs.
const CONTAINERS = new Set([
  'DIV',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'NAV',
  'CENTER',
]);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'META', 'LINK', 'TITLE', 'IFRAME', 'OBJECT', 'EMBED', 'FORM']);

/**
 * spec 001 §2: pasted HTML is normalised to paragraphs. Layout containers become <p>, a pair of <br> splits
 * a paragraph, and class, id and event attributes from other sites are dropped.
 */
export function normalisePastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    if (DROPPED.has(element.tagName)) {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name === 'class' || name === 'id' || name.startsWith('on')) element.removeAttribute(attribute.name);
    }
  }
  // innermost first, so nested containers unwrap into flat paragraphs
  const containers = Array.from(doc.body.querySelectorAll('*'))
    .filter((element) => CONTAINERS.has(element.tagName))
    .reverse();
  for (const container of containers) {
    const hasBlocks = container.querySelector('p, h1, h2, h3, h4, h5, h6, ul, ol, table, blockquote, pre');
    if (hasBlocks) {
      container.replaceWith(...Array.from(container.childNodes));
      continue;
    }
    const paragraph = doc.createElement('p');
    paragraph.append(...Array.from(container.childNodes));
    container.replaceWith(paragraph);
  }
  let body = doc.body.innerHTML.replace(/(?:<br\s*\/?>\s*){2,}/gi, '</p><p>');
  // bare text at the top level becomes a paragraph too
  if (!/^\s*</.test(body)) body = `<p>${body}</p>`;
  return body;
}
