import { escapeHtml } from '../../lib/escape-html.ts';
import type { Account } from '../accounts/accounts.service.ts';
import type { MailMessage } from '../crm/mailer.ts';

const vietnamTime = (at: Date) =>
  new Intl.DateTimeFormat('vi-VN', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(at);

/**
 * To the owner of an account whose second factor was locked by too many wrong codes (decision 024): someone
 * knows the password, so the owner should change it.
 */
export function secondFactorLockedMail(
  account: Pick<Account, 'email' | 'fullName'>,
  origin: { ip: string },
  at: Date,
  publicUrl: string | undefined,
): MailMessage {
  const profile = publicUrl ? `${publicUrl}/admin/profile` : null;
  const lines = [
    `Xin chào ${account.fullName},`,
    `Lúc ${vietnamTime(at)}, có người đã nhập đúng mật khẩu tài khoản ${account.email} rồi nhập sai mã xác thực hai lớp quá nhiều lần (từ địa chỉ ${origin.ip}).`,
    'Xác thực hai lớp của tài khoản đã được tạm khóa trong 15 phút; bạn vẫn đăng nhập được từ những nơi bạn thường đăng nhập.',
    `Nếu đó không phải là bạn, hãy đổi mật khẩu ngay${profile ? ` tại ${profile}` : ''} và báo cho quản trị viên.`,
  ];
  return {
    to: account.email,
    subject: 'Cảnh báo: nhiều mã xác thực hai lớp sai trên tài khoản của bạn',
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}
