/**
 * The AI assistant's evaluation set (issue 16 items 6–7): questions written as customers type them, each with the
 * pattern of the training item that should answer it, and questions the site cannot answer (they must get the
 * fallback). Written apart from the training items and never used to build the index. Questions at even
 * positions of each list form the tuning half (where the confidence threshold was chosen, decision 017), the
 * others the held-out half.
 */
export type InScope = { q: string; expect: string };

const SERVICES = 'Công ty cung cấp những dịch vụ gì?';
const MAINTAIN = 'Có nhận bảo trì website cũ không?';
const SHOP = 'Có làm website bán hàng online không?';
const MOBILE = 'Có làm ứng dụng di động không?';
const SOFTWARE = 'Có làm phần mềm quản lý theo yêu cầu không?';
const SEO = 'Có dịch vụ SEO và chạy quảng cáo không?';
const LANDING = 'Có làm landing page cho chiến dịch không?';
const PRODUCTS = 'Công ty có bán phần mềm có sẵn không?';
const DIGITAL = 'Có tư vấn chuyển đổi số cho doanh nghiệp không?';
const BOOKING_APP = 'Có làm ứng dụng đặt lịch hẹn cho spa, phòng khám không?';

const WEB_PRICE = 'Làm website giá bao nhiêu?';
const PAY = 'Thanh toán bằng những hình thức nào?';
const APP_PRICE = 'Làm app giá bao nhiêu?';
const SOFTWARE_PRICE = 'Phần mềm quản lý giá bao nhiêu?';
const SEO_PRICE = 'Gói SEO giá bao nhiêu một tháng?';
const MAINTAIN_PRICE = 'Phí bảo trì website một năm là bao nhiêu?';
const DEPOSIT = 'Có cần đặt cọc trước không?';
const VAT = 'Có xuất hóa đơn VAT không?';
const DISCOUNT = 'Có chương trình giảm giá hay khuyến mãi không?';
const DOMAIN = 'Giá tên miền và hosting bao nhiêu?';

const PROCESS = 'Quy trình làm việc như thế nào?';
const PREPARE = 'Cần chuẩn bị gì trước khi bắt đầu dự án?';
const CONTRACT = 'Có ký hợp đồng không?';
const REVISIONS = 'Được sửa thiết kế mấy lần?';
const WARRANTY = 'Sau khi bàn giao có bảo hành không?';
const SOURCE = 'Có bàn giao mã nguồn không?';
const ORDER = 'Đặt mua dịch vụ trên website như thế nào?';
const TRAINING = 'Có hướng dẫn sử dụng và đào tạo không?';
const PROGRESS = 'Làm sao theo dõi tiến độ dự án?';

const CONTACT = 'Làm sao để liên hệ tư vấn?';
const PHONE = 'Số điện thoại hotline của công ty là gì?';
const EMAIL = 'Email của công ty là gì?';
const OFFICE = 'Văn phòng công ty ở đâu?';
const HOURS = 'Giờ làm việc của công ty?';
const SOCIAL = 'Công ty có Zalo hay Facebook không?';
const ADVISE = 'Đặt lịch tư vấn như thế nào?';
const STAFF = 'Tôi muốn nói chuyện với nhân viên';
const JOBS = 'Công ty có tuyển dụng không?';

const WEB_TIME = 'Làm website mất bao lâu?';
const APP_TIME = 'Làm app mất bao lâu?';
const SOFTWARE_TIME = 'Làm phần mềm quản lý mất bao lâu?';
const QUOTE_TIME = 'Bao lâu thì nhận được báo giá?';
const CALLBACK = 'Đặt lịch xong bao lâu thì có người gọi lại?';
const RUSH = 'Có làm gấp được không?';
const INCIDENT = 'Website bị lỗi thì bao lâu được xử lý?';
const SEO_TIME = 'SEO bao lâu thì lên top Google?';
const ORDER_TIME = 'Thanh toán xong bao lâu thì đơn hàng được xác nhận?';

const STACK = 'Công ty dùng công nghệ gì?';
const RESPONSIVE = 'Website có hiển thị tốt trên điện thoại không?';
const SPEED = 'Website có chuẩn SEO và tải nhanh không?';
const SECURITY = 'Website có bảo mật không, có bị hack không?';
const CMS = 'Có dùng WordPress không, tôi có tự sửa nội dung được không?';
const SERVER = 'Máy chủ đặt ở đâu, có sao lưu dữ liệu không?';
const INTEGRATION = 'Có tích hợp cổng thanh toán vào website không?';
const AI = 'Có làm chatbot hoặc tích hợp AI không?';
const STORES = 'Ứng dụng có đưa lên App Store và Google Play không?';

export const IN_SCOPE: Record<string, InScope[]> = {
  dịch_vụ: [
    { q: 'Bên bạn làm được những gì vậy?', expect: SERVICES },
    { q: 'Cho mình hỏi công ty có những dịch vụ nào?', expect: SERVICES },
    { q: 'bên em nhận làm những mảng gì ạ', expect: SERVICES },
    { q: 'Web của mình do bên khác làm, giờ bên bạn bảo trì giúp được không?', expect: MAINTAIN },
    { q: 'nâng cấp website cũ có nhận ko', expect: MAINTAIN },
    { q: 'Mình muốn mở shop online bán quần áo, bên bạn làm được không?', expect: SHOP },
    { q: 'Có làm trang thương mại điện tử có giỏ hàng không?', expect: SHOP },
    { q: 'làm web bán hàng trực tuyến dc k', expect: SHOP },
    { q: 'Bên bạn có viết app cho điện thoại không?', expect: MOBILE },
    { q: 'Mình cần làm app Android và iOS cho cửa hàng', expect: MOBILE },
    { q: 'Công ty mình cần phần mềm quản lý kho riêng, bên bạn làm không?', expect: SOFTWARE },
    { q: 'có viết phần mềm CRM theo yêu cầu không', expect: SOFTWARE },
    { q: 'Bên bạn có nhận chạy quảng cáo Facebook không?', expect: SEO },
    { q: 'Có làm SEO cho website không?', expect: SEO },
    { q: 'Mình cần một trang landing page để chạy chiến dịch khuyến mãi', expect: LANDING },
    { q: 'làm trang đích thu thập khách hàng được không', expect: LANDING },
    { q: 'Có phần mềm nào có sẵn để tải về dùng luôn không?', expect: PRODUCTS },
    { q: 'DataVault là sản phẩm của bên bạn à?', expect: PRODUCTS },
    { q: 'Doanh nghiệp nhỏ muốn chuyển đổi số thì bên bạn tư vấn được không?', expect: DIGITAL },
    { q: 'Có làm app đặt lịch cho spa không?', expect: BOOKING_APP },
    { q: 'Phòng khám của tôi cần ứng dụng đặt lịch hẹn cho bệnh nhân', expect: BOOKING_APP },
    { q: 'bên mình có số hóa quy trình cho công ty không', expect: DIGITAL },
  ],
  báo_giá: [
    { q: 'Thiết kế một website hết bao nhiêu tiền?', expect: WEB_PRICE },
    { q: 'bn tiền 1 cái web z', expect: WEB_PRICE },
    { q: 'Chi phí làm web khoảng bao nhiêu ạ?', expect: WEB_PRICE },
    { q: 'Cho xin bảng giá thiết kế web', expect: WEB_PRICE },
    { q: 'Mình trả tiền bằng MoMo được không?', expect: PAY },
    { q: 'Có nhận chuyển khoản ngân hàng không?', expect: PAY },
    { q: 'Làm một cái app điện thoại giá bao nhiêu?', expect: APP_PRICE },
    { q: 'chi phí làm app khoảng bn', expect: APP_PRICE },
    { q: 'Phần mềm quản lý kho thì giá thế nào?', expect: SOFTWARE_PRICE },
    { q: 'Giá làm phần mềm CRM bao nhiêu tiền?', expect: SOFTWARE_PRICE },
    { q: 'Chạy SEO mỗi tháng tốn bao nhiêu?', expect: SEO_PRICE },
    { q: 'Phí SEO hàng tháng là bao nhiêu?', expect: SEO_PRICE },
    { q: 'Mỗi năm phải trả phí bảo trì bao nhiêu?', expect: MAINTAIN_PRICE },
    { q: 'Chi phí duy trì website hàng năm?', expect: MAINTAIN_PRICE },
    { q: 'Có phải đặt cọc không?', expect: DEPOSIT },
    { q: 'Thanh toán chia làm mấy đợt?', expect: DEPOSIT },
    { q: 'Bên bạn có xuất hóa đơn đỏ không?', expect: VAT },
    { q: 'Giá đã gồm thuế VAT chưa?', expect: VAT },
    { q: 'Hiện có ưu đãi gì không?', expect: DISCOUNT },
    { q: 'Có được giảm giá không bạn?', expect: DISCOUNT },
    { q: 'Tên miền với hosting tính tiền thế nào?', expect: DOMAIN },
    { q: 'Phí gia hạn domain mỗi năm bao nhiêu?', expect: DOMAIN },
  ],
  quy_trình: [
    { q: 'Các bước làm việc với bên bạn ra sao?', expect: PROCESS },
    { q: 'quy trinh lam web gom nhung buoc nao', expect: PROCESS },
    { q: 'Triển khai dự án theo quy trình nào?', expect: PROCESS },
    { q: 'Mình cần chuẩn bị những gì để làm website?', expect: PREPARE },
    { q: 'Chưa có nội dung và hình ảnh thì sao?', expect: PREPARE },
    { q: 'Có làm hợp đồng rõ ràng không?', expect: CONTRACT },
    { q: 'Hai bên có ký kết hợp đồng không?', expect: CONTRACT },
    { q: 'Nếu không ưng thiết kế thì có được sửa không?', expect: REVISIONS },
    { q: 'Được chỉnh sửa giao diện bao nhiêu lần?', expect: REVISIONS },
    { q: 'Làm xong có bảo hành không?', expect: WARRANTY },
    { q: 'Sau bàn giao web bị lỗi thì có sửa miễn phí không?', expect: WARRANTY },
    { q: 'Mình có được nhận source code không?', expect: SOURCE },
    { q: 'Mã nguồn thuộc quyền sở hữu của ai?', expect: SOURCE },
    { q: 'Mua gói website trên trang này thế nào?', expect: ORDER },
    { q: 'Làm sao để đặt hàng dịch vụ?', expect: ORDER },
    { q: 'Có dạy cách dùng trang quản trị không?', expect: TRAINING },
    { q: 'Nhân viên của mình có được đào tạo sử dụng không?', expect: TRAINING },
    { q: 'Làm sao biết dự án đang làm tới đâu?', expect: PROGRESS },
    { q: 'Có báo cáo tiến độ hằng tuần không?', expect: PROGRESS },
    { q: 'Có được xem bản demo trong lúc làm không?', expect: PROGRESS },
    { q: 'Bắt đầu làm việc với bên bạn thì làm những bước gì?', expect: PROCESS },
  ],
  liên_hệ: [
    { q: 'Cho mình xin thông tin liên hệ', expect: CONTACT },
    { q: 'Muốn được tư vấn thì liên hệ thế nào?', expect: CONTACT },
    { q: 'Cho mình xin sđt của công ty', expect: PHONE },
    { q: 'Số hotline là bao nhiêu?', expect: PHONE },
    { q: 'so dien thoai cong ty la gi', expect: PHONE },
    { q: 'Địa chỉ email để gửi yêu cầu là gì?', expect: EMAIL },
    { q: 'Mình gửi mail cho bên bạn ở đâu?', expect: EMAIL },
    { q: 'Công ty nằm ở đâu vậy?', expect: OFFICE },
    { q: 'Địa chỉ văn phòng ở quận mấy?', expect: OFFICE },
    { q: 'Mình muốn đến trực tiếp văn phòng', expect: OFFICE },
    { q: 'Thứ bảy công ty có làm việc không?', expect: HOURS },
    { q: 'Mấy giờ thì công ty mở cửa?', expect: HOURS },
    { q: 'Có nhắn tin qua Zalo được không?', expect: SOCIAL },
    { q: 'Fanpage Facebook của công ty là gì?', expect: SOCIAL },
    { q: 'Mình muốn đặt lịch hẹn tư vấn', expect: ADVISE },
    { q: 'Đăng ký tư vấn miễn phí ở đâu?', expect: ADVISE },
    { q: 'Cho tôi gặp người thật', expect: STAFF },
    { q: 'Mình muốn chat với nhân viên hỗ trợ', expect: STAFF },
    { q: 'Công ty đang tuyển lập trình viên không?', expect: JOBS },
    { q: 'Mình muốn ứng tuyển thực tập thì gửi CV ở đâu?', expect: JOBS },
    { q: 'Chủ nhật có ai trực không?', expect: HOURS },
  ],
  thời_gian: [
    { q: 'Làm web mất bao nhiêu ngày?', expect: WEB_TIME },
    { q: 'bao lau thi xong website', expect: WEB_TIME },
    { q: 'Thiết kế website trong bao lâu thì hoàn thành?', expect: WEB_TIME },
    { q: 'Khi nào website của mình xong?', expect: WEB_TIME },
    { q: 'Làm một app điện thoại mất mấy tháng?', expect: APP_TIME },
    { q: 'app bao lâu thì xong vậy', expect: APP_TIME },
    { q: 'Phần mềm quản lý làm trong bao lâu?', expect: SOFTWARE_TIME },
    { q: 'Triển khai phần mềm CRM mất bao lâu?', expect: SOFTWARE_TIME },
    { q: 'Khi nào mình nhận được báo giá?', expect: QUOTE_TIME },
    { q: 'Gửi báo giá mất bao lâu?', expect: QUOTE_TIME },
    { q: 'Đăng ký rồi chờ bao lâu thì được gọi lại?', expect: CALLBACK },
    { q: 'Khi nào nhân viên liên hệ lại với mình?', expect: CALLBACK },
    { q: 'Mình cần web gấp trong tuần này được không?', expect: RUSH },
    { q: 'Có làm nhanh cấp tốc không?', expect: RUSH },
    { q: 'Web bị sập thì bao lâu khắc phục xong?', expect: INCIDENT },
    { q: 'Website không vào được thì bao lâu được sửa?', expect: INCIDENT },
    { q: 'Làm SEO bao lâu thì có kết quả?', expect: SEO_TIME },
    { q: 'Mất mấy tháng để lên trang nhất Google?', expect: SEO_TIME },
    { q: 'Đã thanh toán rồi thì khi nào đơn được xác nhận?', expect: ORDER_TIME },
    { q: 'Sau khi thanh toán bao lâu thì đơn hàng được duyệt?', expect: ORDER_TIME },
    { q: 'Tiến độ làm landing page mất mấy ngày?', expect: WEB_TIME },
  ],
  công_nghệ: [
    { q: 'Bên bạn lập trình bằng ngôn ngữ gì?', expect: STACK },
    { q: 'Dùng framework nào để làm web?', expect: STACK },
    { q: 'cong nghe ben ban dung la gi', expect: STACK },
    { q: 'Web có xem được trên điện thoại không?', expect: RESPONSIVE },
    { q: 'Giao diện có responsive trên mobile không?', expect: RESPONSIVE },
    { q: 'Website có tải nhanh không?', expect: SPEED },
    { q: 'Web làm ra có chuẩn SEO không?', expect: SPEED },
    { q: 'Website có an toàn không, sợ bị hack lắm', expect: SECURITY },
    { q: 'Có cài SSL HTTPS cho web không?', expect: SECURITY },
    { q: 'Web có làm bằng WordPress không?', expect: CMS },
    { q: 'Mình có tự đăng bài và cập nhật nội dung được không?', expect: CMS },
    { q: 'Server đặt ở Việt Nam hay nước ngoài?', expect: SERVER },
    { q: 'Dữ liệu có được backup thường xuyên không?', expect: SERVER },
    { q: 'Có kết nối cổng thanh toán VNPAY vào web bán hàng không?', expect: INTEGRATION },
    { q: 'Tích hợp thanh toán online vào website được không?', expect: INTEGRATION },
    { q: 'Bên bạn có làm chatbot AI không?', expect: AI },
    { q: 'Có tích hợp ChatGPT vào website được không?', expect: AI },
    { q: 'App làm xong có đưa lên CH Play không?', expect: STORES },
    { q: 'Có hỗ trợ đăng ứng dụng lên App Store không?', expect: STORES },
    { q: 'Website có bị virus hay mã độc không?', expect: SECURITY },
    { q: 'Dùng React hay công nghệ nào?', expect: STACK },
  ],
};

/** Questions the site's knowledge does not answer: each must get the fallback. */
export const OUT_OF_SCOPE: string[] = [
  'Thời tiết hôm nay ở Hà Nội thế nào?',
  'Giá vàng hôm nay bao nhiêu?',
  'Bạn có biết nấu phở không?',
  'Tỷ số trận bóng đá tối qua là mấy?',
  'Kể cho mình một câu chuyện cười đi',
  'Mua vé máy bay đi Đà Nẵng ở đâu rẻ?',
  'Cách chữa đau đầu nhanh nhất là gì?',
  'Bạn bao nhiêu tuổi?',
  'Hôm nay là thứ mấy?',
  'Cho mình công thức làm bánh flan',
  'Xe máy của tôi bị hỏng phanh',
  'Ai là tổng thống Mỹ hiện nay?',
  'Học tiếng Anh ở trung tâm nào tốt?',
  'Bán cho mình một chiếc iPhone 15',
  'Con mèo nhà mình bỏ ăn phải làm sao?',
  'Dịch giúp mình câu này sang tiếng Nhật',
  'Cho mình mượn tiền được không?',
  'Tỷ giá đô la hôm nay?',
  'Nhà hàng nào ngon ở quận 1?',
  'Mình bị mất ví thì báo công an ở đâu?',
  'Làm sao để giảm cân nhanh?',
  'Bạn có người yêu chưa?',
  'Lịch chiếu phim cuối tuần này',
  'Mình muốn đặt bàn cho 4 người tối nay',
  'Cách trồng rau sạch trên sân thượng',
  'Xổ số miền Nam hôm nay ra số mấy?',
  'Thuê nhà nguyên căn giá rẻ ở Thủ Đức',
  'Bài hát nào đang nổi nhất hiện nay?',
  'Giải giúp mình bài toán phương trình bậc hai',
  'asdfgh qwerty',
];

/** The same questions typed without diacritics (as many visitors type them). */
export function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** Tuning half (even positions) and held-out half (odd positions) of each list. */
export const tuningHalf = <T>(list: T[]) => list.filter((_, i) => i % 2 === 0);
export const heldOutHalf = <T>(list: T[]) => list.filter((_, i) => i % 2 === 1);
