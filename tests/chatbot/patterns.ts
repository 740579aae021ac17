/**
 * The patterns of the seeded training items (src/server/db/seed-chatbot-training.ts), verbatim: an evaluation
 * question's `expect` names the item that should answer it by its pattern. Shared by every evaluation set.
 */
export const SERVICES = 'Công ty cung cấp những dịch vụ gì?';
export const MAINTAIN = 'Có nhận bảo trì website cũ không?';
export const SHOP = 'Có làm website bán hàng online không?';
export const MOBILE = 'Có làm ứng dụng di động không?';
export const SOFTWARE = 'Có làm phần mềm quản lý theo yêu cầu không?';
export const SEO = 'Có dịch vụ SEO và chạy quảng cáo không?';
export const LANDING = 'Có làm landing page cho chiến dịch không?';
export const PRODUCTS = 'Công ty có bán phần mềm có sẵn không?';
export const DIGITAL = 'Có tư vấn chuyển đổi số cho doanh nghiệp không?';
export const BOOKING_APP = 'Có làm ứng dụng đặt lịch hẹn cho spa, phòng khám không?';

export const WEB_PRICE = 'Làm website giá bao nhiêu?';
export const PAY = 'Thanh toán bằng những hình thức nào?';
export const APP_PRICE = 'Làm app giá bao nhiêu?';
export const SOFTWARE_PRICE = 'Phần mềm quản lý giá bao nhiêu?';
export const SEO_PRICE = 'Gói SEO giá bao nhiêu một tháng?';
export const MAINTAIN_PRICE = 'Phí bảo trì website một năm là bao nhiêu?';
export const DEPOSIT = 'Có cần đặt cọc trước không?';
export const VAT = 'Có xuất hóa đơn VAT không?';
export const DISCOUNT = 'Có chương trình giảm giá hay khuyến mãi không?';
export const DOMAIN = 'Giá tên miền và hosting bao nhiêu?';

export const PROCESS = 'Quy trình làm việc như thế nào?';
export const PREPARE = 'Cần chuẩn bị gì trước khi bắt đầu dự án?';
export const CONTRACT = 'Có ký hợp đồng không?';
export const REVISIONS = 'Được sửa thiết kế mấy lần?';
export const WARRANTY = 'Sau khi bàn giao có bảo hành không?';
export const SOURCE = 'Có bàn giao mã nguồn không?';
export const ORDER = 'Đặt mua dịch vụ trên website như thế nào?';
export const TRAINING = 'Có hướng dẫn sử dụng và đào tạo không?';
export const PROGRESS = 'Làm sao theo dõi tiến độ dự án?';

export const CONTACT = 'Làm sao để liên hệ tư vấn?';
export const PHONE = 'Số điện thoại hotline của công ty là gì?';
export const EMAIL = 'Email của công ty là gì?';
export const OFFICE = 'Văn phòng công ty ở đâu?';
export const HOURS = 'Giờ làm việc của công ty?';
export const SOCIAL = 'Công ty có Zalo hay Facebook không?';
export const ADVISE = 'Đặt lịch tư vấn như thế nào?';
export const STAFF = 'Tôi muốn nói chuyện với nhân viên';
export const JOBS = 'Công ty có tuyển dụng không?';

export const WEB_TIME = 'Làm website mất bao lâu?';
export const APP_TIME = 'Làm app mất bao lâu?';
export const SOFTWARE_TIME = 'Làm phần mềm quản lý mất bao lâu?';
export const QUOTE_TIME = 'Bao lâu thì nhận được báo giá?';
export const CALLBACK = 'Đặt lịch xong bao lâu thì có người gọi lại?';
export const RUSH = 'Có làm gấp được không?';
export const INCIDENT = 'Website bị lỗi thì bao lâu được xử lý?';
export const SEO_TIME = 'SEO bao lâu thì lên top Google?';
export const ORDER_TIME = 'Thanh toán xong bao lâu thì đơn hàng được xác nhận?';

export const STACK = 'Công ty dùng công nghệ gì?';
export const RESPONSIVE = 'Website có hiển thị tốt trên điện thoại không?';
export const SPEED = 'Website có chuẩn SEO và tải nhanh không?';
export const SECURITY = 'Website có bảo mật không, có bị hack không?';
export const CMS = 'Có dùng WordPress không, tôi có tự sửa nội dung được không?';
export const SERVER = 'Máy chủ đặt ở đâu, có sao lưu dữ liệu không?';
export const INTEGRATION = 'Có tích hợp cổng thanh toán vào website không?';
export const AI = 'Có làm chatbot hoặc tích hợp AI không?';
export const STORES = 'Ứng dụng có đưa lên App Store và Google Play không?';
