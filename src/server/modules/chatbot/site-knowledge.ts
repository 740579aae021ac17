import type { TrainingCategory } from '#domain/chat/chatbot.schema.ts';
import type { ContactChannel } from '#domain/chat/contact-channels.rules.ts';
import {
  brandNames,
  type KnowledgeItem,
  PACKAGE_LABELS,
  packageNicknames,
} from '#domain/chat/site-knowledge.rules.ts';
import { normaliseWords } from '#domain/chat/vietnamese-text.rules.ts';
import type { PublicProduct } from '#domain/products/product.schema.ts';
import type { ServiceType } from '#domain/services/service-type.ts';
import { formatPrice } from '#domain/shared/price.ts';
import {
  type BusinessCalendar,
  closedLine,
  type Holiday,
  holidayLine,
  isOpenAt,
  openingLines,
  upcomingHolidays,
  type Weekday,
  weekdayLine,
} from '#domain/site/business-hours.ts';
import { COMPANY, fullAddress, mapLinkUrl } from '#domain/site/company.ts';
import type { NewsCard, ServiceCard } from '#domain/site/home.schema.ts';
import { PRIVACY_SECTIONS } from '#domain/site/privacy.ts';
import { PAGE_NAMES, PROCESS_STEPS } from '#domain/site/site-pages.ts';
import { TEAM_PEOPLE } from '#domain/site/team.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** What the public pages publish, as the assistant reads it (decision 037). */
/** A published article as the assistant reads it: its card, and its body when the reader gave it (decision 048). */
export type SiteArticle = NewsCard & { content?: string };
export type SiteContent = { services: ServiceCard[]; products: PublicProduct[]; news: SiteArticle[] };

// the one price format of the site (spec 000 §9), so the assistant writes prices as the pages do
const priceText = (price: number | null) =>
  price === null ? 'Liên hệ để báo giá' : `từ ${formatPrice(price)}`;
const list = (lines: readonly string[]) =>
  lines.length ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '';

/** spec 000 §3 price list: one card per service, under its type's tab; the card's anchor is `service-<id>`. */
export const servicePath = (s: { _id: string; type: ServiceType }) =>
  `/price-list?type=${s.type}#service-${s._id}`;

const TYPE_CATEGORY: TrainingCategory = 'báo_giá';

/**
 * How to get the price of a package the price list shows as 'Liên hệ' (decision 055): the card says whom to ask,
 * as /advise and the footer do.
 */
const QUOTE_CONTACT =
  `<p>Giá được báo theo nhu cầu: gọi hotline <a href="${escapeHtml(COMPANY.hotlineHref)}">${escapeHtml(COMPANY.hotline)}</a>, ` +
  `email <a href="mailto:${escapeHtml(COMPANY.email)}">${escapeHtml(COMPANY.email)}</a> hoặc ` +
  '<a href="/advise">Đặt lịch tư vấn</a> miễn phí.</p>';

function serviceItem(s: ServiceCard, others: readonly string[]): KnowledgeItem {
  const label = PACKAGE_LABELS[s.type];
  return {
    id: `service:${s._id}`,
    kind: 'service',
    pattern: `Gói ${s.title} giá bao nhiêu, gồm những gì?`,
    keywords: [s.title, `gói ${s.title}`, `dịch vụ ${label}`, ...s.description],
    category: TYPE_CATEGORY,
    priority: 5,
    responseText:
      `<p>Gói <strong>${escapeHtml(s.title)}</strong> (${escapeHtml(label)}): <strong>${priceText(s.price)}</strong>.</p>` +
      list(s.description) +
      (s.price === null ? QUOTE_CONTACT : ''),
    suggestions: ['Quy trình làm việc như thế nào?', 'Tôi muốn đặt lịch tư vấn'],
    source: { title: s.title, url: servicePath(s) },
    names: [normaliseWords(s.title)],
    nicknames: packageNicknames(s.title, others),
    price: s.price,
  };
}

/** A price-list tab as a package type ("gói agency bao nhiêu"): its services and prices, cheapest first. */
function packageItem(type: ServiceType, services: ServiceCard[]): KnowledgeItem {
  const label = PACKAGE_LABELS[type];
  const shown = services.filter((s) => s.type === type).sort((a, b) => (a.price ?? 1e15) - (b.price ?? 1e15));
  return {
    id: `package:${type}`,
    kind: 'package',
    pattern: `Các gói ${label} giá bao nhiêu?`,
    keywords: [`gói ${label}`, `bảng giá ${label}`, `dịch vụ ${label}`, ...shown.map((s) => s.title)],
    category: TYPE_CATEGORY,
    priority: 5,
    responseText:
      `<p>Các gói <strong>${escapeHtml(label)}</strong> trong bảng giá:</p>` +
      `<ul>${shown.map((s) => `<li>${escapeHtml(s.title)}: ${priceText(s.price)}</li>`).join('')}</ul>`,
    suggestions: shown.slice(0, 3).map((s) => `Gói ${s.title} gồm những gì?`),
    source: { title: `Bảng giá ${label}`, url: `/price-list?type=${type}` },
    names: [
      ['goi', ...normaliseWords(label)],
      ['bang', 'gia', ...normaliseWords(label)],
    ],
  };
}

/**
 * The whole price list (/price-list), asked for as such ("cho xin bảng giá", decision 055): every tab's services and
 * prices. No name: "bảng giá website" names its tab, and "giá trên bảng giá đã gồm VAT chưa" asks something else.
 */
function priceListItem(services: ServiceCard[]): KnowledgeItem {
  const types = [...new Set(services.map((s) => s.type))];
  return {
    id: 'page:price-list',
    kind: 'package',
    pattern: 'Bảng giá dịch vụ',
    keywords: ['bảng giá', 'bảng giá dịch vụ'],
    category: TYPE_CATEGORY,
    priority: 5,
    responseText:
      '<p>Bảng giá dịch vụ:</p>' +
      types
        .map((t) => {
          const shown = services
            .filter((s) => s.type === t)
            .sort((a, b) => (a.price ?? 1e15) - (b.price ?? 1e15));
          return `<p><strong>${escapeHtml(PACKAGE_LABELS[t])}</strong></p><ul>${shown.map((s) => `<li>${escapeHtml(s.title)}: ${priceText(s.price)}</li>`).join('')}</ul>`;
        })
        .join(''),
    suggestions: ['Quy trình làm việc như thế nào?', 'Tôi muốn đặt lịch tư vấn'],
    source: { title: 'Bảng giá', url: '/price-list' },
    names: [],
  };
}

function productItem(p: PublicProduct): KnowledgeItem {
  const trial = p.zipFile
    ? '<p>Có bản dùng thử và tài liệu hướng dẫn: tải miễn phí tại trang sản phẩm.</p>'
    : '<p>Liên hệ để được dùng thử và báo giá.</p>';
  return {
    id: `product:${p.id}`,
    kind: 'product',
    pattern: `Sản phẩm ${p.title} là gì, có bản dùng thử không?`,
    keywords: [p.title, p.category, p.description, ...p.features],
    category: 'dịch_vụ',
    priority: 5,
    responseText:
      `<p><strong>${escapeHtml(p.title)}</strong> (${escapeHtml(p.category)}): ${escapeHtml(p.description)}</p>` +
      list(p.features) +
      trial,
    suggestions: ['Tôi muốn đặt lịch tư vấn'],
    source: { title: p.title, url: `/products/${p.id}` },
    names: [normaliseWords(p.title), ...brandNames(p.title)],
  };
}

function newsItem(n: NewsCard): KnowledgeItem {
  return {
    id: `news:${n._id}`,
    kind: 'news',
    pattern: n.title,
    keywords: [n.summary],
    category: 'công_nghệ',
    // an article answers when no trained item or service does: it is the least direct of the sources
    priority: 3,
    responseText: `<p><strong>${escapeHtml(n.title)}</strong></p><p>${escapeHtml(n.summary)}</p>`,
    suggestions: [],
    source: { title: n.title, url: `/news/${n.slug}` },
    names: [],
  };
}

/** The process page (/procedure): the titles of its six steps, as the page shows them. */
const PROCESS_STEP_TITLES = PROCESS_STEPS.map((step) => step.title);

/** The process answer as /procedure shows it: its six steps, each with what the page says of it. */
export function processAnswerHtml(): string {
  return (
    `<p>Quy trình làm việc của ${escapeHtml(COMPANY.name)} gồm ${PROCESS_STEPS.length} bước:</p><ol>` +
    PROCESS_STEPS.map(
      // "&" said as "và": the answer is read as a sentence, and a visitor who searches it writes "và"
      (s) => `<li><strong>${escapeHtml(s.title.replace(' & ', ' và '))}</strong>: ${escapeHtml(s.text)}</li>`,
    ).join('') +
    '</ol>'
  );
}

/** One step of /procedure as the page shows it, with its place among the steps ("Bước 3/6"). */
export function processStepHtml(index: number): string {
  const step = PROCESS_STEPS[index]!;
  return `<p>Bước ${index + 1}/${PROCESS_STEPS.length} trong quy trình làm việc: <strong>${escapeHtml(step.title)}</strong>. ${escapeHtml(step.text)}</p>`;
}

function pageItems(): KnowledgeItem[] {
  return [
    {
      id: 'page:procedure',
      kind: 'page',
      pattern: 'Quy trình làm việc gồm những bước nào?',
      keywords: ['quy trình làm việc', 'các bước triển khai dự án', ...PROCESS_STEP_TITLES],
      category: 'quy_trình',
      priority: 4,
      responseText: processAnswerHtml(),
      suggestions: ['Làm website mất bao lâu?'],
      source: { title: PAGE_NAMES.procedure, url: '/procedure' },
      names: [],
    },
    {
      id: 'page:team',
      kind: 'page',
      pattern: 'Đội ngũ của công ty gồm những ai?',
      keywords: ['đội ngũ', 'nhân sự', 'thành viên', 'lập trình viên', 'chuyên gia'],
      category: 'liên_hệ',
      priority: 4,
      responseText: `<p>Đội ngũ ${escapeHtml(COMPANY.name)} gồm các chuyên gia thiết kế, lập trình, kiểm thử và tư vấn; xem giới thiệu từng thành viên trên trang Đội ngũ.</p>`,
      suggestions: [],
      source: { title: PAGE_NAMES.team, url: '/team' },
      // the page's own name ("đội ngũ"): "đội ngũ bên bạn gồm những ai" is answered by it
      names: [['doi', 'ngu']],
    },
    {
      id: 'page:privacy',
      kind: 'page',
      pattern: PAGE_NAMES.privacy,
      keywords: PRIVACY_SECTIONS.map((s) => s.title),
      category: 'liên_hệ',
      priority: 3,
      responseText: '',
      suggestions: [],
      source: { title: PAGE_NAMES.privacy, url: '/privacy' },
      names: [],
      // its lines answer as prose (what data, how long, whom to ask); the page as a whole answers nothing
      proseOnly: true,
    },
  ];
}

/** A text cut into its sentences (a product's overview), each a passage of its own. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((t) => t.trim())
    .filter((t) => t.length > 0);

function passageItems(owner: KnowledgeItem, texts: readonly string[]): KnowledgeItem[] {
  return texts.map((text, i) => ({
    id: `passage:${owner.id}:${i}`,
    kind: 'passage',
    owner: owner.id,
    pattern: text,
    keywords: [owner.source?.title ?? ''],
    category: owner.category,
    priority: 3,
    responseText: `<p>${escapeHtml(text)}</p>`,
    suggestions: owner.suggestions,
    source: owner.source,
    names: [],
  }));
}

/** A paragraph, a list item or a heading of an article's body (the editor's HTML, spec 001 §5). */
const BLOCK = /<(h[2-4]|p|li|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/gi;

/** A sentence of fewer words than this is read with the sentence before it. */
const SHORT_SENTENCE = 10;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
/**
 * A block's words: its tags dropped, entities read. The body is the editor's stored HTML, already sanitised (spec
 * 001 §5); what is built from it is escaped again. Cheaper than the sanitiser: a content change must reach every
 * process within a second (decision 037).
 */
const blockText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * An article's body as passages (decision 048): each sentence of its paragraphs and list items, with the heading
 * it stands under as its keyword (headings are mostly the question the section answers: "Vì sao cần ghi đúng nội
 * dung chuyển khoản?").
 */
export function articlePassages(owner: KnowledgeItem, html: string): KnowledgeItem[] {
  const found: Array<{ text: string; heading: string }> = [];
  let heading = '';
  for (const m of html.matchAll(BLOCK)) {
    const text = blockText(m[2]!);
    if (!text) continue;
    if (m[1]!.toLowerCase().startsWith('h')) heading = text;
    else
      sentences(text).forEach((sentence, i, all) => {
        // a short sentence leans on the one before it ("Toàn bộ quá trình chỉ mất vài phút."): read and shown with it
        const short = i > 0 && sentence.split(' ').length < SHORT_SENTENCE;
        found.push({ text: short ? `${all[i - 1]} ${sentence}` : sentence, heading });
      });
  }
  return found.map((p, i) => ({
    ...passageItems(owner, [p.text])[0]!,
    id: `passage:${owner.id}:${i}`,
    keywords: p.heading ? [p.heading] : [],
  }));
}

/**
 * The passages of the site's pages (decision 037): each feature line of a service, each sentence and feature of
 * a product, each step of the process page. A question about a fact of a named thing ("CloudSync lưu lịch sử
 * bao lâu") is answered with the passage of its page that holds it.
 */
export function sitePassages(content: SiteContent, items: readonly KnowledgeItem[]): KnowledgeItem[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const out: KnowledgeItem[] = [];
  for (const s of content.services) {
    const owner = byId.get(`service:${s._id}`);
    if (owner) out.push(...passageItems(owner, s.description));
  }
  for (const p of content.products) {
    const owner = byId.get(`product:${p.id}`);
    if (owner)
      out.push(...passageItems(owner, [p.description, ...sentences(p.overview ?? ''), ...p.features]));
  }
  for (const n of content.news) {
    const owner = byId.get(`news:${n._id}`);
    if (owner && n.content) out.push(...articlePassages(owner, n.content));
  }
  const team = byId.get('page:team');
  if (team)
    out.push(
      ...passageItems(
        team,
        TEAM_PEOPLE.map((p) => `${p.name}: ${p.role}. ${p.bio}`),
      ),
    );
  const privacy = byId.get('page:privacy');
  if (privacy)
    out.push(
      // each line with its section's heading as its keyword, as an article's sentences are read
      ...PRIVACY_SECTIONS.flatMap((section) =>
        section.items.map((text) => ({ text, heading: section.title })),
      ).map((line, i) => ({
        ...passageItems(privacy, [line.text])[0]!,
        id: `passage:${privacy.id}:${i}`,
        keywords: [line.heading],
      })),
    );
  const procedure = byId.get('page:procedure');
  if (procedure)
    out.push(
      ...passageItems(
        procedure,
        PROCESS_STEPS.map((s) => `${s.title}: ${s.text}`),
      ),
    );
  return out;
}

/** Every knowledge item of the site's content (decision 037), rebuilt whenever the content changes. */
export function siteKnowledge(content: SiteContent): KnowledgeItem[] {
  const types = [...new Set(content.services.map((s) => s.type))];
  const pages: KnowledgeItem[] = [
    ...content.services.map((s) =>
      serviceItem(
        s,
        content.services.filter((o) => o !== s).map((o) => o.title),
      ),
    ),
    ...types.map((t) => packageItem(t, content.services)),
    ...(content.services.length ? [priceListItem(content.services)] : []),
    ...content.products.map(productItem),
    ...content.news.map(newsItem),
    ...pageItems(),
  ];
  return [...pages, ...sitePassages(content, pages)];
}

/** How many coming holidays the hours answer names. */
const UPCOMING_SHOWN = 2;

/**
 * The hours answer from the calendar saved on Hệ thống (decisions 049, 054), at the moment of the question: the
 * working hours, whether the office is open now, and the next days off.
 */
export function hoursAnswerHtml(now: Date, calendar: BusinessCalendar): string {
  const open = isOpenAt(now, calendar);
  const holidays = upcomingHolidays(now, UPCOMING_SHOWN, calendar);
  const closed = closedLine(calendar);
  return (
    `<p>Giờ làm việc của ${escapeHtml(COMPANY.name)} (giờ Việt Nam):</p>` +
    list(closed ? [...openingLines(calendar), closed] : openingLines(calendar)) +
    `<p>${open ? 'Hiện văn phòng đang làm việc.' : 'Hiện ngoài giờ làm việc: bạn cứ để lại tin nhắn, nhân viên sẽ trả lời khi văn phòng mở cửa.'}</p>` +
    (holidays.length ? `<p>Ngày nghỉ lễ sắp tới:</p>${list(holidays.map(holidayLine))}` : '')
  );
}

/**
 * A calendar question's answer (decision 048): what the saved calendar says of the weekdays and holidays it names, then
 * the hours as `hoursAnswerHtml` gives them.
 */
export function calendarAnswerHtml(
  now: Date,
  asked: { weekdays: readonly Weekday[]; holidays: readonly Holiday[] },
  calendar: BusinessCalendar,
): string {
  const lines = [
    ...asked.weekdays.map((d) => weekdayLine(d, calendar)),
    ...asked.holidays.map((h) => `${holidayLine(h)}: văn phòng nghỉ`),
  ];
  return (lines.length ? list(lines) : '') + hoursAnswerHtml(now, calendar);
}

/** The page that lists the ways to reach us (spec 000 §2: /advise shows the hotline, e-mail, address and map). */
export const CONTACT_SOURCE = { title: 'Liên hệ và đặt lịch tư vấn', url: '/advise' } as const;

const socialLink = (label: string) => {
  const social = COMPANY.socials.find((s) => s.label === label);
  return social
    ? `${escapeHtml(label)}: <a href="${escapeHtml(social.href)}">${escapeHtml(social.href.replace(/^https:\/\/(www\.)?/, ''))}</a>`
    : null;
};

/**
 * Each channel as the footer and /advise publish it (decision 055), from the one record of the company's details
 * (`COMPANY`), so the assistant and the pages never differ.
 */
const CHANNEL_LINES: Record<ContactChannel, () => string | null> = {
  phone: () => `Hotline: <a href="${escapeHtml(COMPANY.hotlineHref)}">${escapeHtml(COMPANY.hotline)}</a>`,
  email: () => `Email: <a href="mailto:${escapeHtml(COMPANY.email)}">${escapeHtml(COMPANY.email)}</a>`,
  address: () => `Địa chỉ: ${escapeHtml(fullAddress)}`,
  map: () => `Bản đồ: <a href="${escapeHtml(mapLinkUrl)}">Mở Google Maps</a>`,
  facebook: () => socialLink('Facebook'),
  youtube: () => socialLink('YouTube'),
  linkedin: () => socialLink('LinkedIn'),
  zalo: () => socialLink('Zalo'),
  name: () => `Tên công ty: ${escapeHtml(COMPANY.legalName)} (${escapeHtml(COMPANY.name)})`,
  chat: () =>
    'Hỗ trợ trực tuyến: bấm nút "Hỗ trợ trực tuyến" ở góc màn hình để trò chuyện với nhân viên trong giờ làm việc',
};

/**
 * The channels asked, one line each, leaving out those whose value `said` already holds (a trained answer that
 * gives the hotline is not told it again). Null when nothing is left.
 */
export function contactLinesHtml(channels: readonly ContactChannel[], said = ''): string | null {
  const plain = said.replace(/\s+/g, ' ');
  // a line's value is what follows its label ("Hotline: 028 …"), as text
  const lineValue = (line: string) =>
    line
      .replace(/<[^>]*>/g, '')
      .split(': ')
      .slice(1)
      .join(': ');
  const lines = channels
    .map((c) => CHANNEL_LINES[c]())
    .filter((l): l is string => l !== null && !plain.includes(lineValue(l)));
  return lines.length ? `<ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>` : null;
}

/** What the assistant answers with when the question asks only how to reach us (decision 055). */
export function contactItem(): KnowledgeItem {
  return {
    id: 'page:contact',
    kind: 'page',
    pattern: 'Thông tin liên hệ của công ty',
    keywords: [],
    category: 'liên_hệ',
    priority: 4,
    responseText: contactLinesHtml(['phone', 'email', 'address', 'chat']) ?? '',
    suggestions: ['Tôi muốn đặt lịch tư vấn'],
    source: CONTACT_SOURCE,
    names: [],
  };
}
