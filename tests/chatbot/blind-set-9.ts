/**
 * Ninth blind evaluation set for the AI assistant (issue 16), written on 2026-11-24 by a helper who had seen only each active item's category, pattern and answer (not the keywords, the engine, the earlier sets or the bench). Nothing may be tuned on it: it is measured once, after the next round of engine work, and becomes known from then on.
 */
import type { InScope } from './evaluation-set.ts';
import {
  ADVISE,
  AI,
  APP_PRICE,
  APP_TIME,
  BOOKING_APP,
  CALLBACK,
  CMS,
  CONTACT,
  CONTRACT,
  DEPOSIT,
  DIGITAL,
  DISCOUNT,
  DOMAIN,
  EMAIL,
  HOURS,
  INCIDENT,
  INTEGRATION,
  JOBS,
  LANDING,
  MAINTAIN,
  MAINTAIN_PRICE,
  MOBILE,
  OFFICE,
  ORDER,
  ORDER_TIME,
  PAY,
  PHONE,
  PREPARE,
  PROCESS,
  PRODUCTS,
  PROGRESS,
  QUOTE_TIME,
  RESPONSIVE,
  REVISIONS,
  RUSH,
  SECURITY,
  SEO,
  SEO_PRICE,
  SEO_TIME,
  SERVER,
  SERVICES,
  SHOP,
  SOCIAL,
  SOFTWARE,
  SOFTWARE_PRICE,
  SOFTWARE_TIME,
  SOURCE,
  SPEED,
  STACK,
  STAFF,
  STORES,
  TRAINING,
  VAT,
  WARRANTY,
  WEB_PRICE,
  WEB_TIME,
} from './patterns.ts';

export const BLIND9_IN_SCOPE: Record<string, InScope[]> = {
  dịch_vụ: [
    { q: 'Bên em chuyên làm mảng nào vậy ạ, chỉ làm web thôi hay còn gì khác nữa?', expect: SERVICES },
    { q: 'Nói ngắn gọn giúp tôi: công ty anh chị kinh doanh những lĩnh vực gì?', expect: SERVICES },
    { q: 'sao viet lam dc nhung mang j z ad', expect: SERVICES },

    {
      q: 'Web công ty tôi do một bạn freelancer làm từ 2019, giờ bạn ấy nghỉ rồi, không ai lo nữa. Bên bạn có tiếp quản được không?',
      expect: MAINTAIN,
    },
    {
      q: 'website cu cua minh do ben khac lam, gio muon chuyen qua ben ban cham soc thi co nhan khong',
      expect: MAINTAIN,
    },
    {
      q: 'trang web shop mình đang xài bị bỏ bê lâu r, bên e có nhận nâng cấp lại + lo cập nhật định kỳ k',
      expect: MAINTAIN,
    },

    {
      q: 'Em là sinh viên, đang bán đồ handmade qua Facebook, giờ muốn có trang web riêng để khách tự bỏ vào giỏ rồi đặt hàng thì bên anh làm được không ạ?',
      expect: SHOP,
    },
    { q: 'co lam web ban my pham co quan ly ton kho voi ma khuyen mai cho khach khong', expect: SHOP },
    { q: 'Can 1 trang bán hàng truc tuyen cho cửa hàng nong san sach, ben minh có làm ko?', expect: SHOP },

    {
      q: 'Tôi muốn có một ứng dụng riêng cho chuỗi cà phê để khách tích điểm trên điện thoại, bên bạn có phát triển không?',
      expect: MOBILE,
    },
    { q: 'ben minh co viet app cho ca iphone lan android ko', expect: MOBILE },
    { q: 'Ngoai web ra cty co nhận làm app điện thoại k ạ?', expect: MOBILE },

    {
      q: 'Tôi phụ trách nhân sự ở một xưởng may tại Bình Dương, khoảng 300 công nhân. Bên tôi cần một hệ thống riêng để quản lý hồ sơ nhân viên và chấm công. Bên bạn có xây dựng theo nhu cầu như vậy không?',
      expect: SOFTWARE,
    },
    { q: 'co nhan viet phan mem quan ly kho rieng cho cong ty phan phoi khong', expect: SOFTWARE },
    {
      q: 'Cửa hàng vật liệu xây dựng của mình cần chương trình theo dõi công nợ khách, bán hàng, làm riêng theo ý mình đc ko?',
      expect: SOFTWARE,
    },

    {
      q: 'Trang web phòng khám của tôi gõ tên trên Google không ai thấy, bên bạn có dịch vụ nào giúp được không?',
      expect: SEO,
    },
    { q: 'ben ban co nhan chay ads facebook cho shop quan ao khong', expect: SEO },
    { q: 'Có nhận lo phần marketing online kiểu đẩy từ khóa với chạy Google Ads hàng tháng k?', expect: SEO },

    {
      q: 'Tháng sau bên tôi ra mắt dòng nước mắm mới, chỉ cần đúng một trang để giới thiệu và thu số điện thoại của người quan tâm. Có làm không?',
      expect: LANDING,
    },
    {
      q: 'can 1 trang don gian de chay quang cao cho su kien khai truong, co cho nguoi ta dang ky, ben ban lam dc ko',
      expect: LANDING,
    },
    { q: 'Làm landing cho workshop cuối tuần đc k ạ', expect: LANDING },

    {
      q: 'Có phần mềm nào đóng gói sẵn, mua về cài là chạy luôn không? Tôi không muốn đặt làm riêng.',
      expect: PRODUCTS,
    },
    { q: 'ngoai lam theo yeu cau thi cty co ban phan mem thanh pham nao khong', expect: PRODUCTS },
    { q: 'Cty có sp phần mềm của riêng mình để bán ko hay chỉ gia công cho khách thôi?', expect: PRODUCTS },

    {
      q: 'Doanh nghiệp gia đình tôi vẫn ghi chép mọi thứ bằng sổ sách giấy, muốn hiện đại hóa dần dần nhưng không biết nên bắt đầu từ đâu. Bên bạn có ai đi cùng định hướng từng bước không?',
      expect: DIGITAL,
    },
    { q: 'cty minh muon so hoa cach van hanh ma mu mo qua, ben ban co tu van tong the ko', expect: DIGITAL },
    {
      q: 'Nhà máy bên chị muốn đưa công nghệ vào vận hành cho bớt giấy tờ, em tư vấn kiểu trọn gói đc k?',
      expect: DIGITAL,
    },

    {
      q: 'Tôi là lễ tân phòng khám nha khoa. Bác sĩ muốn bệnh nhân tự chọn giờ khám trên điện thoại thay vì gọi điện cho tôi. Bên bạn có làm loại ứng dụng này không?',
      expect: BOOKING_APP,
    },
    {
      q: 'tiem nail cua em co 3 co so, muon co app cho khach chon tho va gio lam mong, ben anh lam dc khong',
      expect: BOOKING_APP,
    },
    { q: 'Salon tóc cần app cho khách book giờ + tự nhắc khách tới hẹn, có ko?', expect: BOOKING_APP },
  ],

  báo_giá: [
    {
      q: 'Làm một trang web giới thiệu công ty tầm 10 trang thì chi phí khoảng bao nhiêu?',
      expect: WEB_PRICE,
    },
    { q: 'minh mo nha hang o da nang, lam 1 cai web thi het bao nhieu tien vay', expect: WEB_PRICE },
    { q: 'web cong ty cơ bản thôi, nhieu tien z shop', expect: WEB_PRICE },

    { q: 'Tôi có thể trả tiền bằng ví điện tử được không hay bắt buộc phải ra ngân hàng?', expect: PAY },
    { q: 'thanh toan qua momo dc ko hay chi nhan tien mat', expect: PAY },
    { q: 'Bên bạn nhận trả tiền kiểu gì, quét QR được hông?', expect: PAY },

    {
      q: 'Một ứng dụng chạy cả iOS lẫn Android cho chuỗi cửa hàng thì kinh phí dự kiến là bao nhiêu?',
      expect: APP_PRICE,
    },
    { q: 'lam app dien thoai ton khoang bao nhieu tien', expect: APP_PRICE },
    { q: 'budget tam 50 củ có làm nổi 1 cai app ko?', expect: APP_PRICE },

    {
      q: 'Chi phí đặt làm hệ thống quản lý kho và bán hàng riêng cho công ty khoảng bao nhiêu?',
      expect: SOFTWARE_PRICE,
    },
    { q: 'phan mem quan ly nhan su cho nha may 500 cong nhan thi gia tam nao', expect: SOFTWARE_PRICE },
    { q: 'lam cái CRM rieng cho team sale tốn nhiu tien v ạ', expect: SOFTWARE_PRICE },

    { q: 'Nếu thuê bên bạn đẩy từ khóa lên Google thì chi phí hàng tháng tính thế nào?', expect: SEO_PRICE },
    { q: 'chay quang cao google + seo tron goi moi thang gia bao nhieu', expect: SEO_PRICE },
    {
      q: 'Phí dịch vụ SEO đã gồm tiền nạp cho Facebook chưa, và phải ký tối thiểu mấy tháng?',
      expect: SEO_PRICE,
    },

    { q: 'Nhờ bên bạn trông coi, cập nhật website suốt cả năm thì tốn bao nhiêu?', expect: MAINTAIN_PRICE },
    { q: 'cho minh xin chi phi de ben ban lo phan ky thuat cho web ca nam', expect: MAINTAIN_PRICE },
    { q: 'hết bảo hành r, muốn đk chăm sóc web theo năm thì giá sao ạ', expect: MAINTAIN_PRICE },

    { q: 'Có phải trả trước một phần tiền khi ký không, hay làm xong mới trả hết?', expect: DEPOSIT },
    { q: 'thanh toan chia lam may dot vay, coc truoc bao nhieu phan tram', expect: DEPOSIT },
    { q: 'cọc trc bn % v shop', expect: DEPOSIT },

    { q: 'Công ty tôi cần hóa đơn đỏ để hạch toán, bên bạn có xuất được không?', expect: VAT },
    { q: 'gia niem yet da bao gom thue VAT chua ban', expect: VAT },
    { q: 'Xuat hđ dien tu cho cty mình đc ko, gửi thong tin xuat ở đâu?', expect: VAT },

    { q: 'Dạo này bên bạn có ưu đãi gì cho khách mới không?', expect: DISCOUNT },
    { q: 'co giam gia gi khong, minh la sinh vien moi mo shop', expect: DISCOUNT },
    { q: 'Làm web + ký luôn bảo trì thì có bớt đc chút nào ko ạ?', expect: DISCOUNT },

    { q: 'Năm sau gia hạn tên miền với hosting thì tốn khoảng bao nhiêu?', expect: DOMAIN },
    { q: 'goi web da co san ten mien .vn chua hay phai tu mua rieng', expect: DOMAIN },
    { q: 'Hosting tính riêng hay gộp trong giá làm web luôn v?', expect: DOMAIN },
  ],

  quy_trình: [
    {
      q: 'Từ lúc chốt yêu cầu đến lúc nhận sản phẩm thì bên bạn làm qua những giai đoạn nào?',
      expect: PROCESS,
    },
    { q: 'cac buoc trien khai 1 du an ben ban gom nhung gi', expect: PROCESS },
    { q: 'Code xong có test kỹ rồi mới giao hay đưa luôn vậy?', expect: PROCESS },
    {
      q: 'Tôi chưa từng thuê ngoài làm phần mềm bao giờ. Anh chị giải thích giúp cách bên mình triển khai từ đầu đến cuối được không?',
      expect: PROCESS,
    },

    { q: 'Trước buổi làm việc đầu tiên tôi cần gom sẵn những tài liệu gì?', expect: PREPARE },
    { q: 'minh chua co logo hay hinh anh gi het thi co lam web duoc khong', expect: PREPARE },
    { q: 'Mình phải đưa bên bạn những gì để bắt đầu làm web cho tiệm bánh ạ?', expect: PREPARE },

    {
      q: 'Làm với bên bạn có giấy tờ pháp lý gì ràng buộc không hay chỉ thỏa thuận miệng?',
      expect: CONTRACT,
    },
    { q: 'ky hop dong online duoc khong, minh o Ha Noi khong vao SG duoc', expect: CONTRACT },
    { q: 'trong hđ co ghi cụ thể ben em lam nhung gi, khi nào xong ko bn', expect: CONTRACT },

    {
      q: 'Nếu tôi không ưng mẫu giao diện đầu tiên thì được yêu cầu chỉnh lại bao nhiêu lượt?',
      expect: REVISIONS,
    },
    { q: 'sua design nhieu lan co bi tinh them tien khong', expect: REVISIONS },
    { q: 'Duyệt giao diện rồi mà sếp lại muốn đổi bố cục lớn thì sao ạ?', expect: REVISIONS },

    { q: 'Web giao xong mấy tháng sau phát sinh lỗi thì bên bạn có sửa miễn phí không?', expect: WARRANTY },
    { q: 'app lam xong duoc bao hanh trong bao lau', expect: WARRANTY },
    { q: 'Nhận app rồi có đc bảo hành k, mấy tháng?', expect: WARRANTY },
    { q: 'Sau khi nghiệm thu, nếu lỗi là do phía lập trình thì ai chịu chi phí sửa?', expect: WARRANTY },

    { q: 'Làm xong thì code có thuộc về tôi không hay bên bạn giữ?', expect: SOURCE },
    { q: 'sau nay minh muon thue dev khac sua thi co lay duoc source code khong', expect: SOURCE },
    { q: 'Tài khoản admin, tên miền có đứng tên cty mình ko hay đứng tên bên bạn?', expect: SOURCE },
    { q: 'Khi kết thúc dự án tôi có nhận được trọn bộ code để tự lưu trữ không?', expect: SOURCE },

    {
      q: 'Tôi muốn mua một gói có sẵn ngay trên trang web của bạn thì bấm vào đâu, làm những bước nào?',
      expect: ORDER,
    },
    { q: 'muon tu order goi tren web luon khong can goi dien thi lam sao', expect: ORDER },
    { q: 'Chon goi xong r thì điền thông tin gi de dat vay shop?', expect: ORDER },

    {
      q: 'Nhân viên văn phòng bên tôi không rành máy tính lắm, khi giao web bên bạn có chỉ cách dùng không?',
      expect: TRAINING,
    },
    {
      q: 'sau nay co nguoi moi vao lam thi co tai lieu nao cho ho hoc cach dung trang quan tri khong',
      expect: TRAINING,
    },
    { q: 'Bàn giao xong có buổi training online cho team ko ạ', expect: TRAINING },

    { q: 'Trong lúc các bạn đang làm, làm sao tôi biết dự án đã tới đâu rồi?', expect: PROGRESS },
    { q: 'co nguoi nao phu trach rieng de minh hoi tinh hinh du an khong', expect: PROGRESS },
    { q: 'Bao lâu bên bạn cập nhật tình hình dự án cho mình 1 lần?', expect: PROGRESS },
  ],

  liên_hệ: [
    {
      q: 'Tôi ở Đà Nẵng, muốn được tư vấn làm web nhưng không tiện ra tận văn phòng, liên lạc với bên bạn bằng những cách nào?',
      expect: CONTACT,
    },
    { q: 'lien lac voi ben ban bang cach nao cung duoc, cho minh xin het cac kenh', expect: CONTACT },
    { q: 'Ngoài chat ở đây ra thì còn cách nào khác để trao đổi với cty ko?', expect: CONTACT },

    { q: 'Cho tôi xin số đường dây nóng.', expect: PHONE },
    { q: 'sdt cty la so may vay', expect: PHONE },
    { q: 'Số tổng đài của công ty là bao nhiêu ạ?', expect: PHONE },
    { q: 'cho xin hotline vs', expect: PHONE },

    { q: 'Tôi muốn gửi bản mô tả yêu cầu dự án qua thư điện tử, địa chỉ là gì?', expect: EMAIL },
    { q: 'mail cong ty la gi de minh gui file', expect: EMAIL },
    { q: 'gửi mail cho bên b thì bao lâu có rep?', expect: EMAIL },

    { q: 'Công ty mình nằm ở quận nào vậy?', expect: OFFICE },
    { q: 'dia chi van phong o dau de minh ghe truc tiep', expect: OFFICE },
    { q: 'Mình ở Q.1, muốn qua gặp mặt nói chuyện thì tới địa chỉ nào?', expect: OFFICE },
    { q: 'Bên bạn có trụ sở ở Sài Gòn không hay chỉ làm online?', expect: OFFICE },

    { q: 'Thứ Bảy bên bạn có mở cửa không?', expect: HOURS },
    { q: 'buoi chieu may gio thi cty tan lam', expect: HOURS },
    { q: 'CN có ai trực ko ạ', expect: HOURS },

    { q: 'Tôi tiện nhắn Zalo hơn, công ty có tài khoản Zalo không?', expect: SOCIAL },
    { q: 'co fanpage khong de minh theo doi', expect: SOCIAL },
    { q: 'Add zalo cty kieu gì v ạ', expect: SOCIAL },

    { q: 'Tôi muốn hẹn một buổi gặp chuyên viên để trao đổi thì đăng ký ở đâu?', expect: ADVISE },
    { q: 'buoi tu van co mat phi khong', expect: ADVISE },
    { q: 'Muon book lich hẹn nói chuyện vs chuyên viên thì vô đâu dien vay?', expect: ADVISE },

    { q: 'Tôi không muốn chat với máy nữa, cho tôi gặp người thật.', expect: STAFF },
    { q: 'bot tra loi kho hieu qua, chuyen nhan vien giup minh', expect: STAFF },
    { q: 'Có ai đang online ko, cần hỏi người gấp', expect: STAFF },
    { q: 'Xin chuyển cho tôi một nhân viên hỗ trợ.', expect: STAFF },

    { q: 'Em là sinh viên năm cuối ngành CNTT, công ty có nhận thực tập không ạ?', expect: JOBS },
    { q: 'ben ban co can tuyen designer khong', expect: JOBS },
    { q: 'Nop CV ứng tuyển lap trinh vien ở đâu v ạ?', expect: JOBS },
  ],

  thời_gian: [
    { q: 'Một website giới thiệu doanh nghiệp thì mất khoảng mấy tuần là xong?', expect: WEB_TIME },
    { q: 'toi la giao vien ve huu, muon lam trang web ca nhan nho, tam bao lau thi xong', expect: WEB_TIME },
    { q: 'Nếu hôm nay đặt làm thì khi nào tôi có web cho khách vào xem?', expect: WEB_TIME },
    { q: 'web thuong mất bn ngày v ad', expect: WEB_TIME },

    { q: 'Từ lúc bắt đầu tới khi ứng dụng có mặt trên kho tải thì thường hết bao lâu?', expect: APP_TIME },
    { q: 'app dien thoai thuong lam trong may thang', expect: APP_TIME },
    { q: 'App android + ios thường làm mất bao lâu ạ', expect: APP_TIME },

    {
      q: 'Hệ thống quản lý nội bộ đặt làm riêng thì khoảng bao lâu mới đưa vào dùng được?',
      expect: SOFTWARE_TIME,
    },
    { q: 'phan mem quan ly kho lam trong bao lau', expect: SOFTWARE_TIME },
    { q: 'Lam CRM + quan ly nhân sự thì bao lâu moi xài đc phần đầu tiên?', expect: SOFTWARE_TIME },

    { q: 'Sau khi trao đổi yêu cầu xong thì mấy ngày tôi mới có bảng báo giá?', expect: QUOTE_TIME },
    { q: 'gui yeu cau roi bao gio moi co gia chi tiet', expect: QUOTE_TIME },
    { q: 'Chờ báo giá có lâu ko b?', expect: QUOTE_TIME },

    { q: 'Tôi vừa điền form hẹn tư vấn xong, khi nào sẽ có người liên hệ lại?', expect: CALLBACK },
    { q: 'dang ky tu van tu sang ma chua ai goi, thuong mat bao lau', expect: CALLBACK },
    { q: 'Để lại sđt hẹn tư vấn r thì bao lâu bên b gọi ạ', expect: CALLBACK },

    { q: 'Tuần sau công ty tôi khai trương, có cách nào làm web nhanh hơn bình thường không?', expect: RUSH },
    { q: 'can web gap trong 10 ngay, co tinh phi them khong', expect: RUSH },
    { q: 'Muốn đẩy nhanh tiến độ thì phụ thu bao nhiêu vậy?', expect: RUSH },
    { q: 'gấp lắm r, làm nhanh giúp đc ko shop', expect: RUSH },

    { q: 'Web của tôi đang không truy cập được, báo cho bên bạn thì bao lâu khắc phục?', expect: INCIDENT },
    { q: 'trang web bi sap tu sang, bao lau moi sua xong', expect: INCIDENT },
    { q: 'Khách đang có gói bảo trì thì khi web gặp sự cố có được xử lý nhanh hơn không?', expect: INCIDENT },
    { q: 'web die r, ben e fix trong bn tiếng?', expect: INCIDENT },

    { q: 'Làm SEO thì mất mấy tháng mới thấy web lên trang đầu?', expect: SEO_TIME },
    { q: 'bao lau thi tu khoa cua minh len top 1 google', expect: SEO_TIME },
    { q: 'Từ khóa ngành nha khoa cạnh tranh lắm, chắc phải chờ lâu mới lên hạng hả bạn?', expect: SEO_TIME },

    { q: 'Tôi đã quét mã trả tiền rồi, khi nào đơn được duyệt?', expect: ORDER_TIME },
    { q: 'tra tien bang momo xong ma chua thay xac nhan don, binh thuong mat bao lau', expect: ORDER_TIME },
    { q: 'Thanh toán VNPAY xong thì đơn kích hoạt liền hay phải đợi?', expect: ORDER_TIME },
  ],

  công_nghệ: [
    { q: 'Bên bạn lập trình bằng ngôn ngữ và framework nào?', expect: STACK },
    { q: 'web ben ban viet bang php hay nodejs', expect: STACK },
    { q: 'App thì dùng React Native hay Flutter vậy?', expect: STACK },

    { q: 'Khách của tôi chủ yếu xem bằng điện thoại, web có tự vừa màn hình không?', expect: RESPONSIVE },
    { q: 'mo web tren ipad co bi vo giao dien khong', expect: RESPONSIVE },
    { q: 'Web có chạy ổn trên Safari với Chrome ko bạn?', expect: RESPONSIVE },
    { q: 'Giao diện có tương thích với máy tính bảng không?', expect: RESPONSIVE },

    { q: 'Trang web tải có nhanh không? Tôi sợ khách chờ lâu rồi thoát ra.', expect: SPEED },
    { q: 'web lam xong co dat diem cao tren pagespeed khong', expect: SPEED },
    { q: 'Code web co toi uu sẵn để Google dễ index ko ạ?', expect: SPEED },

    { q: 'Tôi lo web bị tấn công, bên bạn phòng chống thế nào?', expect: SECURITY },
    { q: 'thong tin khach hang nhap tren web co an toan khong, lo bi lo lam', expect: SECURITY },
    { q: 'Web có https ko, mật khẩu user lưu kiểu gì?', expect: SECURITY },
    {
      q: 'Hồi trước web cũ của tôi bị chèn mã độc, web mới bên bạn làm có an toàn hơn không?',
      expect: SECURITY,
    },

    { q: 'Tôi quen dùng WordPress rồi, bên bạn có nhận làm trên nền tảng đó không?', expect: CMS },
    {
      q: 'toi la giao vien ve huu, khong ranh may tinh, lam web xong toi tu dang bai tho len duoc khong',
      expect: CMS,
    },
    { q: 'Quán mình hay đổi món, muốn tự sửa giá trên web mà ko cần gọi bên b thì đc ko?', expect: CMS },

    { q: 'Dữ liệu website được lưu trên máy chủ ở Việt Nam hay nước ngoài?', expect: SERVER },
    { q: 'minh muon dung AWS cua cong ty minh de chay he thong thi co duoc khong', expect: SERVER },
    { q: 'Lỡ mất dữ liệu thì bên bạn giữ bản sao của bao nhiêu ngày gần nhất?', expect: SERVER },

    {
      q: 'Website bán hàng của tôi muốn gắn thêm đơn vị giao hàng để tự tính phí ship, làm được không?',
      expect: INTEGRATION,
    },
    { q: 'co ket noi web voi phan mem ke toan MISA duoc khong', expect: INTEGRATION },
    { q: 'Gan cong VNPAY vào web đang chay cua mình đc ko?', expect: INTEGRATION },
    { q: 'Khách đặt hàng trên trang của tôi có trả bằng mã QR ngân hàng được không?', expect: INTEGRATION },

    {
      q: 'Tôi muốn gắn một con bot tự trả lời khách bằng tiếng Việt lên web, bên bạn có làm không?',
      expect: AI,
    },
    { q: 'co tich hop chatgpt vao phan mem cua minh duoc khong', expect: AI },
    { q: 'Lam chatbot cho fanpage ban hàng đc k ạ', expect: AI },

    { q: 'Làm xong app thì ai lo việc phát hành lên kho ứng dụng của Apple và Google?', expect: STORES },
    { q: 'app bi apple tu choi duyet thi sao', expect: STORES },
    { q: 'Dang app bang tk developer của cty mình đc ko?', expect: STORES },
  ],
};

export const BLIND9_OUT_OF_SCOPE: string[] = [
  'Cty có nhận sửa điện thoại bị vỡ màn hình không?',
  'Hợp đồng lao động của công nhân xưởng tôi sắp hết hạn, gia hạn thế nào cho đúng luật?',
  'bao hanh laptop dell o ha noi thi mang toi dau',
  'App Grab của mình không đăng nhập được, phải làm sao?',
  'gia vang sjc hom nay bao nhieu',
  'Đặt bàn cho 6 người tối nay lúc 7h được không?',
  'Thanh toán tiền điện online bằng app ngân hàng nào tiện nhất?',
  'Công ty tôi cần tuyển 20 công nhân may, nên đăng tin tuyển ở đâu cho hiệu quả?',
  'Tra điểm thi tốt nghiệp THPT trên website nào vậy?',
  'phan mem diet virus mien phi nao tot cho win 10',
  'Tư vấn giúp em nên mua iPhone 15 hay Samsung S24 với ạ',
  'Facebook cá nhân của tôi bị hack, bên bạn lấy lại giúp được không?',
  'Tên miền cũ của cty mình bị người khác đăng ký mất rồi, có kiện đòi lại được không?',
  'Bên bạn có bán máy chấm công vân tay không?',
  'Hóa đơn tiền nước tháng này sao cao bất thường vậy?',
  'Cách tính thuế thu nhập cá nhân cho nhân viên văn phòng thế nào?',
  'Có bán sim số đẹp đuôi 6868 không?',
  'Nhận làm hộ đồ án tốt nghiệp ngành CNTT không ạ?',
  'zalo cua minh bi khoa tai khoan, mo lai kieu gi',
  'Lịch thi đấu của đội tuyển Việt Nam tháng này thế nào?',
  'Mã nguồn mở là gì, giải thích đơn giản giúp mình',
  'Làm sao để chuyển file PDF sang Word mà không bị lỗi font?',
  'Cho thuê văn phòng ảo ở Quận 3 giá bao nhiêu?',
  'Xin lịch khám của bác sĩ da liễu ở phòng khám gần đây',
  'Thời tiết Đà Nẵng cuối tuần này có mưa không?',
  'tu quan 3 ra san bay tan son nhat di grab mat bao lau',
  'Xin công thức nấu phở bò kiểu Nam Định',
  'Lãi suất gửi tiết kiệm 12 tháng ngân hàng nào cao nhất hiện nay?',
  'Bé nhà mình 5 tuổi nên cho học tiếng Anh ở trung tâm nào?',
  'Dịch giúp câu "thank you for your order" sang tiếng Việt',
  'Điểm chuẩn Bách khoa ngành CNTT năm ngoái bao nhiêu vậy?',
  'lam sao de bo thuoc la',
  'Mình quên mật khẩu wifi nhà, reset modem thế nào?',
  'Chơi Liên Quân trên điện thoại bị lag quá, fix sao ạ?',
  'ngan hang nao mo the visa nhanh nhat',
  'Viết giùm mình bài thơ tặng mẹ ngày 20/10',
  'Tỷ giá đô la hôm nay bao nhiêu',
  'alo alo',
  'chào buổi sáng nha',
  'asdfghjkl',
];
