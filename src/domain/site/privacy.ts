import { COMPANY, fullAddress } from './company.ts';

/**
 * The privacy page's sections (/privacy), as the page shows them: shared by the page and the assistant, which reads
 * them as prose (decision 055). Plain texts, no zod: the public pages import them (ARCHITECTURE.md: little
 * JavaScript on public pages).
 * Decree 13/2023/NĐ-CP, Art. 11 and 13: who processes which data, for what, how long, with whom, and the person's
 * rights (Art. 9) with how to use them. The forms' notice (CONSENT_NOTICE) links here.
 */
export const PRIVACY_SECTIONS: ReadonlyArray<{ title: string; items: readonly string[] }> = [
  {
    title: 'Ai xử lý dữ liệu của bạn',
    items: [
      `${COMPANY.legalName} (${COMPANY.name}), ${fullAddress}, là bên kiểm soát và xử lý dữ liệu cá nhân bạn gửi qua trang web này.`,
      `Liên hệ về dữ liệu cá nhân: email ${COMPANY.email}, hotline ${COMPANY.hotline}.`,
    ],
  },
  {
    title: 'Dữ liệu chúng tôi thu thập',
    items: [
      'Form đặt lịch tư vấn: họ tên, số điện thoại, email, giới tính, ngày sinh, nghề nghiệp, dịch vụ quan tâm và ghi chú bạn nhập.',
      'Form thanh toán: họ tên, số điện thoại, email, dịch vụ và phương thức thanh toán; thông tin chuyển khoản ngân hàng gửi về cho đơn hàng.',
      'Chat trực tuyến và trợ lý AI: tên, số điện thoại, email bạn cung cấp và nội dung các tin nhắn.',
      'Địa chỉ IP và thời điểm gửi, để chống gửi tự động và lạm dụng.',
    ],
  },
  {
    title: 'Mục đích sử dụng',
    items: [
      'Liên hệ tư vấn, trả lời câu hỏi và xử lý yêu cầu bạn gửi.',
      'Tạo, theo dõi và xác nhận đơn hàng, thanh toán của bạn; lưu chứng từ theo quy định kế toán.',
      'Gộp các lần liên hệ của cùng một người để nhân viên hiểu đầy đủ yêu cầu của bạn.',
      'Bảo vệ hệ thống khỏi gửi tự động và lạm dụng.',
    ],
  },
  {
    title: 'Chia sẻ và lưu trữ',
    items: [
      'Dữ liệu được lưu trên máy chủ của chúng tôi và các bản sao lưu định kỳ; bản sao lưu cũ được xoay vòng và xóa dần.',
      'Lịch tư vấn có thể được chuyển sang hệ thống quản lý khách hàng (CRM) và dịch vụ email của chúng tôi; thanh toán đi qua ngân hàng hoặc cổng thanh toán bạn chọn.',
      'Chúng tôi không bán dữ liệu cá nhân của bạn cho bất kỳ ai.',
      'Số tiền, mã đơn hàng và trạng thái thanh toán được giữ lại cho nghĩa vụ kế toán, kể cả khi bạn yêu cầu xóa dữ liệu.',
    ],
  },
  {
    title: 'Quyền của bạn',
    items: [
      'Được biết, đồng ý hoặc rút lại sự đồng ý đối với việc xử lý dữ liệu cá nhân của mình.',
      'Được xem, nhận bản sao và yêu cầu chỉnh sửa dữ liệu chúng tôi đang giữ về bạn.',
      'Được yêu cầu xóa hoặc hạn chế xử lý dữ liệu, phản đối việc xử lý dữ liệu.',
      'Được khiếu nại, tố cáo, khởi kiện và yêu cầu bồi thường theo quy định của pháp luật.',
      `Để thực hiện các quyền này, hãy gửi yêu cầu tới ${COMPANY.email} hoặc gọi ${COMPANY.hotline}; chúng tôi xử lý trong vòng 72 giờ kể từ khi xác minh được yêu cầu của bạn.`,
    ],
  },
];
