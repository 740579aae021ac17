import Bowser from 'bowser';
import { SESSION_MESSAGES } from '#domain/auth/session.schema.ts';

const PLATFORM: Record<string, string> = { mobile: 'điện thoại', tablet: 'máy tính bảng' };

/** A user agent in plain words for the sessions list: "Chrome 131 trên Windows", "Safari trên iOS (điện thoại)". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return SESSION_MESSAGES.unknownDevice;
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (!browser.name && !os.name) return SESSION_MESSAGES.unknownDevice;
  const major = browser.version?.split('.')[0];
  const app = browser.name ? `${browser.name}${major ? ` ${major}` : ''}` : SESSION_MESSAGES.unknownDevice;
  const kind = platform.type ? PLATFORM[platform.type] : undefined;
  return `${app}${os.name ? ` trên ${os.name}` : ''}${kind ? ` (${kind})` : ''}`;
}
