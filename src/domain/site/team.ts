/**
 * The people of the team page (spec 002 §9: 7 photos), as the page introduces them: shared by the page (which adds
 * their photos, src/web/lib/team.ts) and the assistant, which answers "ai là giám đốc" from it (decision 048).
 */
export type TeamPerson = { slug: string; name: string; role: string; bio: string };

export const TEAM_PEOPLE: readonly TeamPerson[] = [
  {
    slug: 'nguyen-minh-anh',
    name: 'Nguyễn Minh Anh',
    role: 'Giám đốc điều hành',
    bio: 'Hơn 12 năm xây dựng sản phẩm phần mềm cho doanh nghiệp bán lẻ và logistics.',
  },
  {
    slug: 'tran-quoc-bao',
    name: 'Trần Quốc Bảo',
    role: 'Trưởng phòng kỹ thuật',
    bio: 'Thiết kế kiến trúc hệ thống, đảm bảo hiệu năng và bảo mật cho mọi dự án.',
  },
  {
    slug: 'le-thu-ha',
    name: 'Lê Thu Hà',
    role: 'Trưởng nhóm thiết kế UI/UX',
    bio: 'Biến yêu cầu nghiệp vụ thành giao diện dễ dùng, đẹp mắt trên mọi thiết bị.',
  },
  {
    slug: 'pham-duc-huy',
    name: 'Phạm Đức Huy',
    role: 'Kỹ sư phần mềm Back-end',
    bio: 'Phát triển API, cơ sở dữ liệu và tích hợp thanh toán, CRM cho khách hàng.',
  },
  {
    slug: 'vo-ngoc-lan',
    name: 'Võ Ngọc Lan',
    role: 'Kỹ sư ứng dụng di động',
    bio: 'Xây dựng ứng dụng iOS và Android mượt mà, tối ưu trải nghiệm người dùng.',
  },
  {
    slug: 'dang-hoang-nam',
    name: 'Đặng Hoàng Nam',
    role: 'Kỹ sư kiểm thử',
    bio: 'Kiểm thử tự động và thủ công để sản phẩm bàn giao chạy ổn định ngay từ ngày đầu.',
  },
  {
    slug: 'bui-khanh-linh',
    name: 'Bùi Khánh Linh',
    role: 'Chuyên viên tư vấn khách hàng',
    bio: 'Lắng nghe nhu cầu, tư vấn giải pháp và đồng hành cùng khách hàng sau bàn giao.',
  },
];
