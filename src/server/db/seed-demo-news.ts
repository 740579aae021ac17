/**
 * Demo news articles (spec 001 §3 types), written as the editor would store them. Body images point at the
 * seeded illustrations through their public URL (/api/public/images/…); featured images are stored as the
 * public/images/… path the client expects (spec 001 §3).
 */

export type Illustration = 'quy-trinh' | 'giao-dien' | 'du-lieu' | 'bao-mat';

export const ILLUSTRATIONS: Record<Illustration, { label: string; from: string; to: string }> = {
  'quy-trinh': { label: 'PROCESS', from: '#0d47a1', to: '#26a69a' },
  'giao-dien': { label: 'UI / UX', from: '#6a1b9a', to: '#ec407a' },
  'du-lieu': { label: 'DATA', from: '#1b5e20', to: '#9ccc65' },
  'bao-mat': { label: 'SECURITY', from: '#b71c1c', to: '#ff8f00' },
};

export const illustrationFile = (key: Illustration) => `minh-hoa-${key}.jpg`;

const img = (key: Illustration, alt: string) =>
  `<p><img src="/api/public/images/${illustrationFile(key)}" alt="${alt}"></p>`;

type DemoArticle = {
  slug: string;
  title: string;
  type: 'news' | 'huong-dan' | 'ky-thuat' | 'marketing' | 'cong-nghe' | 'tuyen-dung';
  summary: string;
  focusKeyword: string;
  keywords: string[];
  metaDescription: string;
  status: 'published' | 'draft' | 'scheduled';
  byStaff: boolean;
  /** Published this many days before the seed date (published articles). */
  daysAgo: number;
  /** Scheduled this many days after the seed date (scheduled articles). */
  scheduleInDays?: number;
  views: number;
  likes: number;
  seoScore: number;
  readabilityScore: number;
  cover: { label: string; from: string; to: string };
  content: string;
};

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'goi-thiet-ke-website-tron-goi',
    title: 'Ra mắt gói thiết kế website trọn gói cho doanh nghiệp nhỏ',
    type: 'news',
    summary:
      'Gói thiết kế website trọn gói mới giúp cửa hàng và doanh nghiệp nhỏ có trang web chuyên nghiệp trong ba tuần, đã gồm tên miền, máy chủ, bảo mật và hướng dẫn tự cập nhật nội dung.',
    focusKeyword: 'thiết kế website',
    keywords: ['website doanh nghiệp', 'website trọn gói', 'thiết kế web giá rẻ'],
    metaDescription:
      'Gói thiết kế website trọn gói cho doanh nghiệp nhỏ: giao diện chuẩn di động, tên miền, máy chủ, SSL và đào tạo quản trị, bàn giao trong khoảng ba tuần.',
    status: 'published',
    byStaff: false,
    daysAgo: 3,
    views: 412,
    likes: 18,
    seoScore: 86,
    readabilityScore: 78,
    cover: { label: 'WEBSITE PACKAGE', from: '#1565c0', to: '#42a5f5' },
    content: `<p>Sau nhiều năm đồng hành cùng các cửa hàng, văn phòng và doanh nghiệp nhỏ, chúng tôi chính thức ra mắt <strong>gói thiết kế website trọn gói</strong>. Gói dịch vụ được xây dựng cho những chủ doanh nghiệp muốn có một trang web chuyên nghiệp nhưng không có thời gian tìm hiểu kỹ thuật, không muốn làm việc với nhiều nhà cung cấp khác nhau và cần biết trước toàn bộ chi phí ngay từ đầu.</p>
<h2>Vì sao doanh nghiệp nhỏ cần một website riêng?</h2>
<p>Mạng xã hội giúp tiếp cận khách hàng nhanh, nhưng trang fanpage không thuộc quyền sở hữu của doanh nghiệp và có thể bị giới hạn hiển thị bất cứ lúc nào. Một website riêng là nơi khách hàng tìm thấy thông tin chính thức về sản phẩm, bảng giá, địa chỉ và cách liên hệ. Khi khách tìm kiếm trên Google, website được tối ưu tốt sẽ mang lại lượng truy cập ổn định mà không phải trả tiền quảng cáo cho từng lượt nhấp.</p>
${img('giao-dien', 'Giao diện website hiển thị tốt trên điện thoại và máy tính')}
<h2>Gói thiết kế website trọn gói gồm những gì?</h2>
<ul>
<li>Giao diện thiết kế riêng theo nhận diện thương hiệu, hiển thị tốt trên điện thoại, máy tính bảng và máy tính.</li>
<li>Tên miền quốc tế hoặc tên miền .vn cùng máy chủ lưu trữ trong năm đầu tiên.</li>
<li>Chứng chỉ bảo mật SSL, sao lưu dữ liệu hằng ngày và giám sát hoạt động liên tục.</li>
<li>Trang quản trị tiếng Việt để tự cập nhật tin tức, sản phẩm và hình ảnh.</li>
<li>Cài đặt công cụ thống kê truy cập và khai báo website với Google.</li>
</ul>
<h2>Quy trình bàn giao trong ba tuần</h2>
<p>Tuần đầu tiên dành cho việc trao đổi yêu cầu, thu thập nội dung và duyệt bản thiết kế. Tuần thứ hai đội ngũ lập trình dựng giao diện, nhập nội dung mẫu và kiểm tra trên nhiều thiết bị. Tuần thứ ba khách hàng dùng thử, góp ý chỉnh sửa và được hướng dẫn quản trị trực tiếp trước khi website chính thức hoạt động. Mỗi giai đoạn đều có biên bản nghiệm thu rõ ràng để hai bên cùng theo dõi tiến độ.</p>
<h3>Chi phí minh bạch, không phát sinh</h3>
<p>Toàn bộ hạng mục được liệt kê trong báo giá trước khi ký hợp đồng. Khách hàng thanh toán theo từng giai đoạn và chỉ thanh toán phần cuối khi đã hài lòng với kết quả. Sau khi bàn giao, chúng tôi tiếp tục hỗ trợ kỹ thuật miễn phí trong mười hai tháng, bao gồm cập nhật bảo mật và xử lý lỗi nếu có.</p>
<p>Nếu bạn đang cân nhắc xây dựng website cho cửa hàng hoặc công ty của mình, hãy xem chi tiết tại trang Bảng giá hoặc đặt lịch tư vấn miễn phí. Chuyên viên của chúng tôi sẽ liên hệ trong vòng một ngày làm việc để cùng bạn chọn phương án phù hợp nhất với ngân sách và mục tiêu kinh doanh.</p>`,
  },
  {
    slug: 'huong-dan-chon-ten-mien-cho-thuong-hieu',
    title: 'Hướng dẫn chọn tên miền phù hợp cho thương hiệu',
    type: 'huong-dan',
    summary:
      'Tên miền là địa chỉ đầu tiên khách hàng ghi nhớ. Bài viết hướng dẫn cách chọn tên miền ngắn gọn, dễ đọc, đúng thương hiệu và những lưu ý khi đăng ký, gia hạn để tránh mất tên miền.',
    focusKeyword: 'chọn tên miền',
    keywords: ['tên miền', 'đăng ký tên miền', 'tên miền .vn'],
    metaDescription:
      'Cách chọn tên miền cho thương hiệu: ngắn gọn, dễ nhớ, đúng đuôi .vn hoặc .com, tránh dấu gạch ngang và những lưu ý khi đăng ký, gia hạn tên miền.',
    status: 'published',
    byStaff: false,
    daysAgo: 11,
    views: 1280,
    likes: 42,
    seoScore: 82,
    readabilityScore: 80,
    cover: { label: 'DOMAIN NAME', from: '#00695c', to: '#4db6ac' },
    content: `<p>Trước khi thiết kế website, việc đầu tiên cần làm là <strong>chọn tên miền</strong>. Tên miền giống như biển hiệu của cửa hàng trên Internet: khách hàng nhìn thấy nó trên danh thiếp, trên bao bì sản phẩm và trong mỗi lần tìm kiếm. Một tên miền tốt giúp khách dễ nhớ, dễ gõ và tin tưởng hơn vào thương hiệu. Bài viết này tổng hợp những kinh nghiệm thực tế mà chúng tôi thường chia sẻ với khách hàng.</p>
<h2>Nguyên tắc chọn tên miền dễ nhớ</h2>
<ol>
<li>Ngắn gọn: nên dưới mười lăm ký tự, càng ít từ càng tốt.</li>
<li>Dễ đọc khi nói qua điện thoại: tránh chữ số dễ nhầm và dấu gạch ngang.</li>
<li>Gắn với thương hiệu: ưu tiên tên công ty hoặc tên sản phẩm chính.</li>
<li>Không vi phạm nhãn hiệu của doanh nghiệp khác.</li>
<li>Kiểm tra tên đó trên mạng xã hội để đồng bộ tài khoản.</li>
</ol>
<h2>Nên chọn đuôi .vn hay .com?</h2>
<p>Nếu khách hàng chủ yếu ở Việt Nam, đuôi .vn hoặc .com.vn tạo cảm giác gần gũi và được ưu tiên khi người dùng tìm kiếm trong nước. Đuôi .com phù hợp với doanh nghiệp hướng tới thị trường quốc tế. Nhiều thương hiệu chọn đăng ký cả hai để tránh bị người khác chiếm dụng, sau đó chuyển hướng tên miền phụ về tên miền chính.</p>
${img('quy-trinh', 'Các bước đăng ký và quản lý tên miền')}
<h2>Những lưu ý khi đăng ký và gia hạn</h2>
<p>Hãy đăng ký tên miền bằng thông tin của chính doanh nghiệp, không nhờ người khác đứng tên hộ. Tên miền .vn yêu cầu bản khai thông tin chủ thể, vì vậy cần chuẩn bị giấy phép kinh doanh hoặc căn cước của người đại diện. Bật chế độ tự động gia hạn và dùng một địa chỉ email thường xuyên kiểm tra để nhận thông báo. Rất nhiều doanh nghiệp đã mất tên miền chỉ vì quên gia hạn vài ngày.</p>
<h3>Khi tên miền mong muốn đã có người đăng ký</h3>
<p>Bạn có thể thêm một từ mô tả ngắn như tên thành phố hoặc lĩnh vực kinh doanh, chọn đuôi tên miền khác, hoặc liên hệ chủ sở hữu để mua lại. Trong mọi trường hợp, hãy kiểm tra lịch sử của tên miền để chắc chắn nó không từng bị dùng cho nội dung xấu, vì điều đó có thể ảnh hưởng đến thứ hạng tìm kiếm sau này.</p>
<p>Khi sử dụng gói thiết kế website của chúng tôi, đội ngũ kỹ thuật sẽ kiểm tra, tư vấn và đăng ký tên miền thay bạn, đồng thời bàn giao đầy đủ quyền quản trị để doanh nghiệp luôn là chủ sở hữu thực sự.</p>`,
  },
  {
    slug: 'toi-uu-toc-do-tai-trang-webp-lazy-loading',
    title: 'Tối ưu tốc độ tải trang với ảnh WebP và lazy loading',
    type: 'ky-thuat',
    summary:
      'Ảnh chiếm phần lớn dung lượng của một trang web. Bài viết trình bày cách chuyển ảnh sang WebP, đặt kích thước đúng, tải ảnh khi cần và đo kết quả để tối ưu tốc độ tải trang.',
    focusKeyword: 'tối ưu tốc độ tải trang',
    keywords: ['WebP', 'lazy loading', 'Core Web Vitals', 'hiệu năng website'],
    metaDescription:
      'Hướng dẫn tối ưu tốc độ tải trang: chuyển ảnh sang WebP, khai báo kích thước, lazy loading và đo Core Web Vitals để website nhanh hơn trên điện thoại.',
    status: 'published',
    byStaff: false,
    daysAgo: 19,
    views: 956,
    likes: 37,
    seoScore: 84,
    readabilityScore: 70,
    cover: { label: 'PAGE SPEED', from: '#283593', to: '#7986cb' },
    content: `<p>Người dùng điện thoại thường rời đi nếu trang web mất hơn ba giây để hiển thị. Trong các dự án chúng tôi kiểm tra, hình ảnh chiếm từ sáu mươi đến tám mươi phần trăm dung lượng tải về. Vì vậy, muốn <strong>tối ưu tốc độ tải trang</strong>, việc đầu tiên nên làm là xử lý ảnh. Bài viết này tóm tắt các kỹ thuật đơn giản nhưng hiệu quả mà đội ngũ kỹ thuật áp dụng cho mọi website bàn giao.</p>
<h2>Chuyển ảnh sang định dạng WebP hoặc AVIF</h2>
<p>WebP cho dung lượng nhỏ hơn JPEG khoảng hai mươi lăm đến ba mươi lăm phần trăm với chất lượng tương đương, và hầu hết trình duyệt hiện nay đều hỗ trợ. Khi người quản trị tải ảnh lên, hệ thống nên tự động tạo các phiên bản WebP ở nhiều kích thước khác nhau, thay vì bắt người dùng tự nén ảnh trước.</p>
${img('du-lieu', 'Biểu đồ so sánh dung lượng ảnh JPEG và WebP')}
<h2>Khai báo kích thước và dùng ảnh đáp ứng</h2>
<ul>
<li>Luôn ghi rõ thuộc tính width và height để trình duyệt giữ chỗ, tránh bố cục bị nhảy.</li>
<li>Dùng srcset và sizes để điện thoại chỉ tải ảnh nhỏ, màn hình lớn mới tải ảnh lớn.</li>
<li>Không dùng ảnh rộng ba nghìn điểm ảnh cho một khung chỉ rộng bốn trăm điểm ảnh.</li>
<li>Đặt thời gian lưu đệm dài cho ảnh có tên chứa mã băm nội dung.</li>
</ul>
<h2>Lazy loading: chỉ tải ảnh khi cần</h2>
<p>Thuộc tính loading bằng lazy cho phép trình duyệt hoãn tải những ảnh nằm ngoài màn hình cho tới khi người dùng cuộn gần tới. Tuy nhiên, ảnh lớn nhất ở đầu trang không nên tải chậm, vì đó chính là phần tử quyết định chỉ số Largest Contentful Paint. Với ảnh đầu trang, hãy thêm thuộc tính fetchpriority bằng high để trình duyệt ưu tiên.</p>
<h3>Đo lường trước và sau khi tối ưu</h3>
<p>Hãy đo bằng Lighthouse hoặc PageSpeed Insights trước khi thay đổi, ghi lại các chỉ số LCP, CLS và INP, sau đó đo lại sau từng bước. Cách làm này giúp biết thay đổi nào thật sự có ích. Trong một dự án gần đây, chỉ riêng việc chuyển ảnh sang WebP và khai báo kích thước đã giúp thời gian hiển thị nội dung chính giảm từ bốn giây xuống dưới hai giây trên mạng di động.</p>
<p>Tối ưu hình ảnh không đòi hỏi thay đổi lớn trong mã nguồn nhưng mang lại hiệu quả rõ rệt cho cả trải nghiệm người dùng lẫn thứ hạng tìm kiếm.</p>`,
  },
  {
    slug: 'seo-co-ban-cho-website-moi',
    title: 'SEO cơ bản: 7 việc cần làm ngay cho website mới',
    type: 'marketing',
    summary:
      'Website mới ra mắt thường chưa có lượt truy cập tự nhiên. Bảy việc SEO cơ bản trong bài giúp Google hiểu nội dung trang, lập chỉ mục nhanh hơn và đưa website đến đúng khách hàng.',
    focusKeyword: 'SEO cơ bản',
    keywords: ['SEO website', 'Google Search Console', 'từ khóa', 'meta description'],
    metaDescription:
      'SEO cơ bản cho website mới: khai báo Search Console, sitemap, tiêu đề và mô tả chuẩn, cấu trúc heading, tốc độ tải trang và nội dung hữu ích cho khách.',
    status: 'published',
    byStaff: true,
    daysAgo: 26,
    views: 2140,
    likes: 65,
    seoScore: 88,
    readabilityScore: 82,
    cover: { label: 'SEO BASICS', from: '#e65100', to: '#ffb74d' },
    content: `<p>Nhiều doanh nghiệp nghĩ rằng chỉ cần có website là khách hàng sẽ tự tìm đến. Thực tế, một website mới cần được chuẩn bị kỹ để công cụ tìm kiếm hiểu nội dung và đánh giá chất lượng. Dưới đây là bảy việc <strong>SEO cơ bản</strong> mà bộ phận nội dung của chúng tôi luôn thực hiện ngay trong tuần đầu tiên sau khi website hoạt động.</p>
<h2>Bảy việc nên làm ngay</h2>
<ol>
<li>Xác minh website trong Google Search Console và gửi sơ đồ trang sitemap.</li>
<li>Viết tiêu đề trang dài từ ba mươi đến sáu mươi ký tự, chứa từ khóa chính.</li>
<li>Viết mô tả meta từ một trăm hai mươi đến một trăm sáu mươi ký tự, hấp dẫn người đọc.</li>
<li>Dùng một thẻ H1 duy nhất cho mỗi trang và sắp xếp các thẻ H2, H3 hợp lý.</li>
<li>Đặt đường dẫn ngắn, không dấu, có chứa từ khóa.</li>
<li>Thêm văn bản thay thế cho mọi hình ảnh quan trọng.</li>
<li>Kiểm tra tốc độ tải trang trên điện thoại và khắc phục các lỗi lớn.</li>
</ol>
${img('du-lieu', 'Bảng theo dõi lượt hiển thị và lượt nhấp trên Search Console')}
<h2>Nội dung vẫn là yếu tố quyết định</h2>
<p>Kỹ thuật giúp Google đọc được website, nhưng nội dung mới là lý do khách hàng ở lại. Mỗi bài viết nên trả lời trọn vẹn một câu hỏi mà khách hàng thực sự quan tâm, dài ít nhất ba trăm từ, có ví dụ cụ thể và hình ảnh minh họa. Hãy dùng từ khóa một cách tự nhiên, mật độ khoảng một đến hai phần trăm là đủ, tránh nhồi nhét khiến bài viết khó đọc.</p>
<h3>Liên kết nội bộ và liên kết từ bên ngoài</h3>
<p>Liên kết các bài viết liên quan với nhau giúp người đọc khám phá thêm và giúp công cụ tìm kiếm hiểu cấu trúc website. Bên cạnh đó, hãy đăng ký doanh nghiệp trên Google Business Profile, các danh bạ uy tín trong ngành và chia sẻ bài viết lên mạng xã hội để có những liên kết đầu tiên trỏ về website.</p>
<p>SEO là công việc lâu dài, thường cần từ ba đến sáu tháng để thấy kết quả rõ ràng. Tuy nhiên, nếu làm đúng từ đầu, website sẽ có nền tảng vững chắc và tiết kiệm đáng kể chi phí quảng cáo về sau. Trang quản trị tin tức của chúng tôi có sẵn công cụ chấm điểm SEO để người viết kiểm tra từng bài trước khi xuất bản.</p>`,
  },
  {
    slug: 'tri-tue-nhan-tao-cham-soc-khach-hang',
    title: 'Trí tuệ nhân tạo đang thay đổi chăm sóc khách hàng',
    type: 'cong-nghe',
    summary:
      'Trợ lý ảo trả lời tự động giúp doanh nghiệp phản hồi khách hàng ngay cả ngoài giờ làm việc. Bài viết phân tích lợi ích, giới hạn của trí tuệ nhân tạo và cách kết hợp với nhân viên hỗ trợ.',
    focusKeyword: 'trí tuệ nhân tạo',
    keywords: ['chatbot', 'trợ lý ảo', 'chăm sóc khách hàng', 'AI'],
    metaDescription:
      'Trí tuệ nhân tạo trong chăm sóc khách hàng: chatbot trả lời tức thì, phân loại yêu cầu, chuyển cho nhân viên đúng lúc và những giới hạn doanh nghiệp cần biết.',
    status: 'published',
    byStaff: false,
    daysAgo: 34,
    views: 1675,
    likes: 51,
    seoScore: 80,
    readabilityScore: 74,
    cover: { label: 'AI ASSISTANT', from: '#4a148c', to: '#ab47bc' },
    content: `<p>Chỉ vài năm trước, trợ lý ảo trên website thường chỉ trả lời được vài câu hỏi cố định và dễ khiến khách hàng khó chịu. Ngày nay, <strong>trí tuệ nhân tạo</strong> đã giúp các hệ thống chăm sóc khách hàng hiểu câu hỏi tốt hơn, trả lời nhanh hơn và biết khi nào cần chuyển cuộc trò chuyện cho con người. Đối với doanh nghiệp nhỏ, đây là cách hiệu quả để phục vụ khách hàng mọi lúc mà không cần tăng thêm nhân sự.</p>
<h2>Lợi ích rõ ràng nhất</h2>
<ul>
<li>Phản hồi tức thì, kể cả buổi tối, cuối tuần và ngày lễ.</li>
<li>Trả lời nhất quán các câu hỏi thường gặp về giá, quy trình và thời gian.</li>
<li>Thu thập thông tin liên hệ và nhu cầu trước khi nhân viên tiếp nhận.</li>
<li>Thống kê những chủ đề khách hàng hỏi nhiều để cải thiện sản phẩm.</li>
</ul>
${img('giao-dien', 'Cửa sổ trò chuyện với trợ lý AI trên website')}
<h2>Những giới hạn cần biết</h2>
<p>Trợ lý ảo chỉ tốt khi được huấn luyện bằng dữ liệu đúng. Nếu câu trả lời mẫu lỗi thời, khách hàng sẽ nhận thông tin sai. Vì vậy doanh nghiệp cần người phụ trách cập nhật dữ liệu huấn luyện thường xuyên, theo dõi những câu hỏi mà hệ thống chưa trả lời được và bổ sung kịp thời. Ngoài ra, những vấn đề nhạy cảm như khiếu nại hay thanh toán nên được chuyển ngay cho nhân viên.</p>
<h3>Kết hợp trợ lý AI và hỗ trợ trực tuyến</h3>
<p>Mô hình hiệu quả nhất mà chúng tôi triển khai cho khách hàng là hai lớp: trợ lý AI trả lời các câu hỏi phổ biến, còn khung hỗ trợ trực tuyến kết nối khách với nhân viên thật khi cần tư vấn sâu. Mọi cuộc trò chuyện được lưu lại để nhân viên nắm được bối cảnh mà không phải hỏi lại từ đầu. Quản trị viên có thể xem thống kê số tin nhắn theo ngày, theo tuần và theo tháng để bố trí nhân sự hợp lý.</p>
<p>Trí tuệ nhân tạo không thay thế hoàn toàn con người, nhưng giúp con người tập trung vào những cuộc trò chuyện thật sự cần đến sự thấu hiểu. Đó cũng là lý do website của chúng tôi có cả trợ lý AI lẫn đội ngũ hỗ trợ trực tuyến sẵn sàng trò chuyện cùng bạn.</p>`,
  },
  {
    slug: 'tuyen-dung-lap-trinh-vien-react',
    title: 'Tuyển dụng lập trình viên React làm việc tại TP.HCM',
    type: 'tuyen-dung',
    summary:
      'Chúng tôi tuyển hai lập trình viên React có từ một năm kinh nghiệm, làm việc tại văn phòng TP.HCM, tham gia các dự án website và ứng dụng cho khách hàng trong và ngoài nước.',
    focusKeyword: 'lập trình viên React',
    keywords: ['tuyển dụng', 'React', 'TypeScript', 'việc làm IT'],
    metaDescription:
      'Tuyển lập trình viên React tại TP.HCM: làm dự án website và ứng dụng thực tế, dùng TypeScript, lương thưởng cạnh tranh, lộ trình phát triển rõ ràng.',
    status: 'published',
    byStaff: false,
    daysAgo: 41,
    views: 3320,
    likes: 24,
    seoScore: 78,
    readabilityScore: 84,
    cover: { label: 'WE ARE HIRING', from: '#00838f', to: '#4dd0e1' },
    content: `<p>Để đáp ứng số lượng dự án ngày càng tăng, chúng tôi cần tuyển hai <strong>lập trình viên React</strong> làm việc toàn thời gian tại văn phòng ở TP.HCM. Bạn sẽ tham gia xây dựng website doanh nghiệp, trang thương mại điện tử và hệ thống quản trị cho khách hàng thuộc nhiều lĩnh vực, từ bán lẻ, giáo dục đến y tế.</p>
<h2>Mô tả công việc</h2>
<ul>
<li>Phát triển giao diện bằng React và TypeScript theo bản thiết kế đã duyệt.</li>
<li>Kết nối giao diện với API, xử lý trạng thái, biểu mẫu và kiểm tra dữ liệu đầu vào.</li>
<li>Viết kiểm thử cho các chức năng quan trọng và tham gia đánh giá mã nguồn.</li>
<li>Phối hợp với thiết kế và kiểm thử để tối ưu tốc độ, khả năng truy cập và SEO.</li>
</ul>
<h2>Yêu cầu</h2>
<ol>
<li>Có ít nhất một năm kinh nghiệm với React, nắm vững JavaScript hiện đại.</li>
<li>Biết dùng Git, hiểu cơ bản về HTTP, REST và cách trình duyệt hiển thị trang.</li>
<li>Ưu tiên ứng viên đã làm việc với TypeScript, React Router hoặc Next.js.</li>
<li>Chủ động, cẩn thận và sẵn sàng học hỏi công nghệ mới.</li>
</ol>
${img('quy-trinh', 'Đội ngũ phát triển trao đổi trong buổi họp dự án')}
<h2>Quyền lợi</h2>
<p>Mức lương cạnh tranh theo năng lực, xét tăng lương hai lần mỗi năm, thưởng theo dự án và tháng lương thứ mười ba. Bạn được đóng bảo hiểm đầy đủ, có mười hai ngày phép năm, được cấp máy tính làm việc và hỗ trợ chi phí học các khóa chuyên môn. Mỗi tuần nhóm kỹ thuật có một buổi chia sẻ kiến thức, nơi mọi người trình bày những điều mới học được từ dự án.</p>
<h3>Cách ứng tuyển</h3>
<p>Gửi hồ sơ kèm đường dẫn tới các sản phẩm bạn đã làm qua trang Đặt lịch tư vấn, chọn mục ghi chú là ứng tuyển React. Bộ phận nhân sự sẽ phản hồi trong vòng năm ngày làm việc. Vòng phỏng vấn gồm một bài tập nhỏ làm tại nhà và một buổi trao đổi kỹ thuật với trưởng nhóm, không có câu đố mẹo. Chúng tôi mong được làm việc cùng bạn.</p>`,
  },
  {
    slug: 'huong-dan-thanh-toan-bang-ma-qr',
    title: 'Hướng dẫn thanh toán bằng mã QR khi đặt dịch vụ',
    type: 'huong-dan',
    summary:
      'Từng bước thanh toán dịch vụ trên website bằng mã QR qua ví MoMo hoặc VNPAY: chọn gói, điền thông tin, quét mã, ghi đúng nội dung chuyển khoản và nhận mã đơn hàng.',
    focusKeyword: 'thanh toán bằng mã QR',
    keywords: ['thanh toán MoMo', 'thanh toán VNPAY', 'mã đơn hàng'],
    metaDescription:
      'Hướng dẫn thanh toán bằng mã QR trên website: chọn dịch vụ, điền thông tin, quét mã bằng MoMo hoặc VNPAY, ghi đúng nội dung chuyển khoản và nhận mã đơn.',
    status: 'published',
    byStaff: true,
    daysAgo: 48,
    views: 880,
    likes: 15,
    seoScore: 76,
    readabilityScore: 86,
    cover: { label: 'QR PAYMENT', from: '#ad1457', to: '#f06292' },
    content: `<p>Để khách hàng đặt dịch vụ nhanh chóng mà không cần thẻ tín dụng, website hỗ trợ <strong>thanh toán bằng mã QR</strong> qua ví MoMo và VNPAY. Toàn bộ quá trình chỉ mất vài phút. Bài hướng dẫn dưới đây mô tả từng bước để bạn thanh toán chính xác và nhận được mã đơn hàng ngay sau đó.</p>
<h2>Các bước thanh toán</h2>
<ol>
<li>Vào trang Bảng giá, chọn tab Website, App hoặc Agency và bấm nút Bắt đầu ở gói phù hợp.</li>
<li>Điền họ tên, số điện thoại, email và chọn phương thức thanh toán MoMo hoặc VNPAY.</li>
<li>Kiểm tra lại thông tin trong hộp xác nhận, sau đó mở ứng dụng ví và quét mã QR hiển thị.</li>
<li>Giữ nguyên số tiền và nội dung chuyển khoản đã điền sẵn, rồi xác nhận trong ứng dụng.</li>
<li>Quay lại website và bấm Đã thanh toán để hệ thống kiểm tra giao dịch.</li>
</ol>
${img('giao-dien', 'Hộp xác nhận thanh toán với mã QR trên điện thoại')}
<h2>Vì sao cần ghi đúng nội dung chuyển khoản?</h2>
<p>Nội dung chuyển khoản chứa mã nhận diện gắn với bốn số cuối điện thoại của bạn. Bộ phận kế toán dựa vào nội dung này để đối chiếu giao dịch với đơn hàng. Nếu nội dung bị thay đổi, việc xác nhận có thể chậm hơn vì phải kiểm tra thủ công. Trạng thái thanh toán chỉ chuyển sang đã thanh toán khi hệ thống nhận được xác nhận từ cổng thanh toán, không phụ thuộc vào thao tác trên trình duyệt.</p>
<h3>Sau khi thanh toán</h3>
<p>Màn hình sẽ hiển thị mã đơn hàng. Hãy lưu lại mã này để tiện tra cứu khi liên hệ. Trong vòng một ngày làm việc, chuyên viên dự án sẽ gọi điện để xác nhận yêu cầu chi tiết và lên lịch bắt đầu. Bạn có thể theo dõi tiến độ qua các mốc: chờ xử lý, đang triển khai và hoàn thành.</p>
<h3>Gặp sự cố khi thanh toán?</h3>
<p>Nếu đã trừ tiền nhưng website báo lỗi, đừng thanh toán lại. Hãy mở khung Hỗ trợ trực tuyến ở góc màn hình, cung cấp số điện thoại và thời gian giao dịch, nhân viên sẽ kiểm tra và phản hồi sớm nhất. Mọi khoản thanh toán trùng lặp đều được hoàn lại đầy đủ theo chính sách của công ty.</p>`,
  },
  {
    slug: 'bao-mat-ung-dung-web-lo-hong-thuong-gap',
    title: 'Bảo mật ứng dụng web: những lỗ hổng thường gặp',
    type: 'ky-thuat',
    summary:
      'Điểm qua những lỗ hổng phổ biến nhất của ứng dụng web như SQL injection, XSS, lộ thông tin đăng nhập, phân quyền lỏng lẻo và cách phòng tránh ngay từ giai đoạn thiết kế.',
    focusKeyword: 'bảo mật ứng dụng web',
    keywords: ['OWASP', 'XSS', 'SQL injection', 'phân quyền'],
    metaDescription:
      'Bảo mật ứng dụng web: SQL injection, XSS, mật khẩu lưu sai cách, phân quyền chỉ ở trình duyệt và cách đội ngũ phát triển phòng tránh từ khâu thiết kế.',
    status: 'published',
    byStaff: false,
    daysAgo: 57,
    views: 1490,
    likes: 46,
    seoScore: 83,
    readabilityScore: 68,
    cover: { label: 'WEB SECURITY', from: '#c62828', to: '#ef5350' },
    content: `<p>Một lỗ hổng nhỏ có thể khiến doanh nghiệp mất dữ liệu khách hàng, bị chèn nội dung xấu hoặc bị chiếm quyền quản trị. <strong>Bảo mật ứng dụng web</strong> vì vậy cần được tính đến ngay từ khi thiết kế, không phải sau khi sự cố xảy ra. Dưới đây là những lỗ hổng mà đội ngũ kỹ thuật của chúng tôi gặp nhiều nhất khi kiểm tra các hệ thống cũ trước lúc nâng cấp.</p>
<h2>Các lỗ hổng thường gặp</h2>
<ul>
<li><strong>SQL injection</strong>: ghép trực tiếp dữ liệu người dùng vào câu truy vấn.</li>
<li><strong>XSS</strong>: hiển thị nội dung HTML do người dùng nhập mà không làm sạch.</li>
<li><strong>Mật khẩu lưu sai cách</strong>: dùng mã hóa đơn giản hoặc thuật toán băm đã lỗi thời.</li>
<li><strong>Phân quyền chỉ ở trình duyệt</strong>: ẩn nút bấm nhưng máy chủ vẫn chấp nhận yêu cầu.</li>
<li><strong>Tải tệp không kiểm tra</strong>: chỉ xem phần đuôi tên tệp thay vì nội dung thật.</li>
</ul>
${img('bao-mat', 'Sơ đồ các lớp bảo vệ của một ứng dụng web')}
<h2>Cách phòng tránh</h2>
<p>Luôn dùng truy vấn có tham số hoặc thư viện ORM để truy cập cơ sở dữ liệu. Làm sạch mọi nội dung HTML trước khi lưu bằng danh sách thẻ cho phép, và đặt chính sách Content Security Policy cho trang. Mật khẩu phải được băm bằng thuật toán chuyên dụng như Argon2 hoặc bcrypt. Quan trọng nhất, máy chủ phải tự kiểm tra quyền của người dùng trên mỗi yêu cầu, vì mọi thứ ở trình duyệt đều có thể bị thay đổi.</p>
<h3>Giới hạn số lần thử và ghi nhật ký</h3>
<p>Trang đăng nhập cần giới hạn số lần thử theo địa chỉ IP và theo tài khoản để chống dò mật khẩu. Mọi thao tác quan trọng như xóa dữ liệu, đổi quyền hay xuất báo cáo nên được ghi nhật ký để có thể truy vết khi cần. Token đăng nhập phải có thời hạn và bị thu hồi khi người dùng đăng xuất hoặc đổi mật khẩu.</p>
<p>Bảo mật không phải là một tính năng làm một lần rồi thôi. Hãy cập nhật thư viện thường xuyên, kiểm tra định kỳ và đào tạo đội ngũ về các nguy cơ mới. Nếu hệ thống của bạn đã vận hành nhiều năm, chúng tôi có thể thực hiện đánh giá bảo mật và đề xuất lộ trình khắc phục phù hợp.</p>`,
  },
  {
    slug: 'ung-dung-di-dong-da-nen-tang-react-native-flutter',
    title: 'Ứng dụng di động đa nền tảng: React Native hay Flutter?',
    type: 'cong-nghe',
    summary:
      'So sánh React Native và Flutter khi xây dựng ứng dụng di động đa nền tảng: hiệu năng, giao diện, nguồn nhân lực, chi phí bảo trì và những trường hợp nên chọn ứng dụng gốc.',
    focusKeyword: 'ứng dụng di động đa nền tảng',
    keywords: ['React Native', 'Flutter', 'làm app', 'iOS Android'],
    metaDescription:
      'So sánh React Native và Flutter để làm ứng dụng di động đa nền tảng: hiệu năng, giao diện, chi phí, nhân lực và khi nào doanh nghiệp nên chọn ứng dụng gốc.',
    status: 'published',
    byStaff: false,
    daysAgo: 66,
    views: 2010,
    likes: 58,
    seoScore: 81,
    readabilityScore: 72,
    cover: { label: 'MOBILE APPS', from: '#2e7d32', to: '#66bb6a' },
    content: `<p>Khi doanh nghiệp muốn có ứng dụng trên cả iOS và Android, câu hỏi đầu tiên thường là nên viết hai ứng dụng riêng hay dùng một công nghệ chung. <strong>Ứng dụng di động đa nền tảng</strong> cho phép dùng một mã nguồn cho cả hai hệ điều hành, tiết kiệm từ ba mươi đến bốn mươi phần trăm chi phí phát triển. Hai lựa chọn phổ biến nhất hiện nay là React Native và Flutter.</p>
<h2>React Native</h2>
<p>React Native dùng JavaScript hoặc TypeScript và hiển thị bằng các thành phần giao diện gốc của hệ điều hành. Ưu điểm lớn là nguồn nhân lực dồi dào, dễ chia sẻ logic với website viết bằng React và hệ sinh thái thư viện phong phú. Kiến trúc mới của React Native đã cải thiện đáng kể hiệu năng so với các phiên bản trước.</p>
<h2>Flutter</h2>
<p>Flutter dùng ngôn ngữ Dart và tự vẽ toàn bộ giao diện, nhờ đó ứng dụng trông giống hệt nhau trên mọi thiết bị và đạt hiệu năng hoạt ảnh rất tốt. Flutter phù hợp với những ứng dụng có giao diện tùy biến cao, nhiều hiệu ứng chuyển động hoặc cần chạy thêm trên máy tính để bàn.</p>
${img('giao-dien', 'Cùng một ứng dụng chạy trên iOS và Android')}
<h2>Nên chọn công nghệ nào?</h2>
<ul>
<li>Đã có website React và đội ngũ JavaScript: ưu tiên React Native.</li>
<li>Giao diện nhiều hoạt ảnh, cần đồng nhất tuyệt đối: cân nhắc Flutter.</li>
<li>Cần dùng sâu phần cứng như Bluetooth, camera chuyên dụng: cân nhắc ứng dụng gốc.</li>
<li>Ngân sách hạn chế, cần ra mắt nhanh: đa nền tảng là lựa chọn hợp lý.</li>
</ul>
<h3>Chi phí bảo trì sau khi ra mắt</h3>
<p>Ứng dụng di động cần cập nhật thường xuyên theo phiên bản hệ điều hành mới và chính sách của kho ứng dụng. Với một mã nguồn chung, mỗi lần cập nhật chỉ cần làm một lần, giúp chi phí bảo trì hằng năm thấp hơn đáng kể. Dù chọn công nghệ nào, điều quan trọng là kiến trúc rõ ràng, có kiểm thử tự động và quy trình phát hành bài bản. Đội ngũ của chúng tôi sẽ tư vấn lựa chọn phù hợp nhất sau khi tìm hiểu kỹ yêu cầu của bạn.</p>`,
  },
  {
    slug: 'chien-luoc-noi-dung-tang-chuyen-doi',
    title: 'Chiến lược nội dung giúp website bán hàng tăng chuyển đổi',
    type: 'marketing',
    summary:
      'Lượt truy cập chỉ có giá trị khi biến thành đơn hàng. Bài viết chia sẻ cách xây dựng chiến lược nội dung theo hành trình khách hàng để website bán hàng tăng tỷ lệ chuyển đổi bền vững.',
    focusKeyword: 'chiến lược nội dung',
    keywords: ['content marketing', 'tỷ lệ chuyển đổi', 'website bán hàng'],
    metaDescription:
      'Chiến lược nội dung cho website bán hàng: hiểu hành trình khách hàng, viết bài đúng nhu cầu, lời kêu gọi hành động rõ ràng và đo lường tỷ lệ chuyển đổi.',
    status: 'published',
    byStaff: true,
    daysAgo: 78,
    views: 1105,
    likes: 29,
    seoScore: 79,
    readabilityScore: 81,
    cover: { label: 'CONTENT STRATEGY', from: '#f57f17', to: '#ffee58' },
    content: `<p>Nhiều website bán hàng có lượng truy cập khá nhưng đơn hàng lại rất ít. Nguyên nhân thường nằm ở nội dung: bài viết thu hút người đọc nhưng không dẫn họ tới bước tiếp theo. Một <strong>chiến lược nội dung</strong> tốt phải gắn từng bài viết với một giai đoạn cụ thể trong hành trình mua hàng của khách.</p>
<h2>Ba giai đoạn của hành trình khách hàng</h2>
<ol>
<li><strong>Nhận biết</strong>: khách có vấn đề nhưng chưa biết giải pháp. Nội dung phù hợp là bài hướng dẫn, kiến thức cơ bản.</li>
<li><strong>Cân nhắc</strong>: khách so sánh các lựa chọn. Nội dung phù hợp là bài so sánh, câu chuyện khách hàng, bảng giá rõ ràng.</li>
<li><strong>Quyết định</strong>: khách sẵn sàng mua. Nội dung phù hợp là chính sách bảo hành, ưu đãi và quy trình đặt hàng đơn giản.</li>
</ol>
${img('du-lieu', 'Phễu chuyển đổi từ lượt truy cập tới đơn hàng')}
<h2>Lời kêu gọi hành động rõ ràng</h2>
<p>Mỗi bài viết cần kết thúc bằng một lời mời cụ thể: xem bảng giá, đặt lịch tư vấn, tải tài liệu hoặc trò chuyện với nhân viên. Nút bấm nên nổi bật, dùng động từ rõ nghĩa và đặt ở vị trí người đọc dễ thấy. Tránh đặt quá nhiều lựa chọn cùng lúc khiến khách phân vân và rời đi.</p>
<h3>Đo lường và cải tiến liên tục</h3>
<p>Hãy theo dõi những bài viết nào mang lại nhiều lượt đặt lịch hoặc đơn hàng nhất, thay vì chỉ nhìn vào lượt xem. Những bài có lượt xem cao nhưng chuyển đổi thấp cần được bổ sung lời kêu gọi hoặc liên kết tới trang dịch vụ liên quan. Ngược lại, những bài chuyển đổi tốt nên được cập nhật thường xuyên và quảng bá thêm trên mạng xã hội.</p>
<p>Nội dung chất lượng là tài sản lâu dài. Một bài viết tốt có thể mang lại khách hàng trong nhiều năm mà không tốn thêm chi phí. Đội ngũ marketing của chúng tôi có thể giúp bạn lập kế hoạch nội dung theo tháng, viết bài chuẩn SEO và báo cáo hiệu quả định kỳ.</p>`,
  },
  {
    slug: 'du-an-chuyen-doi-so-chuoi-nha-thuoc',
    title: 'Hoàn thành dự án chuyển đổi số cho chuỗi nhà thuốc',
    type: 'news',
    summary:
      'Sau sáu tháng triển khai, hệ thống quản lý bán hàng, tồn kho và ứng dụng đặt thuốc cho chuỗi hai mươi nhà thuốc đã đi vào hoạt động, giúp giảm một nửa thời gian kiểm kho mỗi tháng.',
    focusKeyword: 'chuyển đổi số',
    keywords: ['dự án tiêu biểu', 'phần mềm quản lý', 'nhà thuốc'],
    metaDescription:
      'Dự án chuyển đổi số cho chuỗi hai mươi nhà thuốc: phần mềm bán hàng, quản lý tồn kho theo lô và hạn dùng, ứng dụng đặt thuốc và báo cáo theo thời gian thực.',
    status: 'published',
    byStaff: false,
    daysAgo: 92,
    views: 1730,
    likes: 40,
    seoScore: 77,
    readabilityScore: 79,
    cover: { label: 'CASE STUDY', from: '#37474f', to: '#78909c' },
    content: `<p>Chúng tôi vui mừng thông báo đã hoàn thành dự án <strong>chuyển đổi số</strong> cho một chuỗi hai mươi nhà thuốc tại TP.HCM và các tỉnh lân cận. Trước dự án, mỗi nhà thuốc quản lý bán hàng bằng một phần mềm riêng, tồn kho được tổng hợp thủ công bằng bảng tính vào cuối tháng, khiến chủ doanh nghiệp khó nắm được tình hình kinh doanh theo thời gian thực.</p>
<h2>Bài toán đặt ra</h2>
<ul>
<li>Đồng bộ dữ liệu bán hàng và tồn kho của hai mươi điểm bán về một hệ thống.</li>
<li>Quản lý thuốc theo lô và hạn sử dụng, cảnh báo sớm những lô sắp hết hạn.</li>
<li>Cho phép khách hàng đặt thuốc qua ứng dụng và nhận tại nhà thuốc gần nhất.</li>
<li>Cung cấp báo cáo doanh thu, lợi nhuận theo ngày cho ban giám đốc.</li>
</ul>
${img('du-lieu', 'Bảng điều khiển doanh thu của chuỗi nhà thuốc')}
<h2>Giải pháp triển khai</h2>
<p>Đội ngũ dự án xây dựng một hệ thống trung tâm chạy trên nền tảng đám mây, kết nối với phần mềm bán hàng tại quầy. Khi mạng tại cửa hàng gián đoạn, phần mềm vẫn bán hàng bình thường và tự đồng bộ khi có kết nối trở lại. Ứng dụng di động được phát triển bằng React Native, dùng chung dữ liệu sản phẩm với hệ thống trung tâm để giá và tồn kho luôn chính xác.</p>
<h3>Kết quả sau ba tháng vận hành</h3>
<p>Thời gian kiểm kho mỗi tháng giảm khoảng một nửa, số lô thuốc hết hạn phải hủy giảm rõ rệt nhờ cảnh báo sớm. Đơn đặt qua ứng dụng chiếm gần mười lăm phần trăm doanh thu và tiếp tục tăng. Ban giám đốc có thể xem báo cáo trên điện thoại bất cứ lúc nào thay vì chờ tổng hợp cuối tháng.</p>
<p>Dự án cho thấy chuyển đổi số không nhất thiết phải bắt đầu bằng những hệ thống phức tạp. Điều quan trọng là xác định đúng vấn đề, triển khai từng bước và đào tạo người dùng kỹ lưỡng. Nếu doanh nghiệp của bạn đang gặp những khó khăn tương tự, hãy đặt lịch để được tư vấn miễn phí.</p>`,
  },
  {
    slug: 'quy-trinh-phat-trien-phan-mem-5-buoc',
    title: 'Quy trình phát triển phần mềm 5 bước minh bạch',
    type: 'huong-dan',
    summary:
      'Năm bước trong quy trình phát triển phần mềm của chúng tôi: khảo sát yêu cầu, thiết kế, lập trình theo vòng lặp, kiểm thử và bàn giao, giúp khách hàng theo dõi tiến độ ở mọi giai đoạn.',
    focusKeyword: 'quy trình phát triển phần mềm',
    keywords: ['quy trình làm việc', 'Agile', 'bàn giao dự án'],
    metaDescription:
      'Quy trình phát triển phần mềm 5 bước: khảo sát, thiết kế, lập trình theo vòng lặp hai tuần, kiểm thử, bàn giao và bảo hành, minh bạch ở từng giai đoạn.',
    status: 'published',
    byStaff: false,
    daysAgo: 110,
    views: 2460,
    likes: 63,
    seoScore: 85,
    readabilityScore: 83,
    cover: { label: '5 STEP PROCESS', from: '#1a237e', to: '#5c6bc0' },
    content: `<p>Khách hàng thường lo lắng khi thuê đội ngũ bên ngoài làm phần mềm: không biết dự án đang tới đâu, chi phí có phát sinh không và sản phẩm cuối cùng có đúng mong muốn hay không. Vì vậy chúng tôi áp dụng một <strong>quy trình phát triển phần mềm</strong> năm bước, trong đó khách hàng được tham gia và nắm thông tin ở từng giai đoạn.</p>
<h2>Năm bước của quy trình</h2>
<ol>
<li><strong>Khảo sát yêu cầu</strong>: trao đổi mục tiêu kinh doanh, người dùng và các chức năng cần có.</li>
<li><strong>Thiết kế</strong>: lập sơ đồ chức năng, bản thiết kế giao diện và kế hoạch triển khai chi tiết.</li>
<li><strong>Lập trình theo vòng lặp</strong>: mỗi vòng hai tuần, kết thúc bằng một bản chạy thử để khách hàng góp ý.</li>
<li><strong>Kiểm thử</strong>: kiểm thử tự động, kiểm thử thủ công và kiểm thử tải trước khi phát hành.</li>
<li><strong>Bàn giao và bảo hành</strong>: đào tạo sử dụng, bàn giao mã nguồn, tài liệu và hỗ trợ sau triển khai.</li>
</ol>
${img('quy-trinh', 'Sơ đồ năm bước của quy trình phát triển phần mềm')}
<h2>Minh bạch tiến độ và chi phí</h2>
<p>Mỗi vòng lặp đều có danh sách công việc cụ thể và buổi trình diễn kết quả. Khách hàng có thể thay đổi thứ tự ưu tiên giữa các vòng mà không phải đợi tới cuối dự án. Những thay đổi lớn về phạm vi được ước lượng và thống nhất bằng văn bản trước khi thực hiện, nhờ đó chi phí luôn được kiểm soát.</p>
<h3>Vai trò của khách hàng trong dự án</h3>
<p>Chúng tôi đề nghị khách hàng cử một người đầu mối có quyền quyết định, tham gia buổi trình diễn hai tuần một lần và phản hồi góp ý trong vòng vài ngày. Sự tham gia đều đặn này giúp phát hiện sớm những hiểu lầm về yêu cầu, vốn là nguyên nhân phổ biến nhất khiến dự án phần mềm bị chậm.</p>
<p>Sau khi bàn giao, sản phẩm được bảo hành và giám sát trong thời gian cam kết. Nếu bạn muốn biết quy trình này áp dụng thế nào cho dự án của mình, hãy xem trang Quy trình hoặc đặt lịch trao đổi cùng chuyên viên tư vấn.</p>`,
  },
  {
    slug: 'sao-luu-du-lieu-postgresql-an-toan',
    title: 'Sao lưu dữ liệu PostgreSQL an toàn cho doanh nghiệp',
    type: 'ky-thuat',
    summary:
      'Những nguyên tắc sao lưu dữ liệu PostgreSQL cho doanh nghiệp nhỏ: sao lưu định kỳ, lưu trữ ở nhiều nơi, thử khôi phục thường xuyên và giám sát dung lượng.',
    focusKeyword: 'sao lưu dữ liệu',
    keywords: ['PostgreSQL', 'backup', 'khôi phục dữ liệu'],
    metaDescription:
      'Sao lưu dữ liệu PostgreSQL cho doanh nghiệp nhỏ: lịch sao lưu, nguyên tắc 3-2-1, thử khôi phục định kỳ và giám sát để không bao giờ mất dữ liệu khách hàng.',
    status: 'draft',
    byStaff: true,
    daysAgo: 0,
    views: 0,
    likes: 0,
    seoScore: 58,
    readabilityScore: 66,
    cover: { label: 'BACKUP', from: '#004d40', to: '#26a69a' },
    content: `<p>Dữ liệu khách hàng, đơn hàng và bài viết là tài sản quan trọng nhất của một website. Bài viết này tổng hợp các nguyên tắc <strong>sao lưu dữ liệu</strong> PostgreSQL mà chúng tôi áp dụng cho mọi hệ thống bàn giao.</p>
<h2>Nguyên tắc 3-2-1</h2>
<ul>
<li>Giữ ít nhất ba bản sao dữ liệu.</li>
<li>Lưu trên hai loại thiết bị khác nhau.</li>
<li>Có một bản sao đặt ở địa điểm khác.</li>
</ul>
${img('bao-mat', 'Sơ đồ sao lưu dữ liệu theo nguyên tắc 3-2-1')}
<p>Phần tiếp theo sẽ hướng dẫn cấu hình sao lưu tự động và thử khôi phục định kỳ.</p>`,
  },
  {
    slug: 'uu-dai-cuoi-nam-dich-vu-ung-dung-di-dong',
    title: 'Ưu đãi cuối năm cho dịch vụ làm ứng dụng di động',
    type: 'news',
    summary:
      'Từ tuần sau, khách hàng ký hợp đồng làm ứng dụng di động được giảm mười phần trăm chi phí phát triển và miễn phí sáu tháng bảo trì, áp dụng cho các gói iOS và Android.',
    focusKeyword: 'ứng dụng di động',
    keywords: ['ưu đãi', 'làm app', 'khuyến mãi cuối năm'],
    metaDescription:
      'Ưu đãi cuối năm cho dịch vụ làm ứng dụng di động: giảm mười phần trăm chi phí phát triển, miễn phí sáu tháng bảo trì cho hợp đồng ký trong chương trình.',
    status: 'scheduled',
    byStaff: false,
    daysAgo: 0,
    scheduleInDays: 3,
    views: 0,
    likes: 0,
    seoScore: 74,
    readabilityScore: 85,
    cover: { label: 'YEAR END OFFER', from: '#bf360c', to: '#ff7043' },
    content: `<p>Nhằm tri ân khách hàng đã đồng hành trong năm qua, chúng tôi triển khai chương trình ưu đãi cuối năm dành cho dịch vụ làm <strong>ứng dụng di động</strong>. Chương trình áp dụng cho mọi hợp đồng ký trong thời gian diễn ra ưu đãi, không giới hạn quy mô dự án.</p>
<h2>Nội dung ưu đãi</h2>
<ul>
<li>Giảm mười phần trăm chi phí phát triển ứng dụng iOS và Android.</li>
<li>Miễn phí sáu tháng bảo trì và cập nhật theo phiên bản hệ điều hành mới.</li>
<li>Tặng gói tư vấn đưa ứng dụng lên App Store và Google Play.</li>
</ul>
${img('giao-dien', 'Ứng dụng di động trên iOS và Android')}
<h2>Cách đăng ký</h2>
<p>Chọn gói ứng dụng phù hợp tại trang Bảng giá hoặc đặt lịch tư vấn để chuyên viên lập báo giá chi tiết. Ưu đãi được trừ trực tiếp vào hợp đồng, không áp dụng đồng thời với chương trình khuyến mãi khác. Số lượng hợp đồng nhận ưu đãi có giới hạn theo năng lực triển khai của đội ngũ, vì vậy hãy đăng ký sớm để giữ suất.</p>
<p>Mọi thắc mắc về chương trình, vui lòng trò chuyện với trợ lý AI hoặc nhân viên hỗ trợ trực tuyến ngay trên website.</p>`,
  },
];
