import type { InScope } from './evaluation-set.ts';

/**
 * The site's content as visitors ask about it (decision 037): written during the content work from the public
 * pages of the demo content (price list, products, news, process, contact), with the source expected to answer
 * (a knowledge item's id: `service:s<n>` in the order of the price list's demo services, `package:<type>`,
 * `product:<key>`, `news:n<n>`, or a trained item's pattern). Development data: it was used to build the content
 * rules and to choose CONTENT_THRESHOLD, so it is no measure of unseen wording.
 */
export const SITE_IN_SCOPE: InScope[] = [
  // packages by their names, with and without diacritics, misspelt
  { q: 'gói agency bao nhiêu', expect: 'package:agency' },
  { q: 'bảng giá agency', expect: 'package:agency' },
  { q: 'goi app gia bao nhieu vay', expect: 'package:app' },
  { q: 'Landing page chiến dịch giá bao nhiêu?', expect: 'service:s1' },
  { q: 'gói website giới thiệu doanh nghiệp gồm những gì', expect: 'service:s2' },
  { q: 'website gioi thieu doanh nghiep bao nhieu tien', expect: 'service:s2' },
  { q: 'Gói website thương mại điện tử có những tính năng gì?', expect: 'service:s3' },
  { q: 'ung dung dat lich hen gia bn', expect: 'service:s4' },
  { q: 'Ứng dụng di động iOS và Android giá bao nhiêu?', expect: 'service:s5' },
  { q: 'phần mềm quản lý theo yêu cầu gồm những gì', expect: 'service:s6' },
  { q: 'gói quản trị và bảo trì website bao nhiêu một tháng', expect: 'service:s7' },
  { q: 'SEO và quảng cáo tổng thể giá sao', expect: 'service:s8' },
  { q: 'đồng hành chuyển đổi số giá bao nhiêu', expect: 'service:s9' },
  { q: 'goi landing page chien dich gom nhung gi', expect: 'service:s1' },
  { q: 'gói website thuơng mại điện tữ giá nhiêu', expect: 'service:s3' },
  // products: what they are, trial, features, misspelt names
  { q: 'CloudSync Drive có bản dùng thử không?', expect: 'product:cloudsync-drive' },
  { q: 'cloudsyn drive la gi', expect: 'product:cloudsync-drive' },
  { q: 'DevKit có những tính năng gì', expect: 'product:devkit-cicd' },
  { q: 'Analytics Pro giá bao nhiêu', expect: 'product:analytics-pro' },
  { q: 'securegate co ban dung thu khong', expect: 'product:securegate-waf' },
  { q: 'Mobile Shop là gì vậy', expect: 'product:mobile-shop-template' },
  { q: 'datavault có tính năng gì', expect: 'product:datavault-backup' },
  {
    q: 'có công cụ nào chặn tấn công SQL injection và XSS cho website không',
    expect: 'product:securegate-waf',
  },
  { q: 'có phần mềm sao lưu tự động cơ sở dữ liệu không', expect: 'product:datavault-backup' },
  { q: 'có mẫu quy trình triển khai liên tục cho Node.js không', expect: 'product:devkit-cicd' },
  // technology named in a description or an article
  { q: 'nên làm app bằng React Native hay Flutter', expect: 'news:n9' },
  { q: 'ảnh WebP và lazy loading có giúp web nhanh hơn không', expect: 'news:n3' },
  { q: 'có kết nối đơn vị vận chuyển và tính phí giao hàng không', expect: 'service:s3' },
  // hours and calendar from the office settings
  { q: 'công ty làm việc mấy giờ', expect: 'Giờ làm việc của công ty?' },
  { q: 'thu 7 co lam viec khong', expect: 'Giờ làm việc của công ty?' },
  // a need told at length
  {
    q: 'Tôi cần một hệ thống quản lý bán hàng có kho, nhân sự và phân quyền theo phòng ban cho công ty mình',
    expect: 'service:s6',
  },
  {
    q: 'Mình muốn có trang bán hàng online có giỏ hàng, thanh toán MoMo và kết nối đơn vị vận chuyển cho cửa hàng',
    expect: 'service:s3',
  },
];

/** Questions the site's pages do not answer (someone else's contact, general knowledge near our words). */
export const SITE_OUT_OF_SCOPE: string[] = [
  'hotline của Viettel là số mấy',
  'số tổng đài của Mắt Bão là gì',
  'địa chỉ của Thế Giới Di Động ở quận 3',
  'tải app tiktok ở đâu',
  'xin mật khẩu wifi văn phòng',
  'lương lập trình viên ở Việt Nam bao nhiêu',
  'cách giảm 5kg trong 1 tháng',
  'gội đầu dưỡng sinh giá bao nhiêu',
  'React là gì, học ở đâu miễn phí',
  'điện thoại Android bị đầy bộ nhớ, xóa gì cho nhẹ, mình cần cách làm nhanh nhất có thể',
];
