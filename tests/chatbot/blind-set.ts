/**
 * A second evaluation set for the AI assistant (issue 16), written after the engine, its threshold and its seed
 * were fixed, by someone who had read only the training items' patterns (the questions below name them), never
 * their keywords or answers, nor the first set's questions. Nothing here may be used to tune the seed or the
 * threshold: it measures how the assistant does on wording it has never been fitted to. Mixed spellings on
 * purpose: with and without diacritics, teen-code, no punctuation, as customers type in a chat box.
 */
import type { InScope } from './evaluation-set.ts';

const q = (expect: string, ...questions: string[]): InScope[] =>
  questions.map((text) => ({ q: text, expect }));

export const BLIND_IN_SCOPE: Record<string, InScope[]> = {
  services: [
    ...q(
      'Công ty cung cấp những dịch vụ gì?',
      'bên mình làm được những gì vậy',
      'Các bạn nhận làm những mảng nào?',
      'cty co nhung dich vu nao',
    ),
    ...q(
      'Có nhận bảo trì website cũ không?',
      'web cũ của mình do bên khác làm, bên bạn có nhận bảo trì tiếp ko',
    ),
    ...q(
      'Có làm website bán hàng online không?',
      'mình cần làm trang bán hàng có giỏ hàng',
      'Tôi muốn mở shop bán quần áo trên mạng, bên em làm web được không?',
    ),
    ...q(
      'Có làm ứng dụng di động không?',
      'bên bạn có làm app điện thoại không',
      'Mình muốn làm một ứng dụng mobile cho khách hàng',
    ),
    ...q(
      'Có làm phần mềm quản lý theo yêu cầu không?',
      'cần phần mềm quản lý kho riêng cho công ty',
      'Có viết phần mềm quản lý nhân sự theo yêu cầu không?',
    ),
    ...q(
      'Có dịch vụ SEO và chạy quảng cáo không?',
      'bên em có chạy ads facebook với google ko',
      'có làm seo k ạ',
    ),
    ...q(
      'Có làm landing page cho chiến dịch không?',
      'cần 1 trang landing page để chạy quảng cáo sản phẩm mới',
    ),
    ...q('Công ty có bán phần mềm có sẵn không?', 'có phần mềm nào làm sẵn để mua dùng luôn không'),
    ...q(
      'Có tư vấn chuyển đổi số cho doanh nghiệp không?',
      'doanh nghiệp mình muốn chuyển đổi số thì bắt đầu từ đâu',
    ),
    ...q(
      'Có làm ứng dụng đặt lịch hẹn cho spa, phòng khám không?',
      'phòng khám nha khoa cần app cho khách đặt lịch hẹn',
      'làm app đặt lịch cho tiệm nail được ko',
    ),
  ],
  pricing: [
    ...q(
      'Làm website giá bao nhiêu?',
      'thiết kế 1 trang web hết bao nhiêu tiền',
      'chi phi lam web khoang bao nhieu',
      'báo giá web giới thiệu công ty',
    ),
    ...q(
      'Thanh toán bằng những hình thức nào?',
      'trả tiền bằng cách nào, chuyển khoản được không',
      'có quét mã QR thanh toán được ko',
    ),
    ...q('Làm app giá bao nhiêu?', 'làm 1 app bán hàng tốn bao nhiêu', 'chi phí làm ứng dụng di động'),
    ...q('Phần mềm quản lý giá bao nhiêu?', 'phần mềm quản lý bán hàng giá sao'),
    ...q('Gói SEO giá bao nhiêu một tháng?', 'seo mỗi tháng bao nhiêu tiền'),
    ...q('Phí bảo trì website một năm là bao nhiêu?', 'bảo trì web hàng năm tốn bao nhiêu'),
    ...q('Có cần đặt cọc trước không?', 'có phải cọc trước không', 'cần trả trước bao nhiêu phần trăm'),
    ...q('Có xuất hóa đơn VAT không?', 'cty mình cần hóa đơn đỏ, bên bạn xuất được ko'),
    ...q(
      'Có chương trình giảm giá hay khuyến mãi không?',
      'đang có ưu đãi gì không ạ',
      'co giam gia cho khach moi khong',
    ),
    ...q('Giá tên miền và hosting bao nhiêu?', 'mua domain với hosting hết bao nhiêu'),
  ],
  process: [
    ...q(
      'Quy trình làm việc như thế nào?',
      'các bước làm việc với bên bạn ra sao',
      'quy trinh trien khai du an the nao',
    ),
    ...q('Cần chuẩn bị gì trước khi bắt đầu dự án?', 'mình cần gửi những gì để bắt đầu làm'),
    ...q('Có ký hợp đồng không?', 'làm có hợp đồng rõ ràng không', 'có ký hđ ko'),
    ...q(
      'Được sửa thiết kế mấy lần?',
      'không ưng giao diện thì được chỉnh mấy lần',
      'sửa mẫu thiết kế được bao nhiêu lần',
    ),
    ...q('Sau khi bàn giao có bảo hành không?', 'làm xong có bảo hành không', 'bao hanh bao lau'),
    ...q('Có bàn giao mã nguồn không?', 'có đưa source code cho mình không'),
    ...q('Đặt mua dịch vụ trên website như thế nào?', 'muốn đặt mua gói dịch vụ trên web thì làm sao'),
    ...q(
      'Có hướng dẫn sử dụng và đào tạo không?',
      'nhân viên bên mình không rành, có hướng dẫn dùng không',
      'có đào tạo sử dụng phần mềm ko',
    ),
    ...q('Làm sao theo dõi tiến độ dự án?', 'làm sao biết dự án đang làm tới đâu rồi'),
  ],
  contact: [
    ...q('Làm sao để liên hệ tư vấn?', 'mình muốn được tư vấn thì liên hệ thế nào', 'lien he tu van o dau'),
    ...q(
      'Số điện thoại hotline của công ty là gì?',
      'cho xin số điện thoại',
      'sđt bên bạn là gì',
      'hotline bao nhiêu',
    ),
    ...q('Email của công ty là gì?', 'gửi mail cho bên bạn theo địa chỉ nào', 'dia chi email'),
    ...q('Văn phòng công ty ở đâu?', 'công ty nằm ở quận mấy', 'địa chỉ văn phòng ở đâu vậy'),
    ...q('Giờ làm việc của công ty?', 'mấy giờ thì bên bạn làm việc', 'thứ 7 có làm việc không'),
    ...q(
      'Công ty có Zalo hay Facebook không?',
      'có zalo không để nhắn cho tiện',
      'fanpage facebook của công ty',
    ),
    ...q('Đặt lịch tư vấn như thế nào?', 'muốn hẹn lịch tư vấn trực tiếp'),
    ...q(
      'Tôi muốn nói chuyện với nhân viên',
      'cho mình gặp người thật',
      'nói chuyện với tư vấn viên được không',
    ),
    ...q('Công ty có tuyển dụng không?', 'bên bạn có đang tuyển lập trình viên không'),
  ],
  time: [
    ...q('Làm website mất bao lâu?', 'làm web bao lâu thì xong', 'thoi gian lam website'),
    ...q('Làm app mất bao lâu?', 'làm app mất mấy tháng'),
    ...q('Làm phần mềm quản lý mất bao lâu?', 'phần mềm quản lý làm trong bao lâu'),
    ...q(
      'Bao lâu thì nhận được báo giá?',
      'gửi yêu cầu rồi bao lâu có báo giá',
      'khi nào thì có bảng báo giá chi tiết',
    ),
    ...q('Đặt lịch xong bao lâu thì có người gọi lại?', 'mình đặt lịch rồi bao lâu có người liên hệ'),
    ...q('Có làm gấp được không?', 'cần gấp trong 1 tuần có kịp không', 'lam gap duoc ko'),
    ...q(
      'Website bị lỗi thì bao lâu được xử lý?',
      'web bị sập thì bao lâu bên bạn sửa',
      'khi có sự cố thì xử lý trong bao lâu',
    ),
    ...q('SEO bao lâu thì lên top Google?', 'seo mất bao lâu mới lên trang đầu', 'bao lâu thì web lên top'),
    ...q('Thanh toán xong bao lâu thì đơn hàng được xác nhận?', 'chuyển khoản rồi bao lâu đơn được xác nhận'),
  ],
  tech: [
    ...q('Công ty dùng công nghệ gì?', 'bên bạn lập trình bằng ngôn ngữ gì', 'dùng react hay vue'),
    ...q(
      'Website có hiển thị tốt trên điện thoại không?',
      'web có xem tốt trên điện thoại không',
      'giao diện có responsive không',
    ),
    ...q('Website có chuẩn SEO và tải nhanh không?', 'trang web load có nhanh không'),
    ...q(
      'Website có bảo mật không, có bị hack không?',
      'web có an toàn không, sợ bị hack lắm',
      'có cài ssl https không',
    ),
    ...q(
      'Có dùng WordPress không, tôi có tự sửa nội dung được không?',
      'mình có tự đăng bài viết được không',
      'có trang quản trị để tự cập nhật nội dung ko',
    ),
    ...q(
      'Máy chủ đặt ở đâu, có sao lưu dữ liệu không?',
      'dữ liệu có được backup không',
      'server đặt ở việt nam hay nước ngoài',
    ),
    ...q('Có tích hợp cổng thanh toán vào website không?', 'web có gắn thanh toán momo vnpay được không'),
    ...q('Có làm chatbot hoặc tích hợp AI không?', 'làm chatbot tự trả lời khách được không'),
    ...q(
      'Ứng dụng có đưa lên App Store và Google Play không?',
      'app có đăng lên cửa hàng ứng dụng giúp không',
    ),
  ],
};

/** Questions a software company's site has no answer to: each must get the fallback. */
export const BLIND_OUT_OF_SCOPE: string[] = [
  'hôm nay trời có mưa không',
  'tỷ số trận bóng tối qua',
  'cách nấu phở bò ngon',
  'giá xăng hôm nay bao nhiêu',
  'mua vé máy bay đi Đà Nẵng ở đâu',
  'bệnh viện nào khám tim tốt nhất',
  'con mèo nhà mình bị ốm phải làm sao',
  'dịch giúp câu này sang tiếng Anh',
  'kể một câu chuyện cười đi',
  'ai là tổng thống Mỹ',
  'lãi suất ngân hàng tháng này',
  'cho mình công thức làm bánh flan',
  'xem phim gì hay tối nay',
  'học lái xe ô tô mất bao lâu',
  'thuê nhà trọ quận 7 giá rẻ',
  'cách giảm cân nhanh',
  'đổi bằng lái xe cần giấy tờ gì',
  'mua iphone trả góp ở đâu',
  'giá cà phê hôm nay',
  'sửa máy lạnh tại nhà',
  'nên đầu tư chứng khoán hay vàng',
  'cách trồng rau sạch trên sân thượng',
  'lịch thi đại học năm nay',
  'tiệm cắt tóc nam gần đây',
  'bài tập toán lớp 5 khó quá',
  'kết quả xổ số miền nam',
  'cách chữa đau lưng',
  'du lịch Phú Quốc nên đi mùa nào',
  'quán nhậu ngon ở Sài Gòn',
  'hướng dẫn chơi game liên quân',
];
