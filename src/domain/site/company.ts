/** The company's public details, used by the header, footer, structured data and page copy. */
export const COMPANY = {
  name: 'Sao Việt Software',
  legalName: 'Công ty TNHH Giải pháp Phần mềm Sao Việt',
  description:
    'Sao Việt Software thiết kế website, phát triển ứng dụng di động và phần mềm theo yêu cầu, tư vấn công nghệ thông tin cho doanh nghiệp vừa và nhỏ tại Việt Nam.',
  address: {
    street: 'Tầng 6, 158 Nguyễn Đình Chiểu, Phường Võ Thị Sáu',
    district: 'Quận 3',
    city: 'TP. Hồ Chí Minh',
    country: 'VN',
  },
  email: 'contact@saovietsoft.vn',
  hotline: '028 7300 6868',
  hotlineHref: 'tel:+842873006868',
  /** Working hours, shown on /advise. */
  openingHours: [
    { days: 'Thứ Hai – Thứ Sáu', hours: '08:00 – 17:30' },
    { days: 'Thứ Bảy', hours: '08:00 – 12:00' },
  ],
  url: 'https://saovietsoft.vn',
  socials: [
    { label: 'Facebook', href: 'https://www.facebook.com/saovietsoft' },
    { label: 'YouTube', href: 'https://www.youtube.com/@saovietsoft' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/saovietsoft' },
    { label: 'Zalo', href: 'https://zalo.me/842873006868' },
  ],
  mapEmbedUrl:
    'https://www.google.com/maps?q=158+Nguy%E1%BB%85n+%C4%90%C3%ACnh+Chi%E1%BB%83u,+Qu%E1%BA%ADn+3,+H%E1%BB%93+Ch%C3%AD+Minh&output=embed',
} as const;

/** A map service page for the address: a plain link, so nothing of a third party loads until asked for. */
export const mapLinkUrl =
  'https://www.google.com/maps/search/?api=1&query=158+Nguy%E1%BB%85n+%C4%90%C3%ACnh+Chi%E1%BB%83u%2C+Qu%E1%BA%ADn+3%2C+H%E1%BB%93+Ch%C3%AD+Minh';

export const fullAddress = `${COMPANY.address.street}, ${COMPANY.address.district}, ${COMPANY.address.city}`;
