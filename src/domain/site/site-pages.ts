// Plain texts, no zod: the public pages import them (ARCHITECTURE.md: little JavaScript on public pages).

/** Pages as the site's links name them and the assistant cites them as its sources (spec 000 §2). */
export const PAGE_NAMES = {
  procedure: 'Quy trình làm việc',
  team: 'Đội ngũ',
  privacy: 'Chính sách bảo mật',
  terms: 'Điều khoản sử dụng',
  guide: 'Hướng dẫn',
} as const;

/** The process page's six steps (spec 000 §2), as the page shows them and the assistant lists them. */
export const PROCESS_STEPS = [
  {
    title: 'Tiếp nhận yêu cầu',
    text: 'Lắng nghe mục tiêu kinh doanh, đối tượng người dùng và mong muốn của bạn qua buổi trao đổi đầu tiên.',
  },
  {
    title: 'Tư vấn & báo giá',
    text: 'Đề xuất giải pháp, công nghệ phù hợp cùng báo giá và tiến độ chi tiết cho từng hạng mục.',
  },
  {
    title: 'Thiết kế',
    text: 'Phác thảo luồng sử dụng và giao diện, cùng bạn duyệt bản thiết kế trước khi bắt tay vào lập trình.',
  },
  {
    title: 'Phát triển',
    text: 'Lập trình theo từng giai đoạn ngắn, cập nhật tiến độ thường xuyên để bạn theo dõi và góp ý.',
  },
  {
    title: 'Kiểm thử',
    text: 'Kiểm tra chức năng, hiệu năng và bảo mật trên nhiều thiết bị để sản phẩm vận hành ổn định.',
  },
  {
    title: 'Bàn giao & bảo hành',
    text: 'Triển khai, hướng dẫn sử dụng, bàn giao mã nguồn và đồng hành bảo hành, bảo trì sau ra mắt.',
  },
] as const;
