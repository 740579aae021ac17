import { SENDER_NAMES } from '../livechat/livechat.constants.ts';

/**
 * The guide page's sections (/guide): how a visitor does each thing the site offers, with the buttons and fields
 * named as the pages name them. The footer's policy links name it (spec 000 §2: "privacy, terms, guide; link
 * targets not shown"). Each section's `to` is the page it is about. Plain texts, no zod (ARCHITECTURE.md: little
 * JavaScript on public pages).
 */
export const GUIDE_SECTIONS: ReadonlyArray<{
  title: string;
  to: { href: string; label: string };
  steps: readonly string[];
}> = [
  {
    title: 'Đặt lịch tư vấn',
    to: { href: '/advise', label: 'Mở trang Đặt lịch tư vấn' },
    steps: [
      'Mở trang Đặt lịch tư vấn (nút tư vấn ở đầu mỗi trang cũng dẫn tới đây).',
      'Điền Họ và tên, Số điện thoại, Email, chọn Dịch vụ quan tâm và ghi chú điều bạn cần.',
      'Bấm "Gửi yêu cầu tư vấn": chuyên viên sẽ liên hệ lại với bạn theo số điện thoại hoặc email đã để lại.',
    ],
  },
  {
    title: 'Đặt mua và thanh toán một gói dịch vụ',
    to: { href: '/price-list', label: 'Mở Bảng giá' },
    steps: [
      'Mở Bảng giá, chọn nhóm dịch vụ rồi bấm "Bắt đầu" ở gói bạn muốn.',
      'Điền Họ và tên, Số điện thoại, Email rồi bấm "Xác nhận thanh toán": đơn hàng được tạo với một mã đơn hàng.',
      'Mở ứng dụng ngân hàng, MoMo hoặc VNPAY và quét mã VietQR; nếu chuyển khoản bằng cách nhập tay, ghi đúng số tiền và nội dung chuyển khoản hiển thị bên cạnh mã.',
      'Bấm "Đã thanh toán" và giữ lại mã đơn hàng. Đơn hàng được xác nhận ngay khi chúng tôi nhận được khoản thanh toán.',
    ],
  },
  {
    title: 'Tải sản phẩm',
    to: { href: '/products', label: 'Mở trang Sản phẩm' },
    steps: [
      'Mở trang Sản phẩm và chọn sản phẩm để xem chi tiết: tổng quan, tính năng chính và sản phẩm liên quan.',
      'Tải bộ cài đặt và tài liệu hướng dẫn ngay trên trang chi tiết.',
      'Sản phẩm chưa có tệp tải về thì bấm "Liên Hệ Tư Vấn" để được gửi bản phù hợp.',
    ],
  },
  {
    title: 'Hỏi trợ lý AI hoặc nhân viên',
    to: { href: '/procedure', label: 'Xem quy trình làm việc' },
    steps: [
      `Nút "${SENDER_NAMES.assistant}" ở góc màn hình trả lời ngay, mọi lúc, từ nội dung trang web: dịch vụ, giá, quy trình, thời gian, công nghệ và cách liên hệ.`,
      'Nút "Hỗ trợ trực tuyến" nối bạn với nhân viên trong giờ làm việc: điền tên và số điện thoại hoặc email rồi bắt đầu trò chuyện.',
      'Ngoài giờ làm việc, khung Hỗ trợ trực tuyến cho biết khi nào có người trả lời, và cho bạn để lại lời nhắn hoặc đặt lịch tư vấn ngay trong khung chat.',
    ],
  },
  {
    title: 'Đọc tin tức',
    to: { href: '/news', label: 'Mở trang Tin tức' },
    steps: [
      'Trang Tin tức có ô tìm kiếm (gõ không dấu cũng được) và chia trang.',
      'Bấm thích một bài viết để cho chúng tôi biết nội dung nào hữu ích với bạn.',
    ],
  },
];
