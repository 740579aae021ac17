import { COMPANY } from '#domain/site/company.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { sanitizeArticleHtml, toPlainText } from '../../lib/html-sanitiser.ts';

export type LlmConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

/**
 * The optional language model (issue 16 item 2): any OpenAI-compatible server (POST {base}/chat/completions).
 * It is given the retrieved items and the site's services and told to answer only from them, in Vietnamese.
 * Any failure (time-out, status, empty or malformed answer) returns null: the caller keeps the retrieval answer.
 */
export function createLlmClient(config: LlmConfig) {
  return {
    async compose(input: {
      question: string;
      sources: Array<{ pattern: string; responseText: string }>;
      services: string[];
    }): Promise<string | null> {
      const context = input.sources
        .map((s, i) => `[${i + 1}] Câu hỏi: ${s.pattern}\nTrả lời: ${toPlainText(s.responseText)}`)
        .join('\n\n');
      const system =
        `Bạn là trợ lý của ${COMPANY.name}. Chỉ trả lời bằng tiếng Việt, ngắn gọn, và CHỈ dựa trên thông tin dưới đây; ` +
        `không bịa thêm giá, thời hạn hay thông tin liên hệ. Nếu thông tin không đủ, nói rằng bạn chưa có thông tin ` +
        `và mời khách gọi hotline ${COMPANY.hotline}.\n\nDịch vụ của công ty: ${input.services.join('; ')}.\n\n${context}`;
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
        // the model's text becomes paragraphs of plain text: nothing it writes is taken as markup
        const html = content
          .trim()
          .split(/\n{2,}/)
          .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
          .join('');
        return sanitizeArticleHtml(html);
      } catch {
        return null;
      }
    },
  };
}

export type LlmClient = ReturnType<typeof createLlmClient>;
