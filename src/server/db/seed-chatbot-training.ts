import { COMPANY, fullAddress } from '#domain/site/company.ts';

/**
 * The AI assistant's demo knowledge (issue 16 item 6): the six categories of spec 002 §3, written as customers
 * ask, each answer using the company's own data (prices of the price list, the address, the hotline). The
 * evaluation set in tests/chatbot/ is written separately and never feeds this list.
 */
export type DemoTrainingItem = {
  pattern: string;
  keywords: string[];
  category: 'dịch_vụ' | 'báo_giá' | 'quy_trình' | 'liên_hệ' | 'thời_gian' | 'công_nghệ';
  priority: number;
  status: 'active' | 'inactive' | 'testing';
  responseText: string;
  suggestions: string[];
  usageCount: number;
  successRate: number | null;
};

const hotline = `<a href="${COMPANY.hotlineHref}">${COMPANY.hotline}</a>`;
const email = `<a href="mailto:${COMPANY.email}">${COMPANY.email}</a>`;
const zalo = COMPANY.socials.find((s) => s.label === 'Zalo')!.href;
const facebook = COMPANY.socials.find((s) => s.label === 'Facebook')!.href;

type Draft = Omit<DemoTrainingItem, 'status' | 'usageCount' | 'successRate'> &
  Partial<Pick<DemoTrainingItem, 'status' | 'usageCount' | 'successRate'>>;
const item = (d: Draft): DemoTrainingItem => ({ status: 'active', usageCount: 0, successRate: null, ...d });

export const DEMO_TRAINING: DemoTrainingItem[] = [
  // ——— dịch vụ ———
  item({
    pattern: 'Công ty cung cấp những dịch vụ gì?',
    keywords: [
      'dịch vụ',
      'làm những gì',
      'nhận làm gì',
      'lĩnh vực',
      'hỗ trợ gì',
      'có những dịch vụ nào',
      'mảng nào',
      'làm được gì',
    ],
    category: 'dịch_vụ',
    priority: 9,
    responseText:
      '<p>Chúng tôi cung cấp ba nhóm dịch vụ chính:</p><ul><li><strong>Website</strong>: landing page, website doanh nghiệp, thương mại điện tử.</li><li><strong>App</strong>: ứng dụng di động iOS, Android và phần mềm quản lý theo yêu cầu.</li><li><strong>Agency</strong>: quản trị website, SEO, quảng cáo và đồng hành chuyển đổi số.</li></ul><p>Bạn có thể xem chi tiết tại trang Bảng giá.</p>',
    suggestions: ['Xem bảng giá', 'Quy trình làm việc', 'Đặt lịch tư vấn'],
    usageCount: 128,
    successRate: 86,
  }),
  item({
    pattern: 'Có nhận bảo trì website cũ không?',
    keywords: [
      'bảo trì',
      'website cũ',
      'nâng cấp website',
      'sửa website',
      'web người khác làm',
      'quản trị website',
    ],
    category: 'dịch_vụ',
    priority: 6,
    responseText:
      '<p>Có. Chúng tôi nhận bảo trì và nâng cấp website do đơn vị khác làm, sau khi <strong>đánh giá mã nguồn và bảo mật</strong>. Gói Quản trị và bảo trì website (từ 6.000.000 ₫/năm) bao gồm sao lưu, cập nhật bảo mật và xử lý sự cố trong 24 giờ.</p>',
    suggestions: ['Phí bảo trì website', 'Đặt lịch tư vấn'],
    usageCount: 14,
    successRate: 71,
  }),
  item({
    pattern: 'Có làm website bán hàng online không?',
    keywords: [
      'website bán hàng',
      'thương mại điện tử',
      'shop online',
      'giỏ hàng',
      'bán hàng trực tuyến',
      'cửa hàng online',
      'mở shop online',
      'bán quần áo online',
    ],
    category: 'dịch_vụ',
    priority: 7,
    responseText:
      '<p>Có. Gói <strong>Website thương mại điện tử</strong> có giỏ hàng, quản lý sản phẩm và tồn kho, mã giảm giá, thanh toán MoMo/VNPAY và báo cáo doanh thu. Giá từ 25.000.000 ₫, thực hiện trong 4 đến 6 tuần.</p>',
    suggestions: ['Làm website giá bao nhiêu?', 'Làm website mất bao lâu?'],
  }),
  item({
    pattern: 'Có làm ứng dụng di động không?',
    keywords: ['ứng dụng di động', 'app điện thoại', 'iOS', 'Android', 'làm app', 'viết app', 'app mobile'],
    category: 'dịch_vụ',
    priority: 7,
    responseText:
      '<p>Có. Chúng tôi phát triển <strong>ứng dụng di động iOS và Android</strong> từ thiết kế đến khi lên App Store và Google Play, kèm trang quản trị cho doanh nghiệp. Ví dụ: ứng dụng đặt lịch hẹn, bán hàng, chăm sóc khách hàng thân thiết.</p>',
    suggestions: ['Làm app giá bao nhiêu?', 'Làm app mất bao lâu?'],
  }),
  item({
    pattern: 'Có làm phần mềm quản lý theo yêu cầu không?',
    keywords: [
      'phần mềm quản lý',
      'quản lý kho',
      'quản lý nhân sự',
      'CRM',
      'ERP',
      'phần mềm riêng',
      'theo yêu cầu',
      'quản lý bán hàng',
    ],
    category: 'dịch_vụ',
    priority: 6,
    responseText:
      '<p>Có. Chúng tôi xây dựng <strong>phần mềm quản lý theo yêu cầu</strong>: quản lý kho, bán hàng, nhân sự, khách hàng (CRM), chạy trên trình duyệt và điện thoại, phân quyền theo vai trò, xuất báo cáo Excel.</p>',
    suggestions: ['Phần mềm quản lý giá bao nhiêu?', 'Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Có dịch vụ SEO và chạy quảng cáo không?',
    keywords: [
      'SEO',
      'quảng cáo',
      'chạy ads',
      'Google Ads',
      'Facebook Ads',
      'marketing',
      'tiếp thị',
      'lên top',
      'làm SEO',
      'dịch vụ SEO',
    ],
    category: 'dịch_vụ',
    priority: 6,
    responseText:
      '<p>Có. Gói <strong>SEO và quảng cáo tổng thể</strong> gồm tối ưu website, viết nội dung chuẩn SEO, chạy quảng cáo Google và Facebook, báo cáo hằng tháng. Giá từ 15.000.000 ₫/tháng.</p>',
    suggestions: ['SEO bao lâu thì lên top?', 'Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Có làm landing page cho chiến dịch không?',
    keywords: [
      'landing page',
      'trang đích',
      'chiến dịch',
      'một trang',
      'trang giới thiệu sản phẩm',
      'thu thập khách hàng',
    ],
    category: 'dịch_vụ',
    priority: 5,
    responseText:
      '<p>Có. Gói <strong>Landing page chiến dịch</strong> là một trang giới thiệu sản phẩm hoặc sự kiện, có form thu thập khách hàng và gắn mã theo dõi quảng cáo. Giá từ 5.000.000 ₫, hoàn thành trong khoảng 7 ngày làm việc.</p>',
    suggestions: ['Xem bảng giá', 'Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Công ty có bán phần mềm có sẵn không?',
    keywords: [
      'sản phẩm',
      'phần mềm có sẵn',
      'tải về',
      'download',
      'CloudSync',
      'DevKit',
      'Analytics Pro',
      'SecureGate',
      'DataVault',
      'Mobile Shop',
    ],
    category: 'dịch_vụ',
    priority: 5,
    responseText:
      '<p>Có. Trang <strong>Sản phẩm</strong> có các phần mềm dùng ngay: CloudSync Drive, Bộ công cụ DevKit CI/CD, Analytics Pro, SecureGate tường lửa ứng dụng, Mẫu ứng dụng bán hàng Mobile Shop và DataVault sao lưu dữ liệu. Mỗi sản phẩm có trang chi tiết, bản tải về và hướng dẫn sử dụng.</p>',
    suggestions: ['Xem sản phẩm', 'Liên hệ tư vấn'],
  }),
  item({
    pattern: 'Có tư vấn chuyển đổi số cho doanh nghiệp không?',
    keywords: [
      'chuyển đổi số',
      'số hóa',
      'tư vấn công nghệ',
      'tư vấn CNTT',
      'doanh nghiệp nhỏ',
      'tin học hóa',
    ],
    category: 'dịch_vụ',
    priority: 5,
    responseText:
      '<p>Có. Gói <strong>Đồng hành chuyển đổi số</strong> bắt đầu bằng khảo sát quy trình hiện tại, sau đó đề xuất lộ trình số hóa từng bước (website, phần mềm quản lý, tự động hóa) phù hợp ngân sách. Chi phí báo theo phạm vi sau buổi khảo sát.</p>',
    suggestions: ['Đặt lịch tư vấn', 'Công ty cung cấp những dịch vụ gì?'],
  }),
  item({
    pattern: 'Có làm ứng dụng đặt lịch hẹn cho spa, phòng khám không?',
    keywords: ['ứng dụng đặt lịch', 'đặt lịch hẹn', 'spa', 'phòng khám', 'salon', 'booking', 'đặt chỗ'],
    category: 'dịch_vụ',
    priority: 5,
    responseText:
      '<p>Có. Gói <strong>Ứng dụng đặt lịch hẹn</strong> cho spa, phòng khám, salon: khách chọn dịch vụ, nhân viên và giờ trống, nhận nhắc lịch; chủ cửa hàng xem lịch theo chi nhánh. Giá từ 45.000.000 ₫.</p>',
    suggestions: ['Làm app mất bao lâu?', 'Đặt lịch tư vấn'],
  }),

  // ——— báo giá ———
  item({
    pattern: 'Làm website giá bao nhiêu?',
    keywords: [
      'giá website',
      'báo giá',
      'chi phí làm website',
      'bao nhiêu tiền',
      'giá thiết kế web',
      'bảng giá',
      'giá cả',
    ],
    category: 'báo_giá',
    priority: 10,
    responseText:
      '<p>Chi phí tham khảo:</p><ul><li>Landing page: từ <strong>5.000.000 ₫</strong></li><li>Website doanh nghiệp: từ <strong>8.000.000 ₫</strong></li><li>Website thương mại điện tử: từ <strong>25.000.000 ₫</strong></li></ul><p>Báo giá chính xác phụ thuộc vào số trang và chức năng. Hãy đặt lịch để nhận báo giá chi tiết miễn phí.</p>',
    suggestions: ['Xem bảng giá', 'Thanh toán bằng những hình thức nào?', 'Đặt lịch tư vấn'],
    usageCount: 204,
    successRate: 78,
  }),
  item({
    pattern: 'Thanh toán bằng những hình thức nào?',
    keywords: ['hình thức thanh toán', 'MoMo', 'VNPAY', 'chuyển khoản', 'trả tiền', 'quét mã QR', 'tiền mặt'],
    category: 'báo_giá',
    priority: 7,
    responseText:
      '<p>Bạn có thể thanh toán trực tuyến bằng mã QR qua <strong>MoMo</strong> hoặc <strong>VNPAY</strong> ngay trên trang thanh toán của từng dịch vụ. Với dự án lớn, chúng tôi nhận chuyển khoản theo từng giai đoạn ghi trong hợp đồng.</p>',
    suggestions: ['Có cần đặt cọc trước không?', 'Liên hệ tư vấn'],
    usageCount: 57,
    successRate: 90,
  }),
  item({
    pattern: 'Làm app giá bao nhiêu?',
    keywords: ['giá làm app', 'chi phí ứng dụng', 'giá app di động', 'app bao nhiêu tiền', 'chi phí làm app'],
    category: 'báo_giá',
    priority: 8,
    responseText:
      '<p>Chi phí tham khảo cho ứng dụng:</p><ul><li>Ứng dụng đặt lịch hẹn: từ <strong>45.000.000 ₫</strong></li><li>Ứng dụng di động iOS và Android: từ <strong>80.000.000 ₫</strong></li></ul><p>Giá cuối cùng tùy số màn hình và chức năng; chúng tôi gửi báo giá chi tiết sau buổi tư vấn.</p>',
    suggestions: ['Làm app mất bao lâu?', 'Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Phần mềm quản lý giá bao nhiêu?',
    keywords: [
      'giá phần mềm',
      'chi phí phần mềm quản lý',
      'phần mềm bao nhiêu tiền',
      'giá CRM',
      'giá ERP',
      'giá phần mềm quản lý kho',
    ],
    category: 'báo_giá',
    priority: 6,
    responseText:
      '<p>Phần mềm quản lý theo yêu cầu có giá từ <strong>150.000.000 ₫</strong>, tùy số phân hệ (kho, bán hàng, nhân sự, CRM) và số người dùng. Chúng tôi khảo sát miễn phí rồi gửi báo giá theo từng phân hệ.</p>',
    suggestions: ['Làm phần mềm quản lý mất bao lâu?', 'Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Gói SEO giá bao nhiêu một tháng?',
    keywords: ['giá SEO', 'chi phí quảng cáo', 'phí SEO hàng tháng', 'ngân sách quảng cáo', 'giá chạy ads'],
    category: 'báo_giá',
    priority: 5,
    responseText:
      '<p>Gói <strong>SEO và quảng cáo tổng thể</strong> từ <strong>15.000.000 ₫/tháng</strong>, chưa gồm ngân sách trả cho Google hoặc Facebook. Hợp đồng tối thiểu 3 tháng, có báo cáo hằng tháng.</p>',
    suggestions: ['SEO bao lâu thì lên top?', 'Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Phí bảo trì website một năm là bao nhiêu?',
    keywords: ['phí bảo trì', 'giá bảo trì', 'chi phí duy trì', 'phí hàng năm', 'giá quản trị website'],
    category: 'báo_giá',
    priority: 5,
    responseText:
      '<p>Gói <strong>Quản trị và bảo trì website</strong> từ <strong>6.000.000 ₫/năm</strong>: sao lưu định kỳ, cập nhật bảo mật, theo dõi hoạt động và xử lý sự cố trong 24 giờ.</p>',
    suggestions: ['Có nhận bảo trì website cũ không?'],
  }),
  item({
    pattern: 'Có cần đặt cọc trước không?',
    keywords: ['đặt cọc', 'cọc trước', 'trả trước', 'thanh toán mấy đợt', 'chia đợt', 'trả góp'],
    category: 'báo_giá',
    priority: 5,
    responseText:
      '<p>Với dự án theo yêu cầu, thanh toán chia <strong>3 đợt</strong>: đặt cọc 30 % khi ký hợp đồng, 40 % khi duyệt bản chạy thử, 30 % còn lại khi bàn giao. Các gói trên Bảng giá thanh toán một lần trên trang thanh toán.</p>',
    suggestions: ['Thanh toán bằng những hình thức nào?', 'Có ký hợp đồng không?'],
  }),
  item({
    pattern: 'Có xuất hóa đơn VAT không?',
    keywords: ['hóa đơn', 'VAT', 'hóa đơn đỏ', 'hóa đơn điện tử', 'thuế', 'chứng từ'],
    category: 'báo_giá',
    priority: 4,
    responseText: `<p>Có. ${COMPANY.legalName} xuất <strong>hóa đơn điện tử VAT</strong> cho mọi hợp đồng và đơn hàng. Giá trên Bảng giá chưa gồm VAT; bạn gửi thông tin xuất hóa đơn qua email ${email}.</p>`,
    suggestions: ['Thanh toán bằng những hình thức nào?'],
  }),
  item({
    pattern: 'Có chương trình giảm giá hay khuyến mãi không?',
    keywords: ['giảm giá', 'khuyến mãi', 'ưu đãi', 'chiết khấu', 'voucher', 'giá rẻ hơn', 'bớt giá'],
    category: 'báo_giá',
    priority: 4,
    responseText:
      '<p>Có. Khách hàng đặt lịch tư vấn được <strong>giảm 10 %</strong> cho gói website đầu tiên, và giảm thêm 5 % khi ký kèm gói bảo trì năm đầu. Nhân viên sẽ áp dụng ưu đãi vào báo giá của bạn.</p>',
    suggestions: ['Đặt lịch tư vấn', 'Làm website giá bao nhiêu?'],
  }),
  item({
    pattern: 'Giá tên miền và hosting bao nhiêu?',
    keywords: ['tên miền', 'domain', 'hosting', 'phí máy chủ', 'gia hạn', 'lưu trữ website'],
    category: 'báo_giá',
    priority: 4,
    responseText:
      '<p>Gói website doanh nghiệp và thương mại điện tử đã gồm <strong>tên miền .vn và hosting năm đầu</strong>. Từ năm thứ hai, phí gia hạn khoảng 1.500.000 ₫/năm (tên miền .vn và hosting cơ bản).</p>',
    suggestions: ['Phí bảo trì website một năm là bao nhiêu?'],
  }),

  // ——— quy trình ———
  item({
    pattern: 'Quy trình làm việc như thế nào?',
    keywords: ['quy trình', 'các bước', 'cách làm việc', 'triển khai', 'làm việc ra sao', 'bắt đầu từ đâu'],
    category: 'quy_trình',
    priority: 8,
    responseText:
      '<p>Quy trình gồm 5 bước:</p><ol><li>Khảo sát yêu cầu</li><li>Thiết kế giao diện và chức năng</li><li>Lập trình theo vòng lặp hai tuần</li><li>Kiểm thử</li><li>Bàn giao, đào tạo và bảo hành</li></ol><p>Bạn nhận bản chạy thử sau mỗi vòng lặp để góp ý.</p>',
    suggestions: ['Làm website mất bao lâu?', 'Xem trang Quy trình'],
    usageCount: 96,
    successRate: 88,
  }),
  item({
    pattern: 'Cần chuẩn bị gì trước khi bắt đầu dự án?',
    keywords: [
      'chuẩn bị',
      'tài liệu',
      'cung cấp nội dung',
      'hình ảnh',
      'logo',
      'yêu cầu ban đầu',
      'mẫu tham khảo',
    ],
    category: 'quy_trình',
    priority: 5,
    responseText:
      '<p>Bạn chỉ cần chuẩn bị: mục tiêu của website/ứng dụng, vài trang mẫu bạn thích, logo và hình ảnh sản phẩm (nếu có) và nội dung giới thiệu. Chưa có nội dung? Chúng tôi hỗ trợ viết nội dung và chụp ảnh sản phẩm.</p>',
    suggestions: ['Quy trình làm việc như thế nào?', 'Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Có ký hợp đồng không?',
    keywords: ['hợp đồng', 'ký kết', 'pháp lý', 'cam kết', 'làm hợp đồng', 'điều khoản', 'giấy tờ'],
    category: 'quy_trình',
    priority: 5,
    responseText: `<p>Có. Mọi dự án đều có <strong>hợp đồng</strong> với ${COMPANY.legalName}, ghi rõ phạm vi công việc, tiến độ, các đợt thanh toán, bảo hành và quyền sở hữu mã nguồn. Hợp đồng có thể ký điện tử.</p>`,
    suggestions: ['Có cần đặt cọc trước không?', 'Có bàn giao mã nguồn không?'],
  }),
  item({
    pattern: 'Được sửa thiết kế mấy lần?',
    keywords: ['sửa thiết kế', 'chỉnh sửa', 'thay đổi yêu cầu', 'không ưng', 'sửa giao diện', 'góp ý'],
    category: 'quy_trình',
    priority: 5,
    responseText:
      '<p>Mỗi gói có <strong>3 lần chỉnh sửa thiết kế</strong> miễn phí trước khi lập trình. Thay đổi lớn sau khi đã duyệt thiết kế được báo giá bổ sung và cập nhật tiến độ trước khi làm.</p>',
    suggestions: ['Quy trình làm việc như thế nào?'],
  }),
  item({
    pattern: 'Sau khi bàn giao có bảo hành không?',
    keywords: ['bảo hành', 'hỗ trợ sau bàn giao', 'lỗi sau bàn giao', 'hậu mãi', 'sửa lỗi miễn phí'],
    category: 'quy_trình',
    priority: 6,
    responseText:
      '<p>Có. Website và ứng dụng được <strong>bảo hành 12 tháng</strong>: mọi lỗi do chúng tôi gây ra được sửa miễn phí. Sau thời hạn bảo hành, bạn có thể đăng ký gói bảo trì hằng năm.</p>',
    suggestions: ['Phí bảo trì website một năm là bao nhiêu?'],
  }),
  item({
    pattern: 'Có bàn giao mã nguồn không?',
    keywords: ['mã nguồn', 'source code', 'quyền sở hữu', 'code', 'toàn quyền', 'chuyển giao'],
    category: 'quy_trình',
    priority: 5,
    responseText:
      '<p>Có. Khi thanh toán đủ, bạn nhận <strong>toàn bộ mã nguồn</strong>, tài khoản quản trị, tên miền và hosting đứng tên doanh nghiệp của bạn, kèm tài liệu kỹ thuật.</p>',
    suggestions: ['Có ký hợp đồng không?'],
  }),
  item({
    pattern: 'Đặt mua dịch vụ trên website như thế nào?',
    keywords: ['đặt mua', 'đặt hàng', 'mua dịch vụ', 'mua gói', 'đăng ký gói', 'trang thanh toán'],
    category: 'quy_trình',
    priority: 5,
    responseText:
      '<p>Vào trang <strong>Bảng giá</strong>, chọn gói và bấm đặt mua; điền họ tên, số điện thoại, email rồi chọn MoMo hoặc VNPAY và quét mã QR. Đơn hàng được xác nhận khi thanh toán thành công, nhân viên sẽ gọi lại để bắt đầu.</p>',
    suggestions: ['Xem bảng giá', 'Thanh toán bằng những hình thức nào?'],
  }),
  item({
    pattern: 'Có hướng dẫn sử dụng và đào tạo không?',
    keywords: [
      'hướng dẫn sử dụng',
      'đào tạo',
      'dạy cách dùng',
      'tự đăng bài',
      'quản trị nội dung',
      'tài liệu hướng dẫn',
      'cách dùng trang quản trị',
    ],
    category: 'quy_trình',
    priority: 4,
    responseText:
      '<p>Có. Khi bàn giao, chúng tôi <strong>đào tạo trực tiếp hoặc trực tuyến</strong> cách quản trị nội dung (đăng bài, sửa sản phẩm, xem đơn hàng) và gửi video, tài liệu hướng dẫn để nhân viên mới tự học.</p>',
    suggestions: ['Sau khi bàn giao có bảo hành không?'],
  }),
  item({
    pattern: 'Làm sao theo dõi tiến độ dự án?',
    keywords: [
      'theo dõi tiến độ',
      'báo cáo tiến độ',
      'xem tiến độ',
      'bản chạy thử',
      'demo',
      'cập nhật tình hình',
      'làm tới đâu',
      'đến đâu rồi',
    ],
    category: 'quy_trình',
    priority: 4,
    responseText:
      '<p>Mỗi dự án có một người quản lý làm đầu mối. Sau mỗi vòng lặp hai tuần bạn nhận <strong>bản chạy thử</strong> và báo cáo tiến độ; bạn có thể góp ý trực tiếp trên bản chạy thử.</p>',
    suggestions: ['Quy trình làm việc như thế nào?'],
  }),

  // ——— liên hệ ———
  item({
    pattern: 'Làm sao để liên hệ tư vấn?',
    keywords: ['liên hệ', 'tư vấn', 'cách liên lạc', 'kết nối', 'thông tin liên hệ'],
    category: 'liên_hệ',
    priority: 9,
    responseText: `<p>Bạn có thể:</p><ul><li>Để lại thông tin tại trang <strong>Đặt lịch tư vấn</strong>, chuyên viên sẽ gọi lại trong một ngày làm việc.</li><li>Mở khung <strong>Hỗ trợ trực tuyến</strong> để trò chuyện với nhân viên.</li><li>Gọi hotline ${hotline} hoặc gửi email ${email}.</li></ul>`,
    suggestions: ['Đặt lịch tư vấn', 'Hỗ trợ trực tuyến'],
    usageCount: 143,
    successRate: 92,
  }),
  item({
    pattern: 'Số điện thoại hotline của công ty là gì?',
    keywords: ['số điện thoại', 'hotline', 'gọi điện', 'số liên lạc', 'tổng đài', 'điện thoại', 'số hotline'],
    category: 'liên_hệ',
    priority: 7,
    responseText: `<p>Hotline: <strong>${hotline}</strong> (giờ hành chính). Ngoài giờ, bạn để lại tin nhắn ở khung Hỗ trợ trực tuyến, chúng tôi sẽ gọi lại.</p>`,
    suggestions: ['Giờ làm việc', 'Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Email của công ty là gì?',
    keywords: ['email', 'thư điện tử', 'địa chỉ email', 'gửi mail', 'gửi hồ sơ'],
    category: 'liên_hệ',
    priority: 6,
    responseText: `<p>Email: <strong>${email}</strong>. Chúng tôi trả lời email trong vòng một ngày làm việc.</p>`,
    suggestions: ['Số điện thoại hotline của công ty là gì?'],
  }),
  item({
    pattern: 'Văn phòng công ty ở đâu?',
    keywords: [
      'địa chỉ',
      'văn phòng',
      'ở đâu',
      'trụ sở',
      'đến trực tiếp',
      'Quận 3',
      'Nguyễn Đình Chiểu',
      'bản đồ',
      'công ty nằm ở đâu',
      'công ty ở đâu',
    ],
    category: 'liên_hệ',
    priority: 6,
    responseText: `<p>Văn phòng: <strong>${fullAddress}</strong>. Bạn nên đặt lịch trước để chuyên viên đón tiếp.</p>`,
    suggestions: ['Giờ làm việc', 'Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Giờ làm việc của công ty?',
    keywords: [
      'giờ làm việc',
      'mấy giờ',
      'mở cửa',
      'thứ bảy',
      'chủ nhật',
      'ngày nghỉ',
      'giờ hành chính',
      'có ai trực',
      'trực',
    ],
    category: 'liên_hệ',
    priority: 5,
    responseText: `<p>Chúng tôi làm việc ${COMPANY.openingHours.map((h) => `${h.days}: ${h.hours}`).join('; ')}. Chủ nhật và ngày lễ nghỉ; bạn vẫn có thể để lại lời nhắn cho trợ lý hoặc gửi email.</p>`,
    suggestions: ['Văn phòng công ty ở đâu?'],
  }),
  item({
    pattern: 'Công ty có Zalo hay Facebook không?',
    keywords: ['Zalo', 'Facebook', 'fanpage', 'nhắn tin', 'mạng xã hội', 'chat zalo', 'messenger'],
    category: 'liên_hệ',
    priority: 5,
    responseText: `<p>Có. Nhắn tin qua <a href="${zalo}">Zalo</a> hoặc trang <a href="${facebook}">Facebook</a> của ${COMPANY.name}; nhân viên trả lời trong giờ làm việc.</p>`,
    suggestions: ['Số điện thoại hotline của công ty là gì?'],
  }),
  item({
    pattern: 'Đặt lịch tư vấn như thế nào?',
    keywords: [
      'đặt lịch tư vấn',
      'hẹn gặp',
      'tư vấn miễn phí',
      'đăng ký tư vấn',
      'để lại thông tin',
      'gọi lại cho tôi',
    ],
    category: 'liên_hệ',
    priority: 6,
    responseText:
      '<p>Vào trang <a href="/advise">Đặt lịch tư vấn</a>, điền họ tên, số điện thoại và dịch vụ bạn quan tâm. Chuyên viên gọi lại trong một ngày làm việc, buổi tư vấn <strong>miễn phí</strong>.</p>',
    suggestions: ['Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Tôi muốn nói chuyện với nhân viên',
    keywords: [
      'gặp nhân viên',
      'người thật',
      'nói chuyện trực tiếp',
      'nhân viên hỗ trợ',
      'hỗ trợ trực tuyến',
      'chat với người',
    ],
    category: 'liên_hệ',
    priority: 6,
    responseText: `<p>Bạn mở khung <strong>Hỗ trợ trực tuyến</strong> (nút bên dưới khung này) để trò chuyện với nhân viên, hoặc gọi hotline ${hotline}.</p>`,
    suggestions: ['Số điện thoại hotline của công ty là gì?'],
  }),
  item({
    pattern: 'Công ty có tuyển dụng không?',
    keywords: ['tuyển dụng', 'việc làm', 'tuyển nhân viên', 'thực tập', 'ứng tuyển', 'CV', 'xin việc'],
    category: 'liên_hệ',
    priority: 3,
    responseText: `<p>Chúng tôi thường tuyển lập trình viên, thiết kế và thực tập sinh. Gửi CV tới ${email} với tiêu đề "Ứng tuyển – vị trí", bộ phận nhân sự sẽ phản hồi nếu hồ sơ phù hợp.</p>`,
    suggestions: ['Email của công ty là gì?'],
  }),

  // ——— thời gian ———
  item({
    pattern: 'Làm website mất bao lâu?',
    keywords: [
      'bao lâu',
      'thời gian làm website',
      'tiến độ',
      'mấy ngày',
      'mấy tuần',
      'khi nào xong',
      'bao lâu thì hoàn thành',
      'hoàn thành',
    ],
    category: 'thời_gian',
    priority: 8,
    responseText:
      '<p>Thời gian thực hiện tham khảo:</p><ul><li>Landing page: khoảng <strong>7 ngày làm việc</strong></li><li>Website doanh nghiệp: khoảng <strong>3 tuần</strong></li><li>Website thương mại điện tử: <strong>4 đến 6 tuần</strong></li></ul>',
    suggestions: ['Quy trình làm việc như thế nào?', 'Làm website giá bao nhiêu?'],
    usageCount: 112,
    successRate: 81,
  }),
  item({
    pattern: 'Làm app mất bao lâu?',
    keywords: ['thời gian làm app', 'app bao lâu', 'mấy tháng', 'ứng dụng bao lâu xong', 'app mất mấy tháng'],
    category: 'thời_gian',
    priority: 6,
    responseText:
      '<p>Ứng dụng di động thường mất <strong>2 đến 4 tháng</strong> (ứng dụng đặt lịch hẹn khoảng 2 tháng), tính cả thời gian duyệt lên App Store và Google Play.</p>',
    suggestions: ['Làm app giá bao nhiêu?'],
  }),
  item({
    pattern: 'Làm phần mềm quản lý mất bao lâu?',
    keywords: ['thời gian làm phần mềm', 'phần mềm bao lâu', 'triển khai phần mềm mất bao lâu'],
    category: 'thời_gian',
    priority: 5,
    responseText:
      '<p>Phần mềm quản lý theo yêu cầu thường mất <strong>3 đến 6 tháng</strong>, chia thành từng phân hệ: bạn dùng được phân hệ đầu tiên sau khoảng 6 tuần.</p>',
    suggestions: ['Phần mềm quản lý giá bao nhiêu?'],
  }),
  item({
    pattern: 'Bao lâu thì nhận được báo giá?',
    keywords: ['nhận báo giá', 'gửi báo giá', 'khi nào có báo giá', 'báo giá mất bao lâu'],
    category: 'thời_gian',
    priority: 5,
    responseText:
      '<p>Sau buổi tư vấn, bạn nhận <strong>báo giá chi tiết trong 2 ngày làm việc</strong>; với gói có sẵn trên Bảng giá, giá đã hiển thị ngay.</p>',
    suggestions: ['Đặt lịch tư vấn', 'Làm website giá bao nhiêu?'],
  }),
  item({
    pattern: 'Đặt lịch xong bao lâu thì có người gọi lại?',
    keywords: ['gọi lại', 'liên hệ lại', 'phản hồi', 'chờ bao lâu', 'khi nào gọi'],
    category: 'thời_gian',
    priority: 4,
    responseText:
      '<p>Chuyên viên gọi lại <strong>trong một ngày làm việc</strong> sau khi bạn đặt lịch (trong giờ hành chính thường chỉ vài giờ).</p>',
    suggestions: ['Đặt lịch tư vấn như thế nào?'],
  }),
  item({
    pattern: 'Có làm gấp được không?',
    keywords: [
      'làm gấp',
      'cần gấp',
      'làm nhanh',
      'cấp tốc',
      'rút ngắn thời gian',
      'kịp tiến độ',
      'cần web gấp',
    ],
    category: 'thời_gian',
    priority: 4,
    responseText:
      '<p>Được. Với landing page và website doanh nghiệp, chúng tôi có thể <strong>rút ngắn còn khoảng một nửa thời gian</strong> bằng cách tăng nhân sự, phí cấp tốc 20 % giá gói. Hãy báo ngày bạn cần để được xác nhận.</p>',
    suggestions: ['Làm website mất bao lâu?'],
  }),
  item({
    pattern: 'Website bị lỗi thì bao lâu được xử lý?',
    keywords: ['xử lý sự cố', 'website bị lỗi', 'web sập', 'không vào được', 'khắc phục', 'sự cố'],
    category: 'thời_gian',
    priority: 5,
    responseText:
      '<p>Sự cố làm website ngừng hoạt động được xử lý <strong>trong 24 giờ</strong> (khách có gói bảo trì được ưu tiên trong 4 giờ làm việc). Báo lỗi qua hotline hoặc email kèm ảnh chụp màn hình.</p>',
    suggestions: ['Phí bảo trì website một năm là bao nhiêu?'],
  }),
  item({
    pattern: 'SEO bao lâu thì lên top Google?',
    keywords: ['lên top', 'thứ hạng Google', 'SEO bao lâu', 'kết quả SEO', 'trang nhất Google'],
    category: 'thời_gian',
    priority: 4,
    responseText:
      '<p>Từ khóa ít cạnh tranh thường lên trang nhất Google sau <strong>3 đến 6 tháng</strong>; từ khóa cạnh tranh cao cần lâu hơn. Chúng tôi báo cáo thứ hạng hằng tháng.</p>',
    suggestions: ['Gói SEO giá bao nhiêu một tháng?'],
  }),
  item({
    pattern: 'Thanh toán xong bao lâu thì đơn hàng được xác nhận?',
    keywords: ['xác nhận đơn', 'đơn hàng', 'thanh toán xong', 'sau khi thanh toán', 'trạng thái đơn'],
    category: 'thời_gian',
    priority: 4,
    responseText:
      '<p>Đơn hàng được xác nhận <strong>ngay khi cổng MoMo/VNPAY báo thanh toán thành công</strong>; nhân viên gọi lại trong một ngày làm việc để bắt đầu dự án.</p>',
    suggestions: ['Đặt mua dịch vụ trên website như thế nào?'],
  }),

  // ——— công nghệ ———
  item({
    pattern: 'Công ty dùng công nghệ gì?',
    keywords: [
      'công nghệ',
      'ngôn ngữ lập trình',
      'React',
      'Node.js',
      'TypeScript',
      'PostgreSQL',
      'framework',
      'framework nào',
      'lập trình bằng gì',
    ],
    category: 'công_nghệ',
    priority: 5,
    responseText:
      '<p>Chúng tôi dùng các công nghệ phổ biến, dễ bảo trì: <strong>React</strong> và <strong>TypeScript</strong> cho giao diện, <strong>Node.js</strong> cho máy chủ, <strong>PostgreSQL</strong> cho cơ sở dữ liệu và <strong>React Native</strong> cho ứng dụng di động.</p>',
    suggestions: ['Có làm ứng dụng di động không?', 'Công ty cung cấp những dịch vụ gì?'],
    usageCount: 38,
    successRate: 45,
  }),
  item({
    pattern: 'Có làm ứng dụng bằng Flutter không?',
    keywords: ['Flutter', 'Dart'],
    category: 'công_nghệ',
    priority: 3,
    status: 'inactive',
    responseText:
      '<p>Có, với những ứng dụng cần giao diện tùy biến cao chúng tôi có thể dùng <strong>Flutter</strong>. Chuyên viên sẽ tư vấn công nghệ phù hợp sau khi tìm hiểu yêu cầu.</p>',
    suggestions: ['Đặt lịch tư vấn'],
  }),
  item({
    pattern: 'Website có hiển thị tốt trên điện thoại không?',
    keywords: [
      'responsive',
      'giao diện điện thoại',
      'mobile',
      'máy tính bảng',
      'xem trên điện thoại',
      'tương thích',
    ],
    category: 'công_nghệ',
    priority: 5,
    responseText:
      '<p>Có. Mọi website đều <strong>responsive</strong>: tự co giãn trên điện thoại, máy tính bảng và máy tính, được kiểm tra trên Chrome, Safari, Firefox và Edge trước khi bàn giao.</p>',
    suggestions: ['Website có chuẩn SEO và tải nhanh không?'],
  }),
  item({
    pattern: 'Website có chuẩn SEO và tải nhanh không?',
    keywords: [
      'chuẩn SEO',
      'tốc độ tải',
      'tải nhanh',
      'PageSpeed',
      'Lighthouse',
      'tối ưu tốc độ',
      'web chậm',
    ],
    category: 'công_nghệ',
    priority: 5,
    responseText:
      '<p>Có. Trang được dựng sẵn trên máy chủ, ảnh tự thu nhỏ theo màn hình, có sitemap, thẻ meta và dữ liệu có cấu trúc; điểm <strong>Lighthouse từ 90</strong> trở lên là tiêu chí nghiệm thu.</p>',
    suggestions: ['Có dịch vụ SEO và chạy quảng cáo không?'],
  }),
  item({
    pattern: 'Website có bảo mật không, có bị hack không?',
    keywords: ['bảo mật', 'hack', 'an toàn', 'HTTPS', 'SSL', 'tấn công', 'virus', 'mã độc'],
    category: 'công_nghệ',
    priority: 5,
    responseText:
      '<p>Website dùng <strong>HTTPS</strong>, mật khẩu được băm bằng argon2, dữ liệu nhập vào được kiểm tra và làm sạch, tường lửa ứng dụng chặn truy cập bất thường; dữ liệu được sao lưu hằng ngày.</p>',
    suggestions: ['Máy chủ đặt ở đâu, có sao lưu không?'],
  }),
  item({
    pattern: 'Có dùng WordPress không, tôi có tự sửa nội dung được không?',
    keywords: ['WordPress', 'CMS', 'tự sửa nội dung', 'trang quản trị', 'tự đăng bài', 'tự cập nhật'],
    category: 'công_nghệ',
    priority: 4,
    responseText:
      '<p>Chúng tôi làm website trên nền tảng riêng với <strong>trang quản trị tiếng Việt</strong>: bạn tự đăng bài, sửa sản phẩm và giá mà không cần biết lập trình. Nếu bạn cần WordPress, chúng tôi cũng nhận làm và bảo trì.</p>',
    suggestions: ['Có hướng dẫn sử dụng và đào tạo không?'],
  }),
  item({
    pattern: 'Máy chủ đặt ở đâu, có sao lưu dữ liệu không?',
    keywords: [
      'máy chủ',
      'server',
      'cloud',
      'sao lưu',
      'backup',
      'dữ liệu đặt ở đâu',
      'trung tâm dữ liệu',
      'server đặt ở đâu',
      'nước ngoài',
    ],
    category: 'công_nghệ',
    priority: 4,
    responseText:
      '<p>Máy chủ đặt tại <strong>trung tâm dữ liệu ở Việt Nam</strong> (hoặc đám mây bạn chọn). Dữ liệu được sao lưu tự động hằng ngày, giữ 30 bản gần nhất và thử khôi phục hằng tháng.</p>',
    suggestions: ['Website có bảo mật không, có bị hack không?'],
  }),
  item({
    pattern: 'Có tích hợp cổng thanh toán vào website không?',
    keywords: [
      'tích hợp thanh toán',
      'cổng thanh toán',
      'thanh toán online',
      'kết nối MoMo',
      'kết nối VNPAY',
      'API',
      'tích hợp',
    ],
    category: 'công_nghệ',
    priority: 4,
    responseText:
      '<p>Có. Chúng tôi tích hợp <strong>MoMo, VNPAY</strong>, chuyển khoản VietQR và các đơn vị vận chuyển vào website bán hàng; kết nối phần mềm kế toán hoặc CRM qua API theo yêu cầu.</p>',
    suggestions: ['Có làm website bán hàng online không?'],
  }),
  item({
    pattern: 'Có làm chatbot hoặc tích hợp AI không?',
    keywords: [
      'AI',
      'trí tuệ nhân tạo',
      'chatbot',
      'ChatGPT',
      'trợ lý ảo',
      'tự động trả lời',
      'tích hợp ChatGPT',
    ],
    category: 'công_nghệ',
    priority: 4,
    responseText:
      '<p>Có. Chúng tôi tích hợp <strong>chatbot trả lời tự động</strong> bằng tiếng Việt (như trợ lý bạn đang dùng), kết nối với mô hình AI và chuyển cho nhân viên khi cần.</p>',
    suggestions: ['Công ty dùng công nghệ gì?'],
  }),
  item({
    pattern: 'Ứng dụng có đưa lên App Store và Google Play không?',
    keywords: [
      'App Store',
      'Google Play',
      'CH Play',
      'đăng ứng dụng',
      'phát hành app',
      'tài khoản nhà phát triển',
    ],
    category: 'công_nghệ',
    priority: 4,
    responseText:
      '<p>Có. Chúng tôi chuẩn bị hồ sơ, ảnh giới thiệu và <strong>đưa ứng dụng lên App Store và Google Play</strong> dưới tài khoản nhà phát triển của doanh nghiệp bạn, và xử lý nếu bị từ chối duyệt.</p>',
    suggestions: ['Làm app mất bao lâu?'],
  }),
];
