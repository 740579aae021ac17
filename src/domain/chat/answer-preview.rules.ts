import { htmlToText } from '../news/seo.rules.ts';
import { TRAINING_PREVIEW_CHARS } from './chatbot.schema.ts';

/**
 * A training answer (HTML) as one line for the training list (spec 002 §2): its blocks and list items kept
 * apart — after a block that ends a sentence or a label (. : ! ? ;) a space, otherwise ' · ' — so
 * "<li>… 5.000.000 đ</li><li>Website …</li>" never reads "đWebsite"; cut at TRAINING_PREVIEW_CHARS.
 */
export function trainingAnswerPreview(html: string): string {
  const blocks = htmlToText(html)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  let text = '';
  for (const block of blocks) {
    if (text) text += /[.:!?;…]$/u.test(text) ? ' ' : ' · ';
    text += block;
  }
  const chars = [...text];
  return chars.length > TRAINING_PREVIEW_CHARS ? `${chars.slice(0, TRAINING_PREVIEW_CHARS).join('')}…` : text;
}
