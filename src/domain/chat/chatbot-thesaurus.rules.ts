import { normaliseWords, placedTokens, STOPWORDS } from './vietnamese-text.rules.ts';

/**
 * The assistant's domain thesaurus (decision 017): phrases a customer of a software company uses for
 * the same thing ("giá", "chi phí", "tốn bao nhiêu", "báo giá"), each group named by a concept. A question and
 * an item's pattern and keywords that share a concept meet even when they share no word; the engine weighs such
 * a meeting below a word found as typed. Written from the company's domain, not from any evaluation question.
 * Phrases are written as customers type them; they are folded and their teen-code expanded like any text, so a
 * phrase must not fold onto a common word of another meaning: "đắt" folds to "đặt", "gấp" to "gặp", "sập" to
 * "sắp", "chậm" to "chăm", "năm" to "Nam", "tuyển" to "(trực) tuyến"; such words appear only inside longer phrases.
 */
export const THESAURUS: Readonly<Record<string, readonly string[]>> = {
  // asked-for concepts: what the customer wants to know about a topic
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
    // a bank's app as the way to pay us (the bank's app on its own is an outside subject: OUTSIDE_OWNERS)
    'qua app ngân hàng',
    'bằng app ngân hàng',
    'dùng app ngân hàng',
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
    // "kết nối với" alone is a way to reach us (contact): with a system after it, a connection to build
    'kết nối với phần mềm',
    'kết nối với hệ thống',
    'kết nối phần mềm',
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
  // subjects outside the company: a question about them borrows our asked-for concepts ("giá", "mấy giờ", "số điện thoại")
  outside: [
    'ngân hàng',
    'vietcombank',
    'techcombank',
    'vietinbank',
    'agribank',
    'bidv',
    'vpbank',
    'tpbank',
    'sacombank',
    'mb bank',
    'acb',
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
    // repairs and purchases of devices: another trade's service ("sửa điện thoại bị vỡ màn hình")
    'sửa điện thoại',
    'sửa màn hình',
    'thay màn hình',
    'vỡ màn hình',
    'bể màn hình',
    'màn hình bị vỡ',
    'thay pin',
    'ép kính',
    'dán cường lực',
    'sửa laptop',
    'sửa máy tính',
    'sửa máy in',
    'sửa tivi',
    'sửa tủ lạnh',
    'sửa máy giặt',
    'sửa điều hòa',
    'sửa máy lạnh',
    'sửa xe',
    'cài win',
    'cài windows',
    'lắp camera',
    'lắp wifi',
    'lắp mạng',
    'điện thoại nào tốt',
    'mua điện thoại',
    'laptop nào',
    'máy tính nào tốt',
    'điện thoại iphone',
    'điện thoại samsung',
    // a device's own fault, to be repaired by its maker or a shop ("màn hình bị sọc", "máy in kẹt giấy")
    'bị sọc',
    'sọc màn hình',
    'sọc xanh',
    'sọc ngang',
    'sọc dọc',
    'màn hình xanh',
    'máy in',
    'kẹt giấy',
    'lên nguồn',
    'treo táo',
    'nóng máy',
    'sạc pin',
    'hao pin',
    'chụp màn hình',
    'chặn quảng cáo',
    'tivi',
    // parcels and removals: a courier's delivery time, not ours ("gửi hàng ra Hà Nội mất mấy ngày")
    'gửi hàng',
    'ship hàng',
    'ship ra',
    'chuyển phát',
    'bưu phẩm',
    'bưu kiện',
    'vận chuyển hàng',
    'viettel post',
    'chuyển nhà',
    'xe tải',
    'nhà xe',
    'chành xe',
    // insurance, real estate and beauty of one's own
    'bảo hiểm nhân thọ',
    'bảo hiểm xe',
    'bảo hiểm y tế',
    'bảo hiểm sức khỏe',
    'mua bảo hiểm',
    'bhyt',
    'nhà đất',
    'giá đất',
    'mua đất',
    'bán đất',
    'mua nhà',
    'bán nhà',
    'sổ đỏ',
    'mua căn hộ',
    'trị mụn',
    'filler',
    'phun xăm',
    'nối mi',
    'thẩm mỹ viện',
    'giảm cân',
    'dưỡng da',
    'trời mưa',
    'có mưa',
    'người yêu',
    'quán cà phê',
    'hộ kinh doanh',
    'mở thẻ',
    'gợi ý quán',
    'yên tĩnh',
    // places a consumer looks for, not a business asking for software to run one (a salon or a clinic that
    // wants a booking app names the app, or the booking: "đặt lịch", "khách tự chọn giờ"); see also NEARBY
    'nha khoa nào',
    'phòng khám nào',
    'spa nào',
    'salon nào',
    'tiệm nào',
    'tiệm gần',
    'nhổ răng',
    'trám răng',
    'niềng răng',
    'cà phê ngon',
    'quán cà phê nào',
    'trà sữa ngon',
    'trà sữa nào',
    'món ngon',
    'quán ngon',
    // legal and administrative procedures of one's own life ("thủ tục ly hôn", "chạy grab cần giấy tờ gì");
    // not "ly hôn" alone ("hợp lý hơn"), nor taxes and insurance, which an invoice or a job offer may name
    'thủ tục ly hôn',
    'đơn ly hôn',
    'ly hôn đơn phương',
    'đơn phương ly hôn',
    'thuận tình',
    'xin ly hôn',
    'muốn ly hôn',
    'khi ly hôn',
    'sau ly hôn',
    'nuôi con',
    'chia tài sản',
    'giấy khai sinh',
    'ly dị',
    'kết hôn',
    'khai sinh',
    'hộ khẩu',
    'tạm trú',
    'căn cước',
    'cccd',
    'cmnd',
    'hộ chiếu',
    'làm visa',
    'xin visa',
    'văn phòng công chứng',
    'công chứng giấy tờ',
    'công chứng bản sao',
    'luật sư',
    'khởi kiện',
    'kiện đòi',
    'đi kiện',
    'tòa án',
    'thừa kế',
    'di chúc',
    'thuế thu nhập',
    'cổng dịch vụ công',
    'thủ tục thành lập công ty',
    'chạy grab',
    'grab',
    'gojek',
    'đăng kiểm',
    'phạt nguội',
    // banking of one's own (a payment to us is "chuyển khoản", "thẻ ngân hàng": the longer phrase wins)
    'mở tài khoản ngân hàng',
    'vay tiền',
    'vay vốn',
    'lãi suất',
    'gửi tiết kiệm',
    'sổ tiết kiệm',
    // rentals
    'cho thuê văn phòng',
    'thuê văn phòng',
    'văn phòng ảo',
    'văn phòng cho thuê',
    'cho thuê nhà',
    'cho thuê phòng',
    'cho thuê xe',
    'cho thuê mặt bằng',
    'thuê mặt bằng',
    'thuê xe',
    'thuê phòng',
    'thuê căn hộ',
    'chung cư',
    'phòng trọ',
    // other vendors' software and its licences ("phần mềm kế toán MISA bản quyền")
    'misa',
    'kế toán misa',
    'phần mềm kế toán misa',
    'misa bản quyền',
    'bản quyền misa',
    'kiotviet',
    'sapo',
    'haravan',
    'office 365',
    'microsoft office',
    'bản quyền office',
    'key office',
    'bản quyền windows',
    'windows bản quyền',
    'win bản quyền',
    'key windows',
    'diệt virus',
    'photoshop',
    'autocad',
    // other companies' websites and apps ("web thegioididong bị lỗi"; see OUTSIDE_OWNERS)
    'thegioididong',
    'tgdd',
    'điện máy xanh',
    'sendo',
    'vneid',
    'vssid',
    'netflix',
    // a student's or a job seeker's own work: homework, theses, a CV to write (not "đồ án" alone: "đồ ăn")
    'bài tập',
    'bài tập lớn',
    'làm hộ bài',
    'đồ án tốt nghiệp',
    'đồ án môn',
    'luận văn',
    'tiểu luận',
    'khóa luận',
    'môn học',
    'học lập trình web',
    'học làm web',
    'học web',
    'học thiết kế web',
    'học làm app',
    'học code',
    'khóa học lập trình',
    'lớp học lập trình',
    'viết cv',
    'sửa cv',
    'tạo cv',
    'mẫu cv',
    'cv mẫu',
    'chỉnh cv',
    'cái cv',
    'cv xin việc',
    'thư xin việc',
    'đơn xin việc',
    'cover letter',
    'dạy lập trình',
    // printing, signs and stamps
    'in ấn',
    'in danh thiếp',
    'in card visit',
    'in tờ rơi',
    'in băng rôn',
    'biển hiệu',
    'biển quảng cáo',
    'khắc dấu',
    'làm con dấu',
    // general knowledge: the time and the date, not our opening hours
    'mấy giờ rồi',
    'bây giờ là mấy giờ',
    'giờ là mấy giờ',
    'hôm nay thứ mấy',
    'mai thứ mấy',
    'hôm nay ngày mấy',
    'hôm nay ngày bao nhiêu',
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
 * Connecting an outside system to what we make is our work too: "có kết nối được phần mềm kế toán MISA qua API
 * không" asks about us, "phần mềm kế toán MISA giá bao nhiêu" about MISA.
 */
const CONNECTS = '~integration';

/**
 * A question that names an outside subject and none of our products (nor a connection to one of them) asks about
 * that subject, not about us: an asked-for concept it shares with an item ("mấy giờ" in "ngân hàng mở cửa mấy giờ") must not
 * carry the answer on its own. A product word said of the subject itself ("app ngân hàng") is part of the subject
 * (see OUTSIDE_OWNERS).
 */
export function asksAboutOutsideSubject(concepts: Iterable<string>): boolean {
  const set = new Set(concepts);
  return set.has(OUTSIDE_CONCEPT) && ![...set].some((c) => PRODUCT_CONCEPTS.has(c) || c === CONNECTS);
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
export const ASKED_CONCEPTS: ReadonlySet<string> = new Set(
  ['price', 'duration', 'place', 'phone', 'hours', 'deposit'].map((c) => `~${c}`),
);

/**
 * Asked-for precedence: how many of the question's asked-for concepts (duration, deposit, price…) an item answers. Among the
 * best items, one that answers more of them goes first: "website bao lâu thì xong" asks a duration, and the
 * website's price item, however close in words, does not answer it.
 */
export function askedConceptsAnswered(
  questionConcepts: Iterable<string>,
  itemHas: (concept: string) => boolean,
): number {
  let n = 0;
  for (const c of questionConcepts) if (ASKED_CONCEPTS.has(c) && itemHas(c)) n++;
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
 * nothing of its own: "giảm giá" is a discount, not a price; "địa chỉ email" an e-mail, not a place. An outside
 * subject then takes in a product word said of it ("app ngân hàng", OUTSIDE_OWNERS) and a consumer's words after
 * it ("nha khoa uy tín", NEARBY).
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
  const kept = found.filter((a) => !found.some((b) => inside(a, b)));
  return soughtNearby(words, ownedByOutsider(words, kept));
}

/**
 * Outside subjects that run websites and apps of their own (banks, other companies' shops and platforms, other
 * vendors' software): one of our product words said right before one of them ("app ngân hàng", "web
 * thegioididong", "phần mềm KiotViet", "app của Shopee") names that owner's product, not one we would make, and is
 * read as part of the outside subject. Only these: "web nhà hàng" and "app nha khoa" are what a restaurant or a
 * clinic asks us to make.
 */
export const OUTSIDE_OWNERS: readonly string[] = [
  'ngân hàng',
  'vietcombank',
  'techcombank',
  'vietinbank',
  'agribank',
  'bidv',
  'vpbank',
  'tpbank',
  'sacombank',
  'mb bank',
  'acb',
  'điện lực',
  'bưu điện',
  'thegioididong',
  'thế giới di động',
  'tgdd',
  'điện máy xanh',
  'shopee',
  'lazada',
  'tiki',
  'sendo',
  'grab',
  'gojek',
  'godaddy',
  'misa',
  'kế toán misa',
  'kiotviet',
  'sapo',
  'haravan',
  'netflix',
  'vneid',
  'vssid',
];

/** Our products an owner may have of its own: "bán online Shopee" is a way to sell, not Shopee's site. */
const OWNED_PRODUCTS: ReadonlySet<string> = new Set(
  ['website', 'app', 'software'].map((c) => `${CONCEPT_MARK}${c}`),
);

/** Words that may stand between a product word and its owner: "app của ngân hàng", "web bên Shopee". */
const OWNED_BY = new Set(['cua', 'ben']);

const OWNER_PHRASES: readonly string[][] = OUTSIDE_OWNERS.map((p) => normaliseWords(p));

/** The product matches said of an outside owner's own site or app, folded into that owner's outside match. */
function ownedByOutsider(words: readonly string[], found: ConceptMatch[]): ConceptMatch[] {
  const startsWithOwner = (m: ConceptMatch) =>
    OWNER_PHRASES.some((p) => p.length <= m.to - m.from && p.every((w, k) => words[m.from + k] === w));
  let result = found;
  for (const owner of found.filter((m) => m.concept === OUTSIDE_CONCEPT && startsWithOwner(m))) {
    const before = owner.from > 0 && OWNED_BY.has(words[owner.from - 1]!) ? owner.from - 1 : owner.from;
    const product = result.find((m) => OWNED_PRODUCTS.has(m.concept) && m.to === before);
    if (!product) continue;
    result = result.map((m) =>
      m === owner ? { concept: OUTSIDE_CONCEPT, from: product.from, to: owner.to } : m,
    );
    result = result.filter((m) => m !== product);
  }
  return result;
}

/**
 * What a consumer says after a place when looking for one ("nha khoa nào tốt", "tiệm cắt tóc nam gần đây",
 * "spa uy tín"): said right after an outside subject (or one word after it), it belongs to that subject. A salon
 * or a clinic asking for a booking app does not say it; an item that names the place ("phòng khám", "cắt tóc")
 * then no longer names the whole subject.
 */
export const NEARBY: readonly string[] = [
  'gần đây',
  'gần nhất',
  'gần nhà',
  'quanh đây',
  'ở đâu',
  'nào tốt',
  'nào uy tín',
  'uy tín',
  'nào đẹp',
  'nào ngon',
  'nào rẻ',
];

const NEARBY_PHRASES: readonly string[][] = NEARBY.map((p) => normaliseWords(p));

/** Each outside match followed by a consumer's "gần đây", "nào tốt"… (see NEARBY), stretched over it. */
function soughtNearby(words: readonly string[], found: ConceptMatch[]): ConceptMatch[] {
  const phraseAt = (i: number) =>
    NEARBY_PHRASES.find((p) => p.every((w, k) => words[i + k] === w))?.length ?? 0;
  return found.map((m) => {
    if (m.concept !== OUTSIDE_CONCEPT) return m;
    let n = phraseAt(m.to);
    if (n > 0) return { ...m, to: m.to + n };
    // one word may stand between ("cắt tóc nam gần đây"), not a pronoun ("phòng khám mình gần đây đông khách")
    if (m.to < words.length && !STOPWORDS.has(words[m.to]!)) n = phraseAt(m.to + 1);
    return n > 0 ? { ...m, to: m.to + 1 + n } : m;
  });
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
