import { COMPANY, fullAddress } from './company.ts';

/**
 * The terms of use page's sections (/terms), as the page shows them. The footer's policy links name it (spec 000
 * §2: "privacy, terms, guide; link targets not shown"). What it says of prices, payment, contracts, warranty and
 * source code is what the assistant's trained answers and the pages already say, in one place; plain texts, no zod
 * (ARCHITECTURE.md: little JavaScript on public pages).
 */
export const TERMS_SECTIONS: ReadonlyArray<{ title: string; items: readonly string[] }> = [
  {
    title: 'Phạm vi áp dụng',
    items: [
      `Các điều khoản này áp dụng khi bạn dùng trang web của ${COMPANY.legalName} (${COMPANY.name}): xem thông tin, đặt lịch tư vấn, đặt mua và thanh toán dịch vụ, tải sản phẩm, trò chuyện với trợ lý AI và nhân viên hỗ trợ.`,
      'Khi tiếp tục dùng trang web, bạn đồng ý với các điều khoản dưới đây.',
    ],
  },
  {
    title: 'Thông tin và giá trên trang web',
    items: [
      'Giá trên Bảng giá là giá của từng gói tại thời điểm bạn đặt mua và chưa gồm VAT; hóa đơn điện tử VAT được xuất cho mọi đơn hàng và hợp đồng.',
      'Dự án theo yêu cầu được báo giá riêng; phạm vi, tiến độ và chi phí ràng buộc là những gì ghi trong báo giá và hợp đồng.',
      'Bài viết tin tức và câu trả lời của trợ lý AI để bạn tham khảo; khi cần chắc chắn, hãy hỏi nhân viên qua khung Hỗ trợ trực tuyến hoặc hotline.',
    ],
  },
  {
    title: 'Đặt mua và thanh toán',
    items: [
      'Đơn hàng được tạo khi bạn bấm "Xác nhận thanh toán" trên trang thanh toán của gói; mỗi đơn có một mã đơn hàng riêng.',
      'Khi chuyển khoản, hãy giữ đúng nội dung chuyển khoản (có mã đơn hàng): hệ thống đối chiếu khoản tiền với đơn theo nội dung này.',
      'Đơn hàng được xác nhận khi chúng tôi nhận đủ khoản thanh toán; nhân viên liên hệ bạn trong một ngày làm việc để bắt đầu.',
      `Nếu bạn chuyển thiếu, chuyển thừa, chuyển khoản 2 lần cho một đơn hoặc ghi sai nội dung, hãy báo cho chúng tôi qua email ${COMPANY.email} hoặc hotline ${COMPANY.hotline} kèm mã đơn hàng: chúng tôi đối chiếu và hoàn tiền phần chuyển thừa hoặc chuyển trùng.`,
    ],
  },
  {
    title: 'Hợp đồng, bảo hành và mã nguồn',
    items: [
      'Mọi dự án theo yêu cầu đều có hợp đồng ghi rõ phạm vi công việc, tiến độ, các đợt thanh toán, bảo hành và quyền sở hữu mã nguồn.',
      'Thanh toán dự án theo yêu cầu chia 3 đợt: đặt cọc 30 % khi ký hợp đồng, 40 % khi duyệt bản chạy thử, 30 % còn lại khi bàn giao. Các gói trên Bảng giá thanh toán một lần.',
      'Website và ứng dụng được bảo hành 12 tháng: mọi lỗi do chúng tôi gây ra được sửa miễn phí.',
      'Khi thanh toán đủ, bạn nhận toàn bộ mã nguồn, tài khoản quản trị, tên miền và hosting đứng tên doanh nghiệp của bạn.',
    ],
  },
  {
    title: 'Sản phẩm tải về',
    items: [
      'Sản phẩm trên trang Sản phẩm được tải về kèm hướng dẫn sử dụng; hãy cài đặt và dùng theo hướng dẫn đi kèm.',
      'Muốn dùng cho nhiều đơn vị, tùy biến hoặc cần hỗ trợ triển khai, hãy đặt lịch tư vấn.',
    ],
  },
  {
    title: 'Nội dung và sử dụng đúng mục đích',
    items: [
      `Nội dung, hình ảnh và logo trên trang web thuộc ${COMPANY.legalName}; khi trích dẫn, vui lòng ghi nguồn và dẫn liên kết về trang gốc.`,
      'Không gửi nội dung vi phạm pháp luật, thư rác hay mã độc qua các form và khung chat, không dùng công cụ tự động để gửi form: trang web giới hạn số lần gửi của mỗi người để chống lạm dụng.',
      'Dữ liệu cá nhân bạn gửi được xử lý theo Chính sách bảo mật.',
    ],
  },
  {
    title: 'Liên hệ',
    items: [`${COMPANY.legalName}, ${fullAddress}. Email ${COMPANY.email}, hotline ${COMPANY.hotline}.`],
  },
];
