import { COMPANY } from '#domain/site/company.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { sanitizeArticleHtml, toPlainText } from '../../lib/html-sanitiser.ts';

export type LlmConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

/** One retrieved passage the model may use: a trained item or a page of the site, with its public link if any. */
export type LlmPassage = { title: string; text: string; source: { title: string; url: string } | null };
export type LlmAnswer = { html: string; source: { title: string; url: string } | null };

/** A passage cited as [n] in the model's text. */
const CITATION = /\[(\d{1,2})\]/g;

/**
 * The optional language model (decision 037): any OpenAI-compatible server (POST
 * {base}/chat/completions). It is given the retrieved passages only, numbered, each with its source, and told to
 * answer from them in Vietnamese and cite the passage it used as [n], or say it does not know. An answer that
 * cites no given passage is not used, nor any failure (time-out, status, empty or malformed answer): null, and the
 * caller keeps the retrieval answer. The cited passage's source becomes the answer's link.
 */
export function createLlmClient(config: LlmConfig) {
  return {
    async compose(input: { question: string; passages: LlmPassage[] }): Promise<LlmAnswer | null> {
      const context = input.passages
        .map(
          (p, i) =>
            `[${i + 1}] ${p.title}${p.source ? ` (nguồn: ${p.source.title}, ${p.source.url})` : ''}\n${toPlainText(p.text)}`,
        )
        .join('\n\n');
      const system =
        `Bạn là trợ lý của ${COMPANY.name}. Chỉ trả lời bằng tiếng Việt, ngắn gọn, và CHỈ dựa trên các đoạn được đánh số ` +
        `dưới đây; không bịa thêm giá, thời hạn hay thông tin liên hệ. Ghi số đoạn bạn dùng trong ngoặc vuông, ví dụ [1]. ` +
        `Nếu các đoạn không đủ để trả lời, nói rằng bạn chưa có thông tin và mời khách gọi hotline ${COMPANY.hotline}.` +
        `\n\n${context}`;
      try {
        const response = await fetch(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.2,
            max_tokens: 400,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: input.question },
            ],
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
        const content = body.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || !content.trim()) return null;
        // only an answer that cites a passage it was given is used: the cited one's source is the answer's link
        const cited = [...content.matchAll(CITATION)]
          .map((m) => Number(m[1]))
          .filter((n) => n >= 1 && n <= input.passages.length);
        if (cited.length === 0) return null;
        // the model's text becomes paragraphs of plain text: nothing it writes is taken as markup
        const html = content
          .replace(/[ \t]*\[\d{1,2}\]/g, '')
          .trim()
          .split(/\n{2,}/)
          .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
          .join('');
        return { html: sanitizeArticleHtml(html), source: input.passages[cited[0]! - 1]!.source };
      } catch {
        return null;
      }
    },
  };
}

export type LlmClient = ReturnType<typeof createLlmClient>;
