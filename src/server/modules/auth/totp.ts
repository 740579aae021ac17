import { randomInt } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD = 30;
const ISSUER = 'Website công ty';
// RFC 6238 §5.2: one step of drift either way; two steps off is refused
const TOLERANCE_SECONDS = PERIOD;

/** TOTP (RFC 6238, SHA-1, 6 digits, 30 s) on otplib, read against the app's clock so tests move time. */
export function createTotp(clock: () => Date) {
  const epoch = () => Math.floor(clock().getTime() / 1000);
  return {
    newSecret: () => generateSecret(),
    /** The otpauth:// address and its QR code (an SVG data URL) for an authenticator app. */
    async provisioning(secret: string, email: string) {
      const uri = generateURI({ issuer: ISSUER, label: email, secret });
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { otpauthUrl: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },
    /** The time step the code belongs to (now ±1 step), or null. */
    async check(secret: string, code: string): Promise<number | null> {
      if (!/^\d{6}$/.test(code)) return null;
      const result = await verify({ secret, token: code, epoch: epoch(), epochTolerance: TOLERANCE_SECONDS });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    },
    /** For tests and the set-up screen's self-check. */
    code: (secret: string, at: Date = clock()) =>
      generate({ secret, epoch: Math.floor(at.getTime() / 1000) }),
  };
}
export type Totp = ReturnType<typeof createTotp>;

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten one-time recovery codes, `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${part()}-${part()}`);
}

export const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');
