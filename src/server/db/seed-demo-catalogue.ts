/**
 * Demo catalogue for the first start: services (spec 000 §3), products (spec 002 §3), chatbot training items
 * (spec 002 §3), and a few orders, bookings and chats so every admin screen has something to show.
 * Names, phones and e-mails are invented.
 */

type DemoService = {
  title: string;
  type: 'web' | 'app' | 'agency';
  /** Đồng; null shows 'Liên hệ' (spec 000 §9). */
  price: number | null;
  description: string[];
};

export const DEMO_SERVICES: DemoService[] = [
  {
    title: 'Landing page chiến dịch',
    type: 'web',
    price: 5_000_000,
    description: [
      'Một trang giới thiệu sản phẩm hoặc chiến dịch quảng cáo',
      'Thiết kế chuẩn di động, tối ưu tốc độ tải trang',
      'Biểu mẫu thu thập khách hàng gửi về email',
      'Bàn giao trong 7 ngày làm việc',
    ],
  },
  {
    title: 'Website giới thiệu doanh nghiệp',
    type: 'web',
    price: 8_000_000,
    description: [
      'Giao diện thiết kế riêng theo nhận diện thương hiệu',
      'Tối đa 10 trang nội dung và chuyên mục tin tức',
      'Tên miền, máy chủ và chứng chỉ SSL năm đầu',
      'Trang quản trị tiếng Việt dễ sử dụng',
      'Bảo hành và hỗ trợ kỹ thuật 12 tháng',
    ],
  },
  {
    title: 'Website thương mại điện tử',
    type: 'web',
    price: 25_000_000,
    description: [
      'Quản lý sản phẩm, danh mục, tồn kho và khuyến mãi',
      'Giỏ hàng, đặt hàng và thanh toán MoMo, VNPAY',
      'Kết nối đơn vị vận chuyển và tính phí giao hàng',
      'Báo cáo doanh thu theo ngày, tuần, tháng',
      'Tối ưu SEO cho trang sản phẩm và danh mục',
    ],
  },
  {
    title: 'Ứng dụng đặt lịch hẹn',
    type: 'app',
    price: 45_000_000,
    description: [
      'Ứng dụng iOS và Android cho spa, phòng khám, salon',
      'Đặt lịch theo nhân viên, dịch vụ và khung giờ trống',
      'Nhắc lịch tự động qua thông báo đẩy',
      'Trang quản trị lịch hẹn và doanh thu cho chủ cửa hàng',
    ],
  },
  {
    title: 'Ứng dụng di động iOS và Android',
    type: 'app',
    price: 80_000_000,
    description: [
      'Phát triển đa nền tảng bằng React Native',
      'Thiết kế giao diện và trải nghiệm người dùng riêng',
      'Kết nối API, thông báo đẩy, đăng nhập mạng xã hội',
      'Hỗ trợ đưa ứng dụng lên App Store và Google Play',
      'Bảo trì theo phiên bản hệ điều hành mới',
    ],
  },
  {
    title: 'Phần mềm quản lý theo yêu cầu',
    type: 'app',
    price: 150_000_000,
    description: [
      'Khảo sát quy trình nghiệp vụ thực tế của doanh nghiệp',
      'Quản lý bán hàng, kho, nhân sự hoặc chăm sóc khách hàng',
      'Phân quyền chi tiết theo phòng ban và vai trò',
      'Chạy trên máy chủ riêng hoặc nền tảng đám mây',
      'Đào tạo sử dụng và bàn giao mã nguồn đầy đủ',
    ],
  },
  {
    title: 'Quản trị và bảo trì website',
    type: 'agency',
    price: 6_000_000,
    description: [
      'Cập nhật nội dung, hình ảnh và sản phẩm hằng tháng',
      'Sao lưu dữ liệu và cập nhật bảo mật định kỳ',
      'Giám sát hoạt động, xử lý sự cố trong 24 giờ',
      'Báo cáo lượt truy cập mỗi tháng',
    ],
  },
  {
    title: 'SEO và quảng cáo tổng thể',
    type: 'agency',
    price: 15_000_000,
    description: [
      'Nghiên cứu từ khóa và đối thủ cạnh tranh',
      'Tối ưu kỹ thuật và nội dung cho website',
      'Viết 8 bài chuẩn SEO mỗi tháng',
      'Quản lý quảng cáo Google và Facebook',
      'Báo cáo hiệu quả và đề xuất điều chỉnh hằng tháng',
    ],
  },
  {
    title: 'Đồng hành chuyển đổi số',
    type: 'agency',
    price: null,
    description: [
      'Đánh giá hiện trạng công nghệ của doanh nghiệp',
      'Lập lộ trình chuyển đổi số theo từng giai đoạn',
      'Lựa chọn, triển khai và tích hợp phần mềm phù hợp',
      'Đào tạo đội ngũ và đo lường hiệu quả sau triển khai',
    ],
  },
];

export type DemoProduct = {
  /** ASCII key used for file names. */
  key: string;
  title: string;
  category: 'Công Cụ Đám Mây' | 'Phát Triển' | 'Phân Tích' | 'Bảo Mật';
  description: string;
  overview: string;
  features: string[];
  icon:
    | 'Cloud'
    | 'Wrench'
    | 'BarChart'
    | 'Shield'
    | 'Database'
    | 'Smartphone'
    | 'Monitor'
    | 'Server'
    | 'Network'
    | 'Code';
  iconColor: string;
  /** Label and colours of the generated dashboard image. */
  screen: { label: string; from: string; to: string };
  views: number;
  downloads: number;
  /** Lines of the README.txt inside the product's ZIP. */
  readme: string[];
  /** Lines of the guide .txt. */
  guide: string[];
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    key: 'cloudsync-drive',
    title: 'CloudSync Drive',
    category: 'Công Cụ Đám Mây',
    description: 'Đồng bộ và chia sẻ tài liệu nội bộ an toàn trên nền tảng đám mây.',
    overview:
      'CloudSync Drive giúp doanh nghiệp lưu trữ tập trung tài liệu, hợp đồng và hình ảnh, đồng bộ tự động giữa máy tính và điện thoại. Quản trị viên phân quyền theo phòng ban, theo dõi lịch sử chỉnh sửa và khôi phục phiên bản cũ khi cần. Dữ liệu được mã hóa khi lưu trữ và khi truyền tải.',
    features: [
      'Đồng bộ tự động giữa máy tính và điện thoại',
      'Phân quyền thư mục theo phòng ban',
      'Lưu lịch sử phiên bản 30 ngày',
      'Chia sẻ liên kết có mật khẩu và thời hạn',
      'Mã hóa dữ liệu khi lưu trữ và truyền tải',
    ],
    icon: 'Cloud',
    iconColor: '#1976d2',
    screen: { label: 'CloudSync Drive', from: '#0d47a1', to: '#42a5f5' },
    views: 864,
    downloads: 213,
    readme: [
      'CloudSync Drive - bản cài đặt dùng thử',
      '',
      '1. Giải nén tệp vào một thư mục trên máy chủ.',
      '2. Sao chép config.example.env thành config.env và điền thông tin kết nối.',
      '3. Chạy lệnh khởi động theo hướng dẫn trong tài liệu kèm theo.',
    ],
    guide: [
      'HƯỚNG DẪN SỬ DỤNG CLOUDSYNC DRIVE',
      '',
      'Bước 1: Đăng nhập bằng tài khoản quản trị được cấp.',
      'Bước 2: Tạo thư mục cho từng phòng ban và phân quyền truy cập.',
      'Bước 3: Cài ứng dụng đồng bộ trên máy tính của nhân viên.',
      'Bước 4: Kiểm tra lịch sử phiên bản trong mục Hoạt động.',
    ],
  },
  {
    key: 'devkit-cicd',
    title: 'Bộ công cụ DevKit CI/CD',
    category: 'Phát Triển',
    description: 'Mẫu quy trình tích hợp và triển khai liên tục cho dự án web Node.js.',
    overview:
      'DevKit CI/CD cung cấp bộ cấu hình sẵn sàng dùng cho kiểm tra mã nguồn, chạy kiểm thử tự động, đóng gói và triển khai ứng dụng Node.js lên máy chủ hoặc nền tảng đám mây. Đội ngũ phát triển tiết kiệm nhiều ngày thiết lập và có quy trình phát hành nhất quán cho mọi dự án.',
    features: [
      'Mẫu quy trình kiểm tra mã nguồn và kiểm thử tự động',
      'Đóng gói ứng dụng và triển khai không gián đoạn',
      'Thông báo kết quả qua email và ứng dụng nhắn tin',
      'Hướng dẫn cấu hình cho máy chủ riêng và đám mây',
    ],
    icon: 'Code',
    iconColor: '#6a1b9a',
    screen: { label: 'DevKit CI/CD', from: '#4a148c', to: '#ab47bc' },
    views: 642,
    downloads: 188,
    readme: [
      'DevKit CI/CD - mẫu cấu hình',
      '',
      'Thư mục pipelines chứa các mẫu quy trình kiểm thử và triển khai.',
      'Đọc tài liệu hướng dẫn để điều chỉnh theo dự án của bạn.',
    ],
    guide: [
      'HƯỚNG DẪN SỬ DỤNG DEVKIT CI/CD',
      '',
      'Bước 1: Sao chép thư mục pipelines vào kho mã nguồn của dự án.',
      'Bước 2: Khai báo biến môi trường cho máy chủ triển khai.',
      'Bước 3: Đẩy mã nguồn lên nhánh chính để chạy quy trình lần đầu.',
    ],
  },
  {
    key: 'analytics-pro',
    title: 'Bảng điều khiển Analytics Pro',
    category: 'Phân Tích',
    description: 'Báo cáo doanh thu, khách hàng và hiệu quả quảng cáo trên một màn hình.',
    overview:
      'Analytics Pro tổng hợp dữ liệu từ website bán hàng, phần mềm bán hàng tại quầy và các kênh quảng cáo để hiển thị doanh thu, đơn hàng, khách hàng mới và chi phí quảng cáo theo thời gian thực. Ban giám đốc xem báo cáo trên máy tính hoặc điện thoại và nhận cảnh báo khi chỉ số bất thường.',
    features: [
      'Biểu đồ doanh thu theo ngày, tuần, tháng',
      'Phân tích khách hàng mới và khách hàng quay lại',
      'Đo hiệu quả chiến dịch quảng cáo theo kênh',
      'Xuất báo cáo Excel và PDF',
      'Cảnh báo khi chỉ số giảm bất thường',
    ],
    icon: 'BarChart',
    iconColor: '#2e7d32',
    screen: { label: 'Analytics Pro', from: '#1b5e20', to: '#66bb6a' },
    views: 1120,
    downloads: 305,
    readme: [
      'Analytics Pro - bản dùng thử 30 ngày',
      '',
      'Giải nén và mở tệp cài đặt theo hướng dẫn.',
      'Kết nối nguồn dữ liệu trong mục Cài đặt > Nguồn dữ liệu.',
    ],
    guide: [
      'HƯỚNG DẪN SỬ DỤNG ANALYTICS PRO',
      '',
      'Bước 1: Kết nối website bán hàng và phần mềm bán hàng tại quầy.',
      'Bước 2: Chọn các chỉ số hiển thị trên bảng điều khiển.',
      'Bước 3: Đặt ngưỡng cảnh báo cho doanh thu và đơn hàng.',
    ],
  },
  {
    key: 'securegate-waf',
    title: 'SecureGate tường lửa ứng dụng',
    category: 'Bảo Mật',
    description: 'Bảo vệ website khỏi tấn công dò mật khẩu, SQL injection và XSS.',
    overview:
      'SecureGate đứng trước website để lọc các yêu cầu độc hại, giới hạn số lần đăng nhập sai, chặn địa chỉ IP đáng ngờ và ghi nhật ký chi tiết mọi cảnh báo. Bộ luật được cập nhật thường xuyên theo các lỗ hổng phổ biến, quản trị viên có thể bật tắt từng luật trên giao diện tiếng Việt.',
    features: [
      'Chặn SQL injection, XSS và các mẫu tấn công phổ biến',
      'Giới hạn tần suất truy cập theo IP và theo tài khoản',
      'Danh sách chặn và danh sách cho phép địa chỉ IP',
      'Nhật ký cảnh báo và báo cáo hằng tuần',
    ],
    icon: 'Shield',
    iconColor: '#c62828',
    screen: { label: 'SecureGate WAF', from: '#b71c1c', to: '#ef5350' },
    views: 733,
    downloads: 142,
    readme: [
      'SecureGate - gói cài đặt',
      '',
      'Chạy SecureGate trước máy chủ web như một proxy ngược.',
      'Bộ luật mặc định nằm trong thư mục rules.',
    ],
    guide: [
      'HƯỚNG DẪN SỬ DỤNG SECUREGATE',
      '',
      'Bước 1: Cài đặt SecureGate trên máy chủ đứng trước website.',
      'Bước 2: Khai báo địa chỉ website cần bảo vệ.',
      'Bước 3: Bật bộ luật mặc định và theo dõi nhật ký cảnh báo trong tuần đầu.',
    ],
  },
  {
    key: 'mobile-shop-template',
    title: 'Mẫu ứng dụng bán hàng Mobile Shop',
    category: 'Phát Triển',
    description: 'Mã nguồn mẫu ứng dụng bán hàng React Native cho cửa hàng nhỏ.',
    overview:
      'Mobile Shop là bộ mã nguồn mẫu ứng dụng bán hàng viết bằng React Native, có sẵn danh mục sản phẩm, giỏ hàng, đặt hàng, theo dõi đơn và thông báo đẩy. Đội ngũ phát triển dùng làm điểm khởi đầu để rút ngắn thời gian làm ứng dụng cho khách hàng bán lẻ.',
    features: [
      'Danh mục sản phẩm, tìm kiếm và bộ lọc',
      'Giỏ hàng, đặt hàng và theo dõi trạng thái đơn',
      'Thông báo đẩy khi đơn hàng thay đổi trạng thái',
      'Giao diện tùy chỉnh màu sắc theo thương hiệu',
    ],
    icon: 'Smartphone',
    iconColor: '#ef6c00',
    screen: { label: 'Mobile Shop', from: '#e65100', to: '#ffa726' },
    views: 958,
    downloads: 276,
    readme: [
      'Mobile Shop - mã nguồn mẫu React Native',
      '',
      'Cài đặt thư viện, cấu hình địa chỉ API rồi chạy trên máy ảo iOS hoặc Android.',
    ],
    guide: [
      'HƯỚNG DẪN SỬ DỤNG MOBILE SHOP',
      '',
      'Bước 1: Cài đặt môi trường phát triển React Native.',
      'Bước 2: Cấu hình địa chỉ API của cửa hàng trong tệp cấu hình.',
      'Bước 3: Thay logo, màu sắc và chạy thử trên điện thoại.',
    ],
  },
  {
    key: 'datavault-backup',
    title: 'DataVault sao lưu dữ liệu',
    category: 'Công Cụ Đám Mây',
    description: 'Sao lưu tự động cơ sở dữ liệu và tệp tin lên nhiều nơi lưu trữ.',
    overview:
      'DataVault lên lịch sao lưu cơ sở dữ liệu PostgreSQL, MySQL và thư mục tệp tin, nén và mã hóa bản sao rồi gửi lên nhiều nơi lưu trữ khác nhau theo nguyên tắc 3-2-1. Công cụ tự thử khôi phục định kỳ và gửi báo cáo để doanh nghiệp chắc chắn bản sao luôn dùng được.',
    features: [
      'Sao lưu theo lịch cho PostgreSQL, MySQL và tệp tin',
      'Nén và mã hóa bản sao trước khi lưu trữ',
      'Lưu trữ song song trên máy chủ riêng và đám mây',
      'Tự động thử khôi phục và gửi báo cáo',
    ],
    icon: 'Database',
    iconColor: '#00838f',
    screen: { label: 'DataVault', from: '#006064', to: '#26c6da' },
    views: 587,
    downloads: 121,
    readme: [
      'DataVault - công cụ sao lưu',
      '',
      'Khai báo nguồn dữ liệu và nơi lưu trữ trong tệp cấu hình, sau đó bật lịch sao lưu.',
    ],
    guide: [
      'HƯỚNG DẪN SỬ DỤNG DATAVAULT',
      '',
      'Bước 1: Khai báo cơ sở dữ liệu và thư mục cần sao lưu.',
      'Bước 2: Chọn nơi lưu trữ và khóa mã hóa.',
      'Bước 3: Đặt lịch sao lưu và lịch thử khôi phục hằng tuần.',
    ],
  },
];

// the AI assistant's training items are data: assistant/training-seed.json (docs/decisions/045)
export { DEMO_TRAINING, type DemoTrainingItem } from './seed-chatbot-training.ts';

type DemoOrder = {
  serviceTitle: string;
  fullName: string;
  phone: string;
  email: string;
  paymentMethod: 'MOMO' | 'VNPAY' | 'COD' | 'BANK_TRANSFER';
  orderStatus: 'pending' | 'processing' | 'completed' | 'cancelled';
  paymentStatus: 'pending' | 'paid' | 'failed';
  /** Placed this many days (and hours) before the seed date. */
  daysAgo: number;
  hour: number;
  /** The transaction id the visitor typed after 'Đã thanh toán' (a claim waiting for its money, decision 025). */
  claimedTransactionId?: string;
};

export const DEMO_ORDERS: DemoOrder[] = [
  {
    serviceTitle: 'Website giới thiệu doanh nghiệp',
    fullName: 'Trần Minh Khoa',
    phone: '0903123456',
    email: 'khoa.tran@example.com',
    paymentMethod: 'MOMO',
    orderStatus: 'completed',
    paymentStatus: 'paid',
    daysAgo: 6,
    hour: 9,
  },
  {
    serviceTitle: 'SEO và quảng cáo tổng thể',
    fullName: 'Lê Thị Hồng Nhung',
    phone: '0938765432',
    email: 'nhung.le@example.com',
    paymentMethod: 'BANK_TRANSFER',
    orderStatus: 'completed',
    paymentStatus: 'paid',
    daysAgo: 5,
    hour: 14,
  },
  {
    serviceTitle: 'Website thương mại điện tử',
    fullName: 'Phạm Quốc Bảo',
    phone: '0977112233',
    email: 'bao.pham@example.com',
    paymentMethod: 'VNPAY',
    orderStatus: 'processing',
    paymentStatus: 'paid',
    daysAgo: 4,
    hour: 10,
  },
  {
    serviceTitle: 'Ứng dụng di động iOS và Android',
    fullName: 'Võ Thanh Tâm',
    phone: '0868445566',
    email: 'tam.vo@example.com',
    paymentMethod: 'VNPAY',
    orderStatus: 'cancelled',
    paymentStatus: 'failed',
    daysAgo: 3,
    hour: 16,
  },
  {
    serviceTitle: 'Quản trị và bảo trì website',
    fullName: 'Nguyễn Hoàng Long',
    phone: '0912778899',
    email: 'long.nguyen@example.com',
    paymentMethod: 'MOMO',
    orderStatus: 'processing',
    paymentStatus: 'paid',
    daysAgo: 2,
    hour: 11,
  },
  {
    serviceTitle: 'Ứng dụng đặt lịch hẹn',
    fullName: 'Đặng Thu Hà',
    phone: '0356223344',
    email: 'ha.dang@example.com',
    paymentMethod: 'MOMO',
    orderStatus: 'pending',
    paymentStatus: 'pending',
    daysAgo: 1,
    hour: 20,
    claimedTransactionId: 'FT26330915482',
  },
  {
    serviceTitle: 'Landing page chiến dịch',
    fullName: 'Bùi Gia Huy',
    phone: '0789334455',
    email: 'huy.bui@example.com',
    paymentMethod: 'VNPAY',
    orderStatus: 'pending',
    paymentStatus: 'pending',
    daysAgo: 0,
    hour: 8,
  },
];

type DemoBooking = {
  fullName: string;
  email: string | null;
  phone: string;
  gender: 'Nam' | 'Nữ' | null;
  occupation: string | null;
  dateOfBirth: string | null;
  service: 'Website' | 'App' | 'Agency';
  note: string | null;
  status: 'processing' | 'completed' | 'cancelled';
  daysAgo: number;
};

export const DEMO_BOOKINGS: DemoBooking[] = [
  {
    fullName: 'Hoàng Anh Tuấn',
    email: 'tuan.hoang@example.com',
    phone: '0901234567',
    gender: 'Nam',
    occupation: 'Chủ cửa hàng nội thất',
    dateOfBirth: '1986-04-12',
    service: 'Website',
    note: 'Cần website giới thiệu sản phẩm và nhận đơn đặt hàng trực tuyến.',
    status: 'processing',
    daysAgo: 0,
  },
  {
    fullName: 'Ngô Phương Linh',
    email: 'linh.ngo@example.com',
    phone: '0934567890',
    gender: 'Nữ',
    occupation: 'Quản lý spa',
    dateOfBirth: '1992-09-03',
    service: 'App',
    note: 'Muốn làm ứng dụng đặt lịch cho ba chi nhánh spa.',
    status: 'processing',
    daysAgo: 1,
  },
  {
    fullName: 'Trương Văn Đức',
    email: null,
    phone: '0971456123',
    gender: 'Nam',
    occupation: null,
    dateOfBirth: null,
    service: 'Agency',
    note: null,
    status: 'processing',
    daysAgo: 2,
  },
  {
    fullName: 'Lý Mỹ Duyên',
    email: 'duyen.ly@example.com',
    phone: '0387654321',
    gender: 'Nữ',
    occupation: 'Giám đốc marketing',
    dateOfBirth: '1989-12-20',
    service: 'Agency',
    note: 'Tư vấn gói SEO và quảng cáo cho website thương mại điện tử.',
    status: 'completed',
    daysAgo: 9,
  },
  {
    fullName: 'Phan Nhật Minh',
    email: 'minh.phan@example.com',
    phone: '0918123987',
    gender: 'Nam',
    occupation: 'Giáo viên',
    dateOfBirth: '1995-06-15',
    service: 'Website',
    note: 'Website cho trung tâm tiếng Anh, có đăng ký khóa học.',
    status: 'completed',
    daysAgo: 15,
  },
  {
    fullName: 'Đỗ Khánh Vy',
    email: 'vy.do@example.com',
    phone: '0707888999',
    gender: 'Nữ',
    occupation: 'Sinh viên',
    dateOfBirth: '2002-02-28',
    service: 'App',
    note: 'Hỏi chi phí làm ứng dụng cho đồ án khởi nghiệp.',
    status: 'cancelled',
    daysAgo: 20,
  },
];
