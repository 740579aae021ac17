/** Partners and testimonials of the home page (spec 002 §3: public home-page content); logos under public/partners/. */

/** spec 002 §3 Partner: id, image, link; the name is the logo's text alternative. */
export type Partner = { id: string; name: string; image: string; link: string };

/** spec 002 §3 Testimonial: logo, company, content, author, role. */
export type Testimonial = { logo: string; company: string; content: string; author: string; role: string };

export const PARTNERS: readonly Partner[] = [
  { id: 'phu-an-logistics', name: 'Phú An Logistics', link: 'https://phuanlogistics.example.com' },
  { id: 'hoa-sen-xanh', name: 'Hoa Sen Xanh', link: 'https://hoasenxanh.example.com' },
  { id: 'minh-long-tech', name: 'Minh Long Tech', link: 'https://minhlongtech.example.com' },
  { id: 'bao-tin-medical', name: 'Bảo Tín Medical', link: 'https://baotinmedical.example.com' },
  { id: 'dai-viet-edu', name: 'Đại Việt Edu', link: 'https://daivietedu.example.com' },
  { id: 'song-hong-retail', name: 'Sông Hồng Retail', link: 'https://songhongretail.example.com' },
].map((partner) => ({ ...partner, image: `/partners/${partner.id}.svg` }));

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    logo: '/partners/phu-an-logistics.svg',
    company: 'Phú An Logistics',
    content:
      'Hệ thống quản lý vận đơn giúp chúng tôi theo dõi hàng nghìn chuyến hàng mỗi ngày. Đội ngũ Sao Việt bàn giao đúng hẹn và hỗ trợ rất nhiệt tình.',
    author: 'Trần Văn Phúc',
    role: 'Giám đốc vận hành',
  },
  {
    logo: '/partners/hoa-sen-xanh.svg',
    company: 'Hoa Sen Xanh',
    content:
      'Website bán hàng mới tải nhanh, dễ quản lý và đơn hàng trực tuyến tăng gần gấp đôi chỉ sau ba tháng ra mắt.',
    author: 'Nguyễn Thị Hồng',
    role: 'Trưởng phòng kinh doanh',
  },
  {
    logo: '/partners/bao-tin-medical.svg',
    company: 'Bảo Tín Medical',
    content:
      'Ứng dụng đặt lịch khám giúp bệnh nhân chủ động hơn và giảm hẳn thời gian chờ tại quầy tiếp đón của phòng khám.',
    author: 'Lê Minh Tuấn',
    role: 'Giám đốc phòng khám',
  },
  {
    logo: '/partners/dai-viet-edu.svg',
    company: 'Đại Việt Edu',
    content:
      'Từ buổi tư vấn đầu tiên đến khi bàn giao, mọi bước đều rõ ràng. Nền tảng học trực tuyến vận hành ổn định với hàng chục nghìn học viên.',
    author: 'Phạm Thu Trang',
    role: 'Nhà sáng lập',
  },
  {
    logo: '/partners/song-hong-retail.svg',
    company: 'Sông Hồng Retail',
    content:
      'Phần mềm quản lý kho kết nối tất cả cửa hàng của chúng tôi. Báo cáo tồn kho giờ chỉ mất vài phút thay vì cả ngày.',
    author: 'Đỗ Quang Huy',
    role: 'Giám đốc công nghệ',
  },
];
