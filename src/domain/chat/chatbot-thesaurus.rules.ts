import { normaliseWords, placedTokens } from './vietnamese-text.rules.ts';

/**
 * The assistant's domain thesaurus (issue 16, decision 017): phrases a customer of a software company uses for
 * the same thing ("giá", "chi phí", "tốn bao nhiêu", "báo giá"), each group named by a concept. A question and
 * an item's pattern and keywords that share a concept meet even when they share no word; the engine weighs such
 * a meeting below a word found as typed. Written from the company's domain, not from any evaluation question.
 * Phrases are written as customers type them; they are folded and their teen-code expanded like any text, so a
 * phrase must not fold onto a common word of another meaning: "đắt" folds to "đặt", "gấp" to "gặp", "sập" to
 * "sắp", "chậm" to "chăm", "năm" to "Nam", "tuyển" to "(trực) tuyến"; such words appear only inside longer phrases.
 */
export const THESAURUS: Readonly<Record<string, readonly string[]>> = {
  // intents: what the customer wants to know about a topic
  price: [
    'giá',
    'giá cả',
    'giá tiền',
    'báo giá',
    'bảng giá',
    'chi phí',
    'phí',
    'kinh phí',
    'ngân sách',
    'bao nhiêu tiền',
    'mấy tiền',
    'nhiêu tiền',
    'tốn bao nhiêu',
    'hết bao nhiêu',
    'mất bao nhiêu tiền',
    'giá sao',
    'đắt quá',
    'rẻ',
    'tốn kém',
  ],
  duration: [
    'bao lâu',
    'mấy ngày',
    'mấy tuần',
    'mấy tháng',
    'bao nhiêu ngày',
    'bao nhiêu tuần',
    'bao nhiêu tháng',
    'thời gian',
    'thời hạn',
    'khi nào xong',
    'bao giờ xong',
    'lâu không',
    'hoàn thành',
    'khi nào dùng được',
    'bao giờ dùng được',
    'khi nào có',
    'bao giờ có',
    'lâu thì xong',
  ],
  place: [
    'ở đâu',
    'địa chỉ',
    'văn phòng',
    'trụ sở',
    'chỗ nào',
    'chi nhánh',
    'đến gặp trực tiếp',
    'quận mấy',
    'quận nào',
    'ở quận',
    'đường nào',
    'tọa lạc',
  ],
  phone: [
    'hotline',
    'số điện thoại',
    'gọi điện',
    'số máy',
    'số liên lạc',
    'tổng đài',
    'số hotline',
    'gọi cho',
    'số để gọi',
  ],
  contact: ['liên hệ', 'liên lạc', 'kết nối với', 'thông tin liên hệ', 'trao đổi trực tiếp'],
  hours: [
    'giờ làm việc',
    'mấy giờ',
    'giờ hành chính',
    'mở cửa',
    'thứ 7',
    'thứ bảy',
    'chủ nhật',
    'cuối tuần',
    'ngày lễ',
    'ngày nghỉ',
    'ngoài giờ',
    'buổi tối',
    'làm việc ngày nào',
  ],
  services: [
    'dịch vụ',
    'làm những gì',
    'làm được những gì',
    'làm được gì',
    'nhận làm gì',
    'nhận làm những gì',
    'mảng nào',
    'những mảng',
    'lĩnh vực',
    'chuyên về',
    'chuyên làm',
    'liệt kê',
    'hạng mục',
    'mảng gì',
    'làm mảng',
    'nhận triển khai',
    'những việc gì',
    'bạn làm gì',
    'bên em làm gì',
    'bên anh làm gì',
    'bên chị làm gì',
    'bên mình làm gì',
    'công ty làm gì',
    'làm về gì',
    'làm về mảng gì',
  ],
  // topics: what the customer asks about
  website: ['website', 'trang web', 'trang mạng', 'site', 'web doanh nghiệp', 'web giới thiệu'],
  app: ['ứng dụng', 'ứng dụng di động', 'mobile', 'di động', 'ios', 'android', 'app điện thoại'],
  software: [
    'phần mềm',
    'ứng dụng quản lý',
    'hệ thống quản lý',
    'công cụ quản lý',
    'quản lý kho',
    'quản lý nhân sự',
    'quản lý bán hàng',
    'crm',
    'erp',
  ],
  shop: [
    'bán hàng online',
    'bán hàng trực tuyến',
    'bán online',
    'bán trên mạng',
    'thương mại điện tử',
    'giỏ hàng',
    'cửa hàng online',
    'shop online',
    'trang bán hàng',
    'web bán hàng',
    'web bán',
    'website bán',
    'bán hàng qua mạng',
    'bán đồ online',
    'đặt mua online',
  ],
  readyMade: [
    'có sẵn',
    'làm sẵn',
    'sẵn có',
    'đóng gói',
    'dùng luôn',
    'dùng ngay',
    'mua về dùng',
    'bản quyền phần mềm',
  ],
  marketing: ['seo', 'quảng cáo', 'ads', 'marketing', 'tiếp thị', 'lên top', 'từ khóa', 'thứ hạng'],
  monthly: ['mỗi tháng', 'một tháng', 'hàng tháng', '1 tháng', 'theo tháng', 'tháng'],
  yearly: ['mỗi năm', 'một năm', 'hàng năm', '1 năm', 'theo năm'],
  warranty: ['bảo hành', 'hậu mãi', 'hỗ trợ sau', 'sửa lỗi', 'lỗi phát sinh'],
  maintenance: [
    'bảo trì',
    'duy trì',
    'quản trị website',
    'chăm sóc website',
    'nâng cấp',
    'bảo dưỡng',
    'làm tiếp',
    'tiếp quản',
    'chăm sóc web',
    'nâng cấp web',
    'web cũ',
  ],
  deposit: [
    'đặt cọc',
    'cọc',
    'trả trước',
    'ứng trước',
    'tạm ứng',
    'thanh toán trước',
    'chia đợt',
    'mấy đợt',
    'phần trăm',
    'bao nhiêu phần trăm',
    'trả trước bao nhiêu',
    'cọc trước',
  ],
  payment: [
    'thanh toán',
    'trả tiền',
    'chuyển khoản',
    'momo',
    'vnpay',
    'quét mã',
    'tiền mặt',
    'thẻ ngân hàng',
    'qua ngân hàng',
    'tài khoản ngân hàng',
    'chuyển khoản ngân hàng',
    'ví điện tử',
  ],
  invoice: ['hóa đơn', 'vat', 'hóa đơn đỏ', 'xuất hóa đơn', 'chứng từ'],
  discount: [
    'giảm giá',
    'khuyến mãi',
    'khuyến mại',
    'ưu đãi',
    'chiết khấu',
    'voucher',
    'mã giảm',
    'bớt giá',
    'sale',
    'bớt chút',
    'bớt tiền',
    'bớt một chút',
    'giá ưu đãi',
    'giá tốt hơn',
    'giảm chút',
    'được giảm',
    'giảm giá cho',
  ],
  domain: ['tên miền', 'domain'],
  hosting: ['hosting', 'máy chủ', 'server', 'vps', 'cloud', 'lưu trữ'],
  backup: ['sao lưu', 'backup', 'khôi phục', 'mất dữ liệu'],
  process: [
    'quy trình',
    'các bước',
    'từng bước',
    'giai đoạn',
    'các khâu',
    'cách làm việc',
    'triển khai',
    'bắt đầu từ đâu',
    'làm việc ra sao',
    'bước nào',
    'mấy bước',
    'những bước',
    'từ lúc bắt đầu',
    'đến lúc bàn giao',
    'làm theo trình tự',
  ],
  prepare: [
    'chuẩn bị',
    'cần gửi',
    'cần cung cấp',
    'gửi trước',
    'tài liệu',
    'nội dung',
    'hình ảnh',
    'logo',
    'yêu cầu ban đầu',
  ],
  contract: ['hợp đồng', 'ký kết', 'giấy tờ', 'điều khoản', 'pháp lý', 'cam kết'],
  revision: ['sửa thiết kế', 'chỉnh sửa', 'sửa lại', 'thay đổi thiết kế', 'sửa giao diện', 'mấy lần'],
  sourceCode: [
    'mã nguồn',
    'source code',
    'source',
    'code',
    'quyền sở hữu',
    'giữ code',
    'sở hữu code',
    'giao code',
    'bàn giao code',
    'mã code',
    'toàn quyền',
  ],
  training: ['hướng dẫn', 'đào tạo', 'chỉ cách', 'dạy cách', 'cách dùng', 'cách sử dụng'],
  progress: [
    'tiến độ',
    'theo dõi',
    'demo',
    'bản chạy thử',
    'làm tới đâu',
    'đến đâu rồi',
    'cập nhật tình hình',
    'xem tiến độ',
    'làm tới đâu rồi',
    'báo cáo tiến độ',
    'cập nhật tiến độ',
  ],
  rush: [
    'cần gấp',
    'làm gấp',
    'rất gấp',
    'đang gấp',
    'hơi gấp',
    'gấp lắm',
    'làm nhanh',
    'khẩn',
    'cấp tốc',
    'kịp',
    'rút ngắn',
    'sớm nhất',
  ],
  incident: [
    'bị lỗi',
    'sự cố',
    'bị sập',
    'web sập',
    'không vào được',
    'không truy cập được',
    'trục trặc',
    'die',
    'bị hỏng',
    'hỏng rồi',
    'lỗi web',
    'web lỗi',
    'bị treo',
  ],
  order: ['đặt mua', 'đặt hàng', 'mua gói', 'đơn hàng', 'mua dịch vụ', 'đăng ký gói'],
  callback: ['gọi lại', 'liên hệ lại', 'phản hồi', 'trả lời lại', 'được gọi', 'có người gọi', 'chờ gọi'],
  booking: ['đặt lịch', 'đặt hẹn', 'lịch hẹn', 'hẹn lịch', 'booking', 'đặt chỗ', 'chọn giờ', 'giờ hẹn'],
  staff: ['nhân viên', 'người thật', 'tư vấn viên', 'gặp người', 'nói chuyện với người', 'người hỗ trợ'],
  social: [
    'zalo',
    'facebook',
    'fanpage',
    'messenger',
    'mạng xã hội',
    'nhắn tin',
    'tiktok',
    'trang facebook',
    'page facebook',
    'instagram',
    'youtube',
    'kênh',
    'mess',
    'nhắn mess',
    'kênh zalo',
    'zalo oa',
    'trang fb',
    'page fb',
  ],
  email: ['email', 'thư điện tử', 'hộp thư', 'địa chỉ email', 'gửi email', 'mail công ty', 'gửi mail'],
  jobs: [
    'tuyển dụng',
    'việc làm',
    'tuyển người',
    'tuyển nhân viên',
    'ứng tuyển',
    'thực tập',
    'xin việc',
    'cv',
    'vị trí trống',
    'vị trí nào',
    'apply',
    'ứng tuyển vào',
    'intern',
    'fresher',
    'thực tập sinh',
    'tuyển dev',
    'cần người làm',
  ],
  technology: [
    'công nghệ',
    'ngôn ngữ lập trình',
    'lập trình bằng',
    'framework',
    'react',
    'vue',
    'angular',
    'nextjs',
    'nodejs',
    'node',
    'php',
    'laravel',
    'python',
    'java',
    'typescript',
    'javascript',
    'flutter',
    'react native',
    'kotlin',
    'swift',
    'net',
    'postgresql',
    'mysql',
    'mongodb',
    'backend',
    'frontend',
    'cơ sở dữ liệu',
    'database',
    'nền tảng gì',
    'công nghệ gì',
    'stack',
  ],
  responsive: [
    'responsive',
    'trên điện thoại',
    'máy tính bảng',
    'tương thích',
    'giao diện điện thoại',
    'màn hình',
    'kích thước màn hình',
    'vỡ khung',
    'vỡ giao diện',
    'xem trên điện thoại',
    'điện thoại xem',
    'ipad',
    'tablet',
  ],
  speed: [
    'tải nhanh',
    'tốc độ',
    'load nhanh',
    'chạy chậm',
    'tải chậm',
    'web chậm',
    'mượt',
    'lag',
    'giật',
    'pagespeed',
    'lighthouse',
    'điểm lighthouse',
    'điểm pagespeed',
    'tải trang',
    'tốc độ tải',
    'core web vitals',
  ],
  security: [
    'bảo mật',
    'hack',
    'tấn công',
    'virus',
    'mã độc',
    'an toàn',
    'ssl',
    'https',
    'truy cập trái phép',
    'xâm nhập',
    'chống hack',
    'tường lửa',
    'firewall',
    'rò rỉ',
    'lộ dữ liệu',
    'bảo vệ',
  ],
  cms: [
    'wordpress',
    'cms',
    'tự sửa',
    'tự đăng bài',
    'tự cập nhật',
    'trang quản trị',
    'tự quản lý',
    'tự thay',
    'tự đổi',
    'tự chỉnh',
    'tự thêm',
    'tự sửa giá',
    'tự đăng',
    'không cần biết code',
    'không biết code',
  ],
  integration: [
    'tích hợp',
    'gắn vào',
    'gắn thêm',
    'gắn cổng',
    'kết nối',
    'nhúng vào',
    'nhúng mã',
    'liên kết',
    'api',
    'cổng thanh toán',
  ],
  ai: [
    'tích hợp ai',
    'dùng ai',
    'công nghệ ai',
    'ai tạo sinh',
    'trí tuệ nhân tạo',
    'chatbot',
    'chatgpt',
    'gpt',
    'trợ lý ảo',
    'tự động trả lời',
    'bot',
  ],
  stores: [
    'app store',
    'google play',
    'ch play',
    'appstore',
    'lên store',
    'phát hành app',
    'kho ứng dụng',
    'nộp ứng dụng',
    'đưa lên store',
    'đưa app lên',
    'tài khoản developer',
    'apple store',
    'cửa hàng ứng dụng',
  ],
  digital: ['chuyển đổi số', 'số hóa', 'tin học hóa', 'tự động hóa'],
  landing: [
    'landing page',
    'landing',
    'trang đích',
    'chiến dịch',
    'một trang',
    'trang giới thiệu sản phẩm',
    'trang sự kiện',
    'trang quảng cáo',
    'form đăng ký',
    'thu thập thông tin khách',
  ],
  // subjects outside the company: a question about them borrows our intents ("giá", "mấy giờ", "số điện thoại")
  outside: [
    'ngân hàng',
    'điện lực',
    'tiền điện',
    'tiền nước',
    'cấp nước',
    'tỷ giá',
    'đô la',
    'ngoại tệ',
    'giá vàng',
    'vàng bạc',
    'xăng dầu',
    'giá xăng',
    'chứng khoán',
    'cổ phiếu',
    'tiền ảo',
    'bitcoin',
    'thời tiết',
    'dự báo',
    'bệnh viện',
    'phòng khám',
    'trường học',
    'bưu điện',
    'cấp cứu',
    'cứu hỏa',
    'cảnh sát',
    'nhà thuốc',
    'hiệu thuốc',
    'khách sạn',
    'công an',
    'ủy ban',
    'sân bay',
    'vé máy bay',
    'nhà hàng',
    'quán ăn',
    'siêu thị',
    'quần áo',
    'giày dép',
    'mỹ phẩm',
    'điện thoại cũ',
    'xe máy',
    'ô tô',
    'bóng đá',
    'xổ số',
    'ca sĩ',
    'bài hát',
    'món ăn',
    'nấu ăn',
    'thuê nhà',
    'nhà trọ',
    'bằng lái',
    'cáp quang',
    'nhà mạng',
    'gói cước',
    'tâm lý',
    'chơi game',
    'liên quân',
    'godaddy',
    'shopee',
    'lazada',
    'tiki',
    'thế giới di động',
    'nha khoa',
    'cắt tóc',
    'tự học',
    'học lập trình',
  ],
};

/**
 * What the company makes: a question that names one of these is about us even when it also names an outside
 * subject ("website cho nhà hàng", "app bán quần áo").
 */
export const PRODUCT_CONCEPTS: ReadonlySet<string> = new Set(
  [
    'website',
    'app',
    'software',
    'shop',
    'landing',
    'readyMade',
    'marketing',
    'ai',
    'hosting',
    'domain',
    'services',
  ].map((c) => `~${c}`),
);

/** The outside-subject concept ("ngân hàng", "tỷ giá", "điện lực"…). */
export const OUTSIDE_CONCEPT = '~outside';

/**
 * A question that names an outside subject and none of our products asks about that subject, not about us: an
 * intent it shares with an item ("mấy giờ" in "ngân hàng mở cửa mấy giờ") must not carry the answer on its own.
 */
export function asksAboutOutsideSubject(concepts: Iterable<string>): boolean {
  const set = new Set(concepts);
  return set.has(OUTSIDE_CONCEPT) && ![...set].some((c) => PRODUCT_CONCEPTS.has(c));
}

/**
 * Typo tolerance (edit distance allowed) for a question syllable that no item knows: none for short syllables
 * (most Vietnamese syllables are one edit from another one), one from 5 letters, two from 6 ("hostting",
 * "soucre"); never for word pairs or concepts, which are matched as typed.
 */
export function typoDistance(token: string): number {
  if (token.includes('_') || token.startsWith(CONCEPT_MARK)) return 0;
  return token.length >= 6 ? 2 : token.length === 5 ? 1 : 0;
}

/**
 * Concepts that say what the customer wants to know rather than what about (price, duration, place, phone, hours):
 * they separate items of the same topic ("giá app" from "app bao lâu"), so the engine weighs them more.
 */
export const INTENT_CONCEPTS: ReadonlySet<string> = new Set(
  ['price', 'duration', 'place', 'phone', 'hours', 'deposit'].map((c) => `~${c}`),
);

/**
 * Intent precedence: how many of the question's intents (duration, deposit, price…) an item answers. Among the
 * best items, one that answers more of them goes first: "website bao lâu thì xong" asks a duration, and the
 * website's price item, however close in words, does not answer it.
 */
export function intentsAnswered(
  questionConcepts: Iterable<string>,
  itemHas: (concept: string) => boolean,
): number {
  let n = 0;
  for (const c of questionConcepts) if (INTENT_CONCEPTS.has(c) && itemHas(c)) n++;
  return n;
}

/** Mark of a concept token ("~price"), so that it never meets a syllable or a bigram. */
export const CONCEPT_MARK = '~';

type Phrase = { concept: string; words: string[] };

/** The phrases by their first word, longest first, folded like a question. */
const PHRASES: ReadonlyMap<string, Phrase[]> = (() => {
  const byFirst = new Map<string, Phrase[]>();
  for (const [concept, phrases] of Object.entries(THESAURUS))
    for (const phrase of phrases) {
      const words = normaliseWords(phrase);
      const list = byFirst.get(words[0]!) ?? [];
      list.push({ concept: `${CONCEPT_MARK}${concept}`, words });
      byFirst.set(words[0]!, list);
    }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
})();

/** A concept found in a text, and the positions of the words that said it. */
export type ConceptMatch = { concept: string; from: number; to: number };

/**
 * Every concept a sequence of normalised words mentions. A phrase inside a longer one that was also found says
 * nothing of its own: "giảm giá" is a discount, not a price; "địa chỉ email" an e-mail, not a place.
 */
export function findConcepts(words: readonly string[]): ConceptMatch[] {
  const found: ConceptMatch[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const phrase of PHRASES.get(words[i]!) ?? []) {
      const n = phrase.words.length;
      if (i + n > words.length) continue;
      if (phrase.words.every((w, k) => words[i + k] === w))
        found.push({ concept: phrase.concept, from: i, to: i + n });
    }
  }
  const inside = (a: ConceptMatch, b: ConceptMatch) =>
    b.from <= a.from && a.to <= b.to && b.to - b.from > a.to - a.from;
  return found.filter((a) => !found.some((b) => inside(a, b)));
}

/** The concept tokens of a text, each once ("tốn bao nhiêu" and "chi phí" both → "~price"). */
export function conceptTokens(text: string): string[] {
  return [...new Set(findConcepts(normaliseWords(text)).map((m) => m.concept))];
}

/**
 * A question as the engine reads it: its tokens, and each concept it mentions with the tokens that said it (a
 * concept met in an item stands in for those tokens, at a lower weight than the tokens themselves).
 */
export function readQuestion(text: string): { tokens: string[]; concepts: Map<string, Set<string>> } {
  const words = normaliseWords(text);
  const placed = placedTokens(words);
  const concepts = new Map<string, Set<string>>();
  for (const match of findConcepts(words)) {
    const said = concepts.get(match.concept) ?? new Set<string>();
    for (const t of placed) if (t.from >= match.from && t.to <= match.to) said.add(t.token);
    concepts.set(match.concept, said);
  }
  return { tokens: [...new Set(placed.map((t) => t.token))], concepts };
}
