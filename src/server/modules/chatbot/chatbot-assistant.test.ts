import { describe, expect, it } from 'vitest';
import { BUSINESS_CALENDAR } from '#domain/site/business-hours.ts';
import { demoKnowledge } from '../../../../tests/chatbot/demo-site.ts';
import { knownSets, score, scoreAssistant, seedItems } from '../../../../tests/chatbot/evaluate.ts';
import { EVALUATION_SETS, withoutDiacritics } from '../../../../tests/chatbot/evaluation-set.ts';
import { createAssistant } from './chatbot-assistant.ts';
import { createChatbotEngine } from './chatbot-engine.ts';

// decision 037: the site's content answers beside the trained items without taking a right answer from them
describe('the whole assistant: trained items and the site content', () => {
  const assistant = createAssistant();
  assistant.loadTraining(seedItems());
  assistant.loadKnowledge(demoKnowledge());
  const items = createChatbotEngine();
  items.load(seedItems());

  it('keeps every known set at least as right, and falls back at least as often, as the trained items alone', () => {
    for (const set of Object.values(knownSets())) {
      const alone = score(items, set.inScope, set.outOfScope, items.threshold);
      const whole = scoreAssistant(assistant, set.inScope, set.outOfScope);
      expect({ set: set.label, accuracy: whole.accuracy >= alone.accuracy }).toEqual({
        set: set.label,
        accuracy: true,
      });
      expect({ set: set.label, fallback: whole.fallbackOnOutOfScope >= alone.fallbackOnOutOfScope }).toEqual({
        set: set.label,
        fallback: true,
      });
    }
    // some 2,600 questions through two indexes: seconds of CPU on a shared machine
  }, 60_000);

  it("answers the site set's questions from the pages, the same without diacritics, and falls back on the others", () => {
    const { inScope, outOfScope } = EVALUATION_SETS.site;
    const marked = scoreAssistant(assistant, inScope, outOfScope);
    const bare = scoreAssistant(assistant, inScope, outOfScope, withoutDiacritics);
    expect(marked.accuracy).toBeGreaterThanOrEqual(0.75);
    expect(marked.fallbackOnOutOfScope).toBe(1);
    expect(bare.accuracy).toBe(marked.accuracy);
    expect(bare.fallbackOnOutOfScope).toBe(marked.fallbackOnOutOfScope);
  });

  it('a long need that no trained item answers gets the services that fit, best first, and the booking offer', () => {
    // no trained item: what the needs rule does when none is sure
    const contentOnly = createAssistant();
    contentOnly.loadTraining([]);
    contentOnly.loadKnowledge(demoKnowledge());
    const answer = contentOnly.decide(
      'Chúng tôi cần làm một hệ thống có giỏ hàng, thanh toán MoMo, VNPAY, kết nối đơn vị vận chuyển và báo cáo doanh thu theo tháng cho chuỗi cửa hàng',
      new Date('2026-11-26T03:00:00Z'),
      BUSINESS_CALENDAR,
    );
    expect(answer.fallback).toBe(false);
    expect(answer.via).toBe('needs');
    expect(answer.source?.title).toBe('Website thương mại điện tử');
    expect(answer.html).toContain('Đặt lịch tư vấn');
    expect(answer.html?.indexOf('Website thương mại điện tử')).toBeLessThan(
      answer.html?.indexOf('</li>') ?? 0,
    );
  });

  const at = new Date('2026-11-26T03:00:00Z');

  it("a named thing's fact is answered from the passage of its page that holds it, with its link", () => {
    for (const [question, holds, page] of [
      ['Gói SEO mỗi tháng viết bao nhiêu bài', '8 bài', 'SEO và quảng cáo tổng thể'],
      ['CloudSync luu lich su phien ban duoc bao nhieu ngay', '30 ngày', 'CloudSync Drive'],
      ['DataVault ho tro sao luu nhung co so du lieu nao', 'PostgreSQL', 'DataVault sao lưu dữ liệu'],
    ] as const) {
      const answer = assistant.decide(question, at, BUSINESS_CALENDAR);
      expect({ question, fallback: answer.fallback }).toEqual({ question, fallback: false });
      expect(answer.html ?? answer.item?.responseText).toContain(holds);
      expect(answer.source?.title).toContain(page.split(' ')[0]);
    }
  });

  it('a package type and a price name one service; the price list answers its cheapest and dearest', () => {
    const priced = assistant.decide(
      'giá gói web 8 triệu đã gồm tên miền với hosting chưa',
      at,
      BUSINESS_CALENDAR,
    );
    expect(priced.source?.title).toBe('Website giới thiệu doanh nghiệp');
    expect(priced.html ?? priced.item?.responseText).toContain('SSL');
    const cheapest = assistant.decide('gói rẻ nhất bên bạn là gói nào, bao nhiu tiền', at, BUSINESS_CALENDAR);
    expect(cheapest.html ?? cheapest.item?.responseText).toContain('5.000.000');
    const dearest = assistant.decide('Trong nhóm App, gói đắt nhất giá bao nhiêu?', at, BUSINESS_CALENDAR);
    expect(dearest.html ?? dearest.item?.responseText).toContain('150.000.000');
  });

  it('a budget for one of the things we make is answered with the packages within it; a budget for a phone is not', () => {
    const answer = assistant.decide(
      'Ngân sách tầm 10 triệu thì làm được website gì bên bạn?',
      at,
      BUSINESS_CALENDAR,
    );
    expect(answer.fallback).toBe(false);
    expect(answer.html).toContain('Website giới thiệu doanh nghiệp');
    expect(answer.html).not.toContain('Website thương mại điện tử');
    const phone = assistant.decide(
      'Tư vấn giúp em nên mua điện thoại Samsung hay iPhone tầm 10 triệu',
      at,
      BUSINESS_CALENDAR,
    );
    expect(phone.html ?? '').not.toContain('ngân sách');
  });

  it("'phần mềm nào …' is answered with the product whose page says it", () => {
    const answer = assistant.decide(
      'ben ban co phan mem nao sao luu database tu dong ko',
      at,
      BUSINESS_CALENDAR,
    );
    expect(answer.fallback).toBe(false);
    expect(answer.source?.url).toMatch(/^\/products\//);
  });

  it('the process is answered as /procedure shows it, the trained item still the one that answers', () => {
    const answer = assistant.decide('Quy trình làm việc như thế nào?', at, BUSINESS_CALENDAR);
    expect(answer.via).toBe('training');
    expect(answer.html).toContain('Tiếp nhận yêu cầu');
    expect(answer.html).toContain('Bàn giao và bảo hành');
    expect(answer.source?.url).toBe('/procedure');
  });

  it("another company's hotline falls back, ours does not", () => {
    expect(assistant.decide('hotline tổng đài Viettel', at, BUSINESS_CALENDAR).fallback).toBe(true);
    expect(assistant.decide('hotline tong dai viettel', at, BUSINESS_CALENDAR).fallback).toBe(true);
    expect(assistant.decide('Số tổng đài của Sao Việt là gì vậy?', at, BUSINESS_CALENDAR).fallback).toBe(
      false,
    );
  });
});

// decision 048: what the articles' bodies and the team page say, packages compared, the calendar's days
describe('the assistant: prose, comparisons and the calendar', () => {
  const assistant = createAssistant();
  assistant.loadTraining(seedItems());
  assistant.loadKnowledge(demoKnowledge());
  const at = new Date('2026-11-26T03:00:00Z');
  const said = (q: string) => {
    const d = assistant.decide(q, at, BUSINESS_CALENDAR);
    return { fallback: d.fallback, url: d.source?.url, html: d.html ?? d.item?.responseText ?? '' };
  };

  it('follows a trained answer with the article sentence that says what the item is not about, with its link', () => {
    const answer = said('flutter dùng ngôn ngữ gì vậy');
    expect(answer.html).toContain('Dart');
    expect(answer.url).toBe('/news/ung-dung-di-dong-da-nen-tang-react-native-flutter');
  });

  it('answers from the team page who holds a role, with and without diacritics alike', () => {
    for (const q of ['Giám đốc điều hành của công ty là ai?', 'giam doc dieu hanh cua cong ty la ai'])
      expect(said(q)).toMatchObject({ fallback: false, url: '/team' });
    expect(said('Giám đốc điều hành của công ty là ai?').html).toContain('Nguyễn Minh Anh');
  });

  it('compares two packages and adds them up', () => {
    const answer = said('Website giới thiệu với website thương mại điện tử chênh nhau bao nhiêu tiền?');
    expect(answer.html).toContain('17.000.000');
    expect(answer.html).toContain('33.000.000');
    expect(said('Làm landing page với gói SEO thì tổng hết bao nhiêu').html).toContain('20.000.000');
  });

  it("answers a day the question names from the office calendar, and reads no day in 'bước thứ 2'", () => {
    expect(said('chủ nhật văn phòng có làm việc ko')).toMatchObject({ url: '/advise' });
    expect(said('chủ nhật văn phòng có làm việc ko').html).toContain('Chủ Nhật: nghỉ');
    expect(said('Lễ Quốc khánh 2/9 công ty có nghỉ không').html).toContain('Quốc khánh: 01/09/2027');
    expect(said('buoc thu 2 trong quy trinh lam viec la gi').html).toContain('Tiếp nhận yêu cầu');
  });

  it('lets no prose answer a question about something else that shares its common words', () => {
    for (const q of ['điện thoại nào tốt', 'cách xóa tài khoản tiktok', 'số điện thoại taxi Mai Linh'])
      expect({ q, fallback: said(q).fallback }).toEqual({ q, fallback: true });
  });
});

// decision 054: the process page's steps, prose read with its neighbours after a trained answer, the saved hours
describe('the assistant: steps of the process, prose beside a trained answer, the saved calendar', () => {
  const assistant = createAssistant();
  assistant.loadTraining(seedItems());
  assistant.loadKnowledge(demoKnowledge());
  const at = new Date('2026-11-26T03:00:00Z');
  const said = (q: string, calendar = BUSINESS_CALENDAR) => {
    const d = assistant.decide(q, at, calendar);
    return { fallback: d.fallback, url: d.source?.url, html: d.html ?? d.item?.responseText ?? '' };
  };

  it('answers a step of /procedure named with a word for a step, and the next one when that is asked', () => {
    expect(said('Bước tư vấn & báo giá thì bên bạn làm gì cụ thể?')).toMatchObject({
      fallback: false,
      url: '/procedure',
      html: expect.stringContaining('Đề xuất giải pháp'),
    });
    expect(said('sau khi tu van bao gia xong thi toi buoc nao').html).toContain('Bước 3/6');
    // a trained item sure of the words around it keeps answering; the step follows its text
    expect(said('Khâu kiểm thử bên bạn kiểm tra những gì')).toMatchObject({
      url: '/procedure',
      html: expect.stringContaining('hiệu năng'),
    });
  });

  it("follows a trained answer with the article's sentences that say what it asks, read with their neighbours", () => {
    const answer = said('Thanh toán xong thì mình nhận được gì để tra cứu?');
    expect(answer.html).toContain('mã đơn hàng');
    expect(answer.url).toBe('/news/huong-dan-thanh-toan-bang-ma-qr');
    // a sentence that holds no word of the question the trained item is not about adds nothing
    expect(said('Làm web hết bn tiền vậy?').url).toBeUndefined();
  });

  it('answers hours and holidays from the calendar it is given, not from the one in force until one is saved', () => {
    const saved = {
      hours: [{ days: [1, 2, 3, 4, 5, 6, 0] as const, from: '07:00', to: '21:00' }],
      holidays: [{ name: 'Tết Nguyên đán', from: '2027-02-01', to: '2027-02-12' }],
    };
    const hours = said('mấy giờ mở cửa', saved);
    expect(hours.html).toContain('Chủ Nhật: 07:00 – 21:00');
    expect(hours.html).not.toContain('08:00');
    expect(said('Tết nghỉ đến ngày nào', saved).html).toContain('01/02/2027 – 12/02/2027');
    expect(said('chủ nhật có làm việc không', saved).html).not.toContain('Chủ Nhật: nghỉ');
  });
});

// decision 055: the footer's and /advise's channels, the team's roles, the pages' facts beside a trained answer
describe('the assistant: the contact channels, the team, facts and features beside or without a trained answer', () => {
  const assistant = createAssistant();
  assistant.loadTraining(seedItems());
  assistant.loadKnowledge(demoKnowledge());
  const at = new Date('2026-11-26T03:00:00Z');
  const said = (q: string) => {
    const d = assistant.decide(q, at, BUSINESS_CALENDAR);
    return { fallback: d.fallback, url: d.source?.url, html: d.html ?? d.item?.responseText ?? '' };
  };

  it('answers a channel the footer lists with its line and /advise as the source, with and without diacritics', () => {
    for (const q of ['LinkedIn của công ty?', 'Linkedin cua cong ty?'])
      expect(said(q)).toMatchObject({
        fallback: false,
        url: '/advise',
        html: expect.stringContaining('linkedin.com/company/saovietsoft'),
      });
    expect(said('văn phòng ở tầng mấy vậy').html).toContain('Tầng 6');
  });

  it("follows a trained contact answer with the channels it does not give, and leaves someone else's alone", () => {
    expect(said('công ty có kênh youtube không').html).toContain('youtube.com/@saovietsoft');
    expect(said('cho xin sdt của tiki').fallback).toBe(true);
    expect(said('quên mật khẩu facebook làm sao lấy lại').fallback).toBe(true);
  });

  it('answers who holds a role from /team, alone or after a trained answer, and not a question the page half says', () => {
    expect(said('Ai là người phụ trách thiết kế giao diện UI/UX?')).toMatchObject({
      fallback: false,
      url: '/team',
      html: expect.stringContaining('Lê Thu Hà'),
    });
    expect(said('ban nao lo phan lam app mobile vay').html).toContain('Võ Ngọc Lan');
    // the year the company was founded is on no page: the director's line alone does not answer it
    expect(said('Cty thành lập năm nào vậy, giám đốc là ai?').fallback).toBe(true);
  });

  it("follows a trained answer with a price list's line that says what its text does not", () => {
    const answer = said('phần mềm quản lý chạy trên đám mây được không');
    expect(answer.html).toContain('máy chủ');
    expect(answer.url).toMatch(/^\/price-list\?type=app#service-/);
  });

  it('follows a trained answer that asks no price or length with the sentence that says the words its text lacks', () => {
    expect(said('Flutter lập trình bằng ngôn ngữ nào')).toMatchObject({
      url: '/news/ung-dung-di-dong-da-nen-tang-react-native-flutter',
      html: expect.stringContaining('Dart'),
    });
    // the price item answers the price asked: nothing follows it
    expect(said('Làm web hết bn tiền vậy?').url).toBeUndefined();
  });

  it('follows a trained answer that gives no length with the sentence that says the length asked', () => {
    expect(said('ứng tuyển lập trình viên thì bao lâu có phản hồi')).toMatchObject({
      url: '/news/tuyen-dung-lap-trinh-vien-react',
      html: expect.stringContaining('năm ngày làm việc'),
    });
    // the length is what it asks: the sentence may miss more of its other words ("nộp", "xong"), decision 056
    for (const q of [
      'nộp CV ứng tuyển xong bao lâu thì nhân sự phản hồi',
      'nop cv ung tuyen xong bao lau thi nhan su phan hoi',
    ])
      expect(said(q).html).toContain('năm ngày làm việc');
  });

  it("answers from the /privacy page's lines what is asked of one's personal data", () => {
    expect(said('muốn xóa dữ liệu cá nhân thì làm sao')).toMatchObject({
      url: '/privacy',
      html: expect.stringContaining('yêu cầu xóa dữ liệu'),
    });
  });

  it('gives the whole price list to a request for it, and whom to ask for a package priced "Liên hệ"', () => {
    const list = said('gửi mình bảng giá đầy đủ');
    expect(list.html).toContain('5.000.000');
    expect(list.html).toContain('150.000.000');
    expect(list.url).toBe('/price-list');
    const quote = said('gói đồng hành chuyển đổi số bao nhiêu tiền');
    expect(quote.html).toContain('028 7300 6868');
    expect(quote.html).toContain('/advise');
  });

  it("answers 'which product' with what it does said before 'nào', and not for an outside subject's software", () => {
    expect(said('có giải pháp chống tấn công nào cho website không').url).toMatch(/^\/products\//);
    expect(said('phần mềm diệt virus nào tốt cho máy tính ở nhà').fallback).toBe(true);
  });

  it('answers what comes after a step with the sentences a page puts under "Sau khi …", in words of the same concept', () => {
    expect(said('chuyển khoản xong rồi thì làm gì tiếp theo')).toMatchObject({
      url: '/news/huong-dan-thanh-toan-bang-ma-qr',
      html: expect.stringContaining('mã đơn hàng'),
    });
  });

  it("answers a feature of the price list's lines said as customers say it (push notification, phí ship)", () => {
    expect(said('ứng dụng có gửi push notification cho khách không')).toMatchObject({
      fallback: false,
      html: expect.stringContaining('thông báo đẩy'),
    });
    expect(said('website có tự tính phí ship không').html).toContain('phí giao hàng');
  });

  it('lets prose alone hold a word through a phrase of its concept, not through one word of it', () => {
    expect(said('Nếu cửa hàng bị rớt mạng thì phần mềm bán hàng vẫn bán được không?')).toMatchObject({
      fallback: false,
      url: '/news/du-an-chuyen-doi-so-chuoi-nha-thuoc',
      html: expect.stringContaining('gián đoạn'),
    });
    expect(said('Cách đổi tên fanpage Facebook bị giới hạn').fallback).toBe(true);
  });

  it("answers a visit to the office on a day from the calendar, and the director asked as 'CEO' from /team", () => {
    expect(said('Thứ 7 em qua văn phòng được không')).toMatchObject({
      url: '/advise',
      html: expect.stringContaining('Thứ Bảy: 08:00 – 12:00'),
    });
    expect(said('CEO công ty là ai vậy')).toMatchObject({
      url: '/team',
      html: expect.stringContaining('Nguyễn Minh Anh'),
    });
  });

  it("reads no subject in a question's spoken words ('nếu', 'bị', 'giờ', 'phải', 'còn') that prose seldom says", () => {
    for (const q of [
      'Nếu cửa hàng bị mất mạng thì phần mềm bán hàng còn dùng được không',
      'Neu cua hang bi mat mang thi phan mem ban hang con dung duoc khong',
    ])
      expect(said(q)).toMatchObject({
        url: '/news/du-an-chuyen-doi-so-chuoi-nha-thuoc',
        html: expect.stringContaining('vẫn bán hàng bình thường'),
      });
    expect(said('lỡ chuyển khoản trùng thì có được trả lại tiền không').html).toContain('hoàn lại đầy đủ');
  });

  it("answers a product's rhythm asked with 'bao lâu … 1 lần' from the line that says it", () => {
    expect(said('SecureGate bao lâu thì gửi báo cáo 1 lần vậy')).toMatchObject({
      url: '/products/securegate-waf',
      html: expect.stringContaining('hằng tuần'),
    });
  });

  it("falls back on a payment provider's hotline and on another company's jobs, not on ours", () => {
    expect(said('tổng đài VNPAY số mấy').fallback).toBe(true);
    expect(said('Lazada có tuyển thực tập sinh không').fallback).toBe(true);
    expect(said('bên bạn có tuyển thực tập sinh không').fallback).toBe(false);
  });

  it("gives our price list's cheapest only when the question asks of us, not of a laptop", () => {
    expect(said('mua laptop ở đâu rẻ nhất Sài Gòn').fallback).toBe(true);
    expect(said('gói rẻ nhất bên bạn là gói nào').html).toContain('5.000.000');
  });
});
