import { z } from '../shared/zod.ts';

/** Own sign-in sessions on the profile (decision 016): one per sign-in, each can be signed out alone. */
export const SESSION_MESSAGES = {
  current: 'Phiên này',
  revoke: 'Đăng xuất',
  revokeOthers: 'Đăng xuất khỏi các thiết bị khác',
  revoked: 'Đã đăng xuất phiên đăng nhập',
  othersRevoked: (n: number) => `Đã đăng xuất ${n} phiên trên các thiết bị khác`,
  notFound: 'Không tìm thấy phiên đăng nhập',
  loadFailed: 'Không thể tải danh sách phiên đăng nhập',
  unknownDevice: 'Thiết bị không xác định',
} as const;

export const sessionViewSchema = z.object({
  _id: z.string(),
  /** The browser and system of the user agent, in plain words ("Chrome trên Windows"). */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const sessionListSchema = z.object({ success: z.literal(true), data: z.array(sessionViewSchema) });
export const sessionIdParamsSchema = z.object({ id: z.string() });
