/**
 * The AI assistant's third evaluation set (issue 16), written blind on 2026-11-24 by a helper who had not seen the
 * first two sets' questions (only the InScope type and pattern constants atop evaluation-set.ts), the engine (its
 * folding, synonym and scoring rules) nor the training items' keywords: only each seed item's category, pattern and
 * answer, to know which topic it covers. Patterns are restated verbatim because `expect` must equal them. The questions are written as
 * customers type into a chat box or Zalo (about a third without diacritics, abbreviations, typos, blunt and polite),
 * each answered by exactly one active item; the out-of-scope questions are ones no item answers, several sharing
 * words with items. It is measured once, after the engine changes; nothing may be tuned on it. A question that
 * misses here is a finding, never a reason to edit the engine, the seed or this file.
 */
import type { InScope } from './evaluation-set.ts';

// dịch_vụ
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
// báo_giá
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
// quy_trình
const PROCESS = 'Quy trình làm việc như thế nào?';
const PREPARE = 'Cần chuẩn bị gì trước khi bắt đầu dự án?';
const CONTRACT = 'Có ký hợp đồng không?';
const REVISIONS = 'Được sửa thiết kế mấy lần?';
const WARRANTY = 'Sau khi bàn giao có bảo hành không?';
const SOURCE = 'Có bàn giao mã nguồn không?';
const ORDER = 'Đặt mua dịch vụ trên website như thế nào?';
const TRAINING = 'Có hướng dẫn sử dụng và đào tạo không?';
const PROGRESS = 'Làm sao theo dõi tiến độ dự án?';
// liên_hệ
const CONTACT = 'Làm sao để liên hệ tư vấn?';
const HOTLINE = 'Số điện thoại hotline của công ty là gì?';
const EMAIL = 'Email của công ty là gì?';
const OFFICE = 'Văn phòng công ty ở đâu?';
const HOURS = 'Giờ làm việc của công ty?';
const SOCIAL = 'Công ty có Zalo hay Facebook không?';
const BOOK = 'Đặt lịch tư vấn như thế nào?';
const STAFF = 'Tôi muốn nói chuyện với nhân viên';
const JOBS = 'Công ty có tuyển dụng không?';
// thời_gian
const WEB_TIME = 'Làm website mất bao lâu?';
const APP_TIME = 'Làm app mất bao lâu?';
const SOFTWARE_TIME = 'Làm phần mềm quản lý mất bao lâu?';
const QUOTE_TIME = 'Bao lâu thì nhận được báo giá?';
const CALLBACK = 'Đặt lịch xong bao lâu thì có người gọi lại?';
const RUSH = 'Có làm gấp được không?';
const FIX_TIME = 'Website bị lỗi thì bao lâu được xử lý?';
const SEO_TIME = 'SEO bao lâu thì lên top Google?';
const CONFIRM_TIME = 'Thanh toán xong bao lâu thì đơn hàng được xác nhận?';
// công_nghệ (the inactive Flutter item is left out: no question expects it)
const TECH = 'Công ty dùng công nghệ gì?';
const RESPONSIVE = 'Website có hiển thị tốt trên điện thoại không?';
const FAST = 'Website có chuẩn SEO và tải nhanh không?';
const SECURITY = 'Website có bảo mật không, có bị hack không?';
const CMS = 'Có dùng WordPress không, tôi có tự sửa nội dung được không?';
const SERVER = 'Máy chủ đặt ở đâu, có sao lưu dữ liệu không?';
const GATEWAY = 'Có tích hợp cổng thanh toán vào website không?';
const CHATBOT = 'Có làm chatbot hoặc tích hợp AI không?';
const STORES = 'Ứng dụng có đưa lên App Store và Google Play không?';

export const BLIND3_IN_SCOPE: Record<string, InScope[]> = {
  dịch_vụ: [
    { q: 'bên bạn làm những mảng gì vậy', expect: SERVICES },
    { q: 'Cho mình hỏi công ty chuyên về lĩnh vực nào ạ?', expect: SERVICES },
    { q: 'cty minh nhan lam nhung gi z', expect: SERVICES },
    {
      q: 'web của mình do bên khác làm giờ họ ko hỗ trợ nữa, bên em nhận quản lý tiếp được không',
      expect: MAINTAIN,
    },
    { q: 'nhan nang cap website cu ko shop', expect: MAINTAIN },
    {
      q: 'Website công ty tôi làm từ 2018, giờ muốn tìm đơn vị chăm sóc, sửa lỗi lặt vặt thì bên bạn có nhận không?',
      expect: MAINTAIN,
    },
    { q: 'mình bán mỹ phẩm, muốn có trang web bán hàng có giỏ hàng thì bên bạn có làm ko', expect: SHOP },
    { q: 'co lam web thuong mai dien tu khong', expect: SHOP },
    { q: 'Bên em có thiết kế web shop online quản lý tồn kho không ạ', expect: SHOP },
    { q: 'có làm app điện thoại k', expect: MOBILE },
    { q: 'Công ty có nhận viết ứng dụng chạy trên iphone và android không?', expect: MOBILE },
    { q: 'ben ban co lam app mobile cho khach hang than thiet khong', expect: MOBILE },
    { q: 'mình cần phần mềm quản lý kho riêng cho xưởng, bên bạn nhận làm ko', expect: SOFTWARE },
    { q: 'co viet phan mem crm theo yeu cau khong', expect: SOFTWARE },
    { q: 'Cty có làm phần mềm quản lý nhân sự riêng cho doanh nghiệp không ạ', expect: SOFTWARE },
    { q: 'bên em có nhận chạy ads fb, gg không', expect: SEO },
    { q: 'Mình muốn đẩy từ khóa cho web, bên bạn có dịch vụ seo không?', expect: SEO },
    { q: 'co nhan quang cao facebook tron goi ko', expect: SEO },
    { q: 'làm 1 trang landing để chạy sự kiện ra mắt sản phẩm được ko ạ', expect: LANDING },
    { q: 'co lam landing page khong', expect: LANDING },
    {
      q: 'Tôi cần một trang đơn để thu thập thông tin khách đăng ký khóa học, bên bạn có làm không?',
      expect: LANDING,
    },
    { q: 'bên bạn có phần mềm nào mua về dùng ngay luôn ko', expect: PRODUCTS },
    { q: 'Cty có sản phẩm đóng gói sẵn để bán không hay chỉ làm theo đơn đặt hàng?', expect: PRODUCTS },
    { q: 'co ban phan mem san khong a', expect: PRODUCTS },
    {
      q: 'doanh nghiệp mình còn làm sổ sách giấy hết, muốn số hóa thì bên bạn có tư vấn không',
      expect: DIGITAL,
    },
    { q: 'co dich vu tu van chuyen doi so ko', expect: DIGITAL },
    { q: 'Công ty có đồng hành giúp doanh nghiệp nhỏ chuyển đổi số không vậy', expect: DIGITAL },
    { q: 'mình mở spa muốn có app cho khách tự đặt lịch, bên bạn làm đc ko', expect: BOOKING_APP },
    { q: 'phong kham nha khoa can ung dung dat lich hen benh nhan, cty co lam khong', expect: BOOKING_APP },
    { q: 'Có làm app đặt lịch cho tiệm nail, salon tóc không shop', expect: BOOKING_APP },
  ],
  báo_giá: [
    { q: 'làm 1 cái web giới thiệu công ty hết bao nhiêu tiền', expect: WEB_PRICE },
    { q: 'chi phi thiet ke wesbite bao nhieu vay', expect: WEB_PRICE },
    { q: 'Cho mình xin bảng giá làm website doanh nghiệp ạ', expect: WEB_PRICE },
    { q: 'trả tiền qua momo được không bạn', expect: PAY },
    { q: 'thanh toan bang vnpay dc ko', expect: PAY },
    { q: 'Mình có thể chuyển khoản ngân hàng không hay phải quét mã?', expect: PAY },
    { q: 'Làm một ứng dụng di động cả iOS lẫn Android thì chi phí khoảng bao nhiêu?', expect: APP_PRICE },
    { q: 'lam app ban hang het bn tien', expect: APP_PRICE },
    { q: 'báo giá làm app giúp mình với', expect: APP_PRICE },
    { q: 'phần mềm quản lý kho làm riêng thì giá sao ạ', expect: SOFTWARE_PRICE },
    { q: 'chi phi lam phan mem crm bao nhieu', expect: SOFTWARE_PRICE },
    {
      q: 'Viết phần mềm quản lý bán hàng theo yêu cầu tốn khoảng bao nhiêu tiền vậy bạn?',
      expect: SOFTWARE_PRICE,
    },
    { q: 'dịch vụ seo bên bạn tính phí mỗi tháng bao nhiêu', expect: SEO_PRICE },
    { q: 'gia chay quang cao google 1 thang bn', expect: SEO_PRICE },
    { q: 'Mình muốn làm SEO tổng thể cho web, báo giá theo tháng giúp mình', expect: SEO_PRICE },
    { q: 'phí bảo trì web hằng năm là bao nhieu vậy ạ', expect: MAINTAIN_PRICE },
    { q: 'goi quan tri website 1 nam gia bao nhieu', expect: MAINTAIN_PRICE },
    { q: 'Chăm sóc, bảo trì website bên bạn lấy bao nhiêu một năm?', expect: MAINTAIN_PRICE },
    { q: 'có phải cọc trước ko shop', expect: DEPOSIT },
    { q: 'coc bao nhieu phan tram', expect: DEPOSIT },
    { q: 'Ký hợp đồng xong phải trả trước bao nhiêu, chia mấy đợt vậy ạ?', expect: DEPOSIT },
    { q: 'bên bạn có xuất hóa đơn đỏ cho công ty mình không', expect: VAT },
    { q: 'gia tren bang gia da bao gom vat chua', expect: VAT },
    { q: 'Cty mình cần hoá đơn điện tử để quyết toán, bên em xuất được không', expect: VAT },
    { q: 'dạo này có ưu đãi gì không ạ', expect: DISCOUNT },
    { q: 'co giam gia cho khach moi khong', expect: DISCOUNT },
    { q: 'Có mã khuyến mãi nào khi làm web không bạn', expect: DISCOUNT },
    { q: 'tên miền với hostting tính riêng hay đã gồm trong gói rồi', expect: DOMAIN },
    { q: 'phi gia han domain nam thu 2 bao nhieu', expect: DOMAIN },
    { q: 'Hosting một năm giá bao nhiêu vậy shop?', expect: DOMAIN },
  ],
  quy_trình: [
    { q: 'quy trinh lam web bên bạn gồm nhữg bước nào', expect: PROCESS },
    { q: 'lam viec voi ben ban theo cac buoc ra sao', expect: PROCESS },
    { q: 'Từ lúc chốt đến lúc xong dự án thì các bước diễn ra thế nào ạ?', expect: PROCESS },
    { q: 'mình cần gửi những gì để bắt đầu làm web', expect: PREPARE },
    { q: 'chua co logo voi hinh anh thi co lam duoc khong', expect: PREPARE },
    { q: 'Trước khi làm dự án tôi phải chuẩn bị tài liệu gì không?', expect: PREPARE },
    { q: 'làm với bên bạn có hợp đồng giấy tờ rõ ràng ko', expect: CONTRACT },
    { q: 'co ky hop dong dien tu duoc khong', expect: CONTRACT },
    { q: 'Dự án nhỏ vậy có cần ký hợp đồng không bạn?', expect: CONTRACT },
    { q: 'không ưng giao diện thì được chỉnh mấy lần', expect: REVISIONS },
    { q: 'sua thiet ke bao nhieu lan thi mat phi', expect: REVISIONS },
    { q: 'Nếu mình muốn đổi mẫu thiết kế sau khi đã duyệt thì sao ạ?', expect: REVISIONS },
    { q: 'web giao rồi mà bị lỗi có được sửa free không', expect: WARRANTY },
    { q: 'bao hanh may thang vay shop', expect: WARRANTY },
    { q: 'Thời gian bảo hành ứng dụng là bao lâu ạ?', expect: WARRANTY },
    { q: 'có đưa soucre code cho mình không', expect: SOURCE },
    { q: 'ma nguon co thuoc ve minh khong', expect: SOURCE },
    { q: 'Xong dự án thì tài khoản quản trị, code có giao lại hết cho công ty tôi không?', expect: SOURCE },
    { q: 'mua gói trên web của bạn như thế nào', expect: ORDER },
    { q: 'dat mua goi website tren trang cua ben ban lam sao', expect: ORDER },
    { q: 'Mình muốn đặt mua một gói trong bảng giá thì thao tác ra sao?', expect: ORDER },
    { q: 'có chỉ nhân viên mình cách dùng trang quản trị không', expect: TRAINING },
    { q: 'co video huong dan su dung khong', expect: TRAINING },
    { q: 'Bàn giao xong bên bạn có đào tạo cho nhân viên bên mình không ạ?', expect: TRAINING },
    { q: 'làm sao biết dự án đang làm tới đâu rồi', expect: PROGRESS },
    { q: 'co bao cao tien do hang tuan khong', expect: PROGRESS },
    { q: 'Trong lúc làm mình có được xem bản chạy thử để theo dõi không?', expect: PROGRESS },
  ],
  liên_hệ: [
    { q: 'muốn được tư vấn thì liên lạc bên bạn bằng cách nào', expect: CONTACT },
    { q: 'lien he ben ban kieu gi vay', expect: CONTACT },
    { q: 'Tôi cần tư vấn làm web, liên hệ ai ạ?', expect: CONTACT },
    { q: 'sđt của cty là bao nhiêu', expect: HOTLINE },
    { q: 'cho xin so dien thoai', expect: HOTLINE },
    { q: 'Hotline bên mình là số mấy vậy?', expect: HOTLINE },
    { q: 'mail cty là gì ạ', expect: EMAIL },
    { q: 'dia chi email cua ben ban la gi', expect: EMAIL },
    { q: 'Tôi muốn gửi yêu cầu qua email thì gửi vào đâu?', expect: EMAIL },
    { q: 'văn phòng bên bạn nằm ở đau', expect: OFFICE },
    { q: 'dia chi cong ty o quan may', expect: OFFICE },
    { q: 'Công ty ở TP.HCM hay Hà Nội vậy, mình ghé trực tiếp được không?', expect: OFFICE },
    { q: 'mấy giờ bên bạn mở cửa', expect: HOURS },
    { q: 'thu 7 co lam viec khong', expect: HOURS },
    { q: 'Chủ nhật công ty có làm không ạ?', expect: HOURS },
    { q: 'có zalo không shop', expect: SOCIAL },
    { q: 'fanpage facebook ben ban ten gi', expect: SOCIAL },
    { q: 'Nhắn tin qua Zalo cho công ty được không bạn?', expect: SOCIAL },
    { q: 'đặt lịch hẹn tư vấn ở đâu vậy', expect: BOOK },
    { q: 'dang ky tu van mien phi nhu the nao', expect: BOOK },
    { q: 'Mình muốn hẹn một buổi tư vấn thì làm sao ạ?', expect: BOOK },
    { q: 'cho mình gặp người thật đc ko', expect: STAFF },
    { q: 'toi muon chat voi nhan vien tu van', expect: STAFF },
    { q: 'Không muốn nói chuyện với bot, cho gặp nhân viên đi', expect: STAFF },
    { q: 'cty có tuyển lập trình viên không ạ', expect: JOBS },
    { q: 'minh muon xin thuc tap o ben ban', expect: JOBS },
    { q: 'Bên bạn có đang tuyển designer không, gửi CV ở đâu?', expect: JOBS },
  ],
  thời_gian: [
    { q: 'làm web giới thiệu công ty mất bao lâu', expect: WEB_TIME },
    { q: 'thiet ke website bao lau thi xong', expect: WEB_TIME },
    { q: 'Nếu chốt hôm nay thì khoảng mấy tuần có website ạ?', expect: WEB_TIME },
    { q: 'làm 1 app ios android mất mấy tháng', expect: APP_TIME },
    { q: 'lam ung dung di dong bao lau', expect: APP_TIME },
    { q: 'Phát triển app từ đầu tới khi lên store mất khoảng bao lâu vậy?', expect: APP_TIME },
    { q: 'phần mềm quản lý kho làm trong bao lâu', expect: SOFTWARE_TIME },
    { q: 'lam phan mem crm mat may thang', expect: SOFTWARE_TIME },
    { q: 'Viết phần mềm quản lý nhân sự theo yêu cầu thì khi nào dùng được?', expect: SOFTWARE_TIME },
    { q: 'bao lâu thì có báo giá', expect: QUOTE_TIME },
    { q: 'tu van xong khi nao nhan bao gia chi tiet', expect: QUOTE_TIME },
    { q: 'Gửi yêu cầu rồi mấy ngày thì bên bạn gửi báo giá ạ?', expect: QUOTE_TIME },
    { q: 'đặt lịch rồi bao lâu có ngừoi gọi', expect: CALLBACK },
    { q: 'minh dang ky tu van roi khi nao co nguoi lien lac', expect: CALLBACK },
    { q: 'Sao mình đặt lịch hồi sáng mà chưa thấy ai gọi vậy?', expect: CALLBACK },
    { q: 'cần gấp trong 1 tuần có làm kịp ko', expect: RUSH },
    { q: 'co lam cap toc khong', expect: RUSH },
    { q: 'Mình cần web doanh nghiệp gấp trong 10 ngày, có rút ngắn thời gian được không?', expect: RUSH },
    { q: 'web bị sập thì bao lâu bên bạn xử lý', expect: FIX_TIME },
    { q: 'website bi loi bao lau thi sua xong', expect: FIX_TIME },
    { q: 'Trang web của mình đang không vào được, báo lỗi thì mất bao lâu mới khắc phục?', expect: FIX_TIME },
    { q: 'làm seo bao lâu thì lên trang 1 gooogle', expect: SEO_TIME },
    { q: 'seo mat bao lau moi co ket qua', expect: SEO_TIME },
    { q: 'Mất mấy tháng thì từ khóa của mình lên top vậy ạ?', expect: SEO_TIME },
    { q: 'trả tiền xong khi nào đơn được xác nhận', expect: CONFIRM_TIME },
    { q: 'thanh toan momo roi bao lau don hang duoc duyet', expect: CONFIRM_TIME },
    { q: 'Mình vừa quét mã QR thanh toán, bao lâu thì bên bạn xác nhận đơn?', expect: CONFIRM_TIME },
  ],
  công_nghệ: [
    { q: 'bên bạn code bằng ngôn ngữ gì', expect: TECH },
    { q: 'dung react hay angular vay', expect: TECH },
    { q: 'Website của công ty làm bằng công nghệ nào, có dùng Node.js không?', expect: TECH },
    { q: 'web có hiển thị đẹp trên đt không', expect: RESPONSIVE },
    { q: 'website co responsive khong', expect: RESPONSIVE },
    { q: 'Mở web trên máy tính bảng và điện thoại có bị vỡ giao diện không bạn?', expect: RESPONSIVE },
    { q: 'web bên bạn làm có load nhanh không', expect: FAST },
    { q: 'website lam ra co chuan seo san khong', expect: FAST },
    { q: 'Điểm PageSpeed hay Lighthouse của web bên bạn khoảng bao nhiêu?', expect: FAST },
    { q: 'web có dễ bị hack khôg', expect: SECURITY },
    { q: 'website co an toan bao mat khong', expect: SECURITY },
    { q: 'Làm sao đảm bảo web không bị tấn công, có https không ạ?', expect: SECURITY },
    { q: 'làm bằng wordpress hả bạn', expect: CMS },
    { q: 'minh co tu sua noi dung duoc khong', expect: CMS },
    { q: 'Sau này tôi tự đăng bài, đổi giá sản phẩm mà không biết code thì có được không?', expect: CMS },
    { q: 'server đặt ở đâu vậy', expect: SERVER },
    { q: 'may chu dat o viet nam hay nuoc ngoai', expect: SERVER },
    { q: 'Hosting đặt trong nước hay nước ngoài, lỡ mất dữ liệu thì khôi phục được không?', expect: SERVER },
    { q: 'web có gắn cổng thanh toán momo cho khách mua hàng không', expect: GATEWAY },
    { q: 'tich hop vnpay vao website duoc khong', expect: GATEWAY },
    { q: 'Web bán hàng có kết nối được với phần mềm kế toán và bên vận chuyển không ạ?', expect: GATEWAY },
    { q: 'có làm chatbot trả lời tự động cho web không', expect: CHATBOT },
    { q: 'tich hop chatgpt vao web duoc ko', expect: CHATBOT },
    { q: 'Mình muốn gắn trợ lý AI tiếng Việt lên trang web, bên bạn làm được không?', expect: CHATBOT },
    { q: 'app làm xong có up lên ch play giúp không', expect: STORES },
    { q: 'ung dung co dua len app store khong', expect: STORES },
    { q: 'Nếu app bị Apple từ chối duyệt thì bên bạn có xử lý không?', expect: STORES },
  ],
};

export const BLIND3_OUT_OF_SCOPE: string[] = [
  'website nào xem phim miễn phí',
  'lai suat vay mua nha bao nhieu',
  'ngân hàng vietcombank có tuyển giao dịch viên không',
  'thời tiết hôm nay thế nào',
  'kể chuyện cười đi',
  'gia vang hom nay',
  'cách nấu phở bò',
  'iphone 16 pro max giá bao nhiêu',
  'bên bạn có sửa máy giặt không',
  'co ban laptop cu khong',
  'tỷ giá đô hôm nay bao nhiêu',
  'xem bong da truc tiep o dau',
  'shop có bán quần áo trẻ em không',
  'app nào học tiếng anh miễn phí tốt',
  'dat ve may bay di da nang',
  'số điện thoại tổng đài điện lực là bao nhiêu',
  'ngan hang mo cua may gio',
  'phòng khám nha khoa nào tốt ở quận 3',
  'hack facebook người khác được không',
  'cach crack photoshop',
  'Thủ đô của Úc là gì?',
  'bạn có người yêu chưa',
  'mã giảm giá shopee tháng này',
  'chuyển khoản nhầm thì làm sao lấy lại tiền',
  'cho xin mau hop dong thue nha',
  'bao hanh dien thoai samsung o dau',
  'Thuê xe 7 chỗ đi Vũng Tàu giá bao nhiêu?',
  'cài win 10 như thế nào',
  'vay tín chấp lãi suất thấp ở đâu',
  'tai game lien quan o dau',
  'đăng ký mạng viettel 4g gói nào rẻ',
  'bên bạn có ship đồ ăn không',
  'Sao tôi không đăng nhập được ngân hàng điện tử?',
  'ai la nguoi giau nhat viet nam',
  'spa nào gội đầu dưỡng sinh rẻ ở gò vấp',
];
