// docs/decisions/043: what makes two rows one person. Zod-free and pure, so the server's linking, the backfill's
// test and (later) the contact screens read one rule.

/** What people type between digits: spaces (also non-breaking), dots, dashes, slashes and brackets. */
const SEPARATORS = /[\s\u00a0.\-/()]/g;

/**
 * Vietnam's national significant numbers since the 2018 renumbering: mobiles are 9 digits after the trunk 0
 * (03, 05, 07, 08, 09), fixed lines 10 digits (02x area codes).
 */
const MOBILE = /^[35789]\d{8}$/;
const FIXED_LINE = /^2\d{9}$/;

/**
 * A Vietnamese phone number in one canonical form, `+84` then the national number, or null when the text is not
 * one. Accepted prefixes: the trunk 0, `+84`, `0084` and a bare `84` (what spreadsheets leave of `+84`); a `(0)`
 * written after the country code is dropped. A number without any prefix is refused: `912345678` could be a typo
 * as easily as a number, and a wrong merge costs more than a missed one (decision 043).
 */
export function normaliseVietnamesePhone(value: string | null | undefined): string | null {
  if (!value) return null;
  let digits = value.trim().replace(SEPARATORS, '');
  if (digits.startsWith('+84')) digits = digits.slice(3);
  else if (digits.startsWith('0084')) digits = digits.slice(4);
  else if (digits.startsWith('84') && digits.length >= 11) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  else return null;
  // '+84 (0)912…' and '840912…': the trunk 0 kept after the country code
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  return MOBILE.test(digits) || FIXED_LINE.test(digits) ? `+84${digits}` : null;
}

/** The same shape the forms accept (spec 000 §5), at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address trimmed and lower-cased, or null when it is not one. */
export function normaliseEmail(value: string | null | undefined): string | null {
  if (!value) return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** The keys a row is known by: either may be missing, never both (then the row names nobody). */
export type ContactIdentity = { phone: string | null; email: string | null };

/** The identity of a row's details, or null when neither the phone nor the e-mail identifies anyone. */
export function contactIdentity(details: {
  phone?: string | null | undefined;
  email?: string | null | undefined;
}): ContactIdentity | null {
  const phone = normaliseVietnamesePhone(details.phone);
  const email = normaliseEmail(details.email);
  return phone || email ? { phone, email } : null;
}

/** Two rows are one person when they share a normalised phone number or a normalised e-mail (decision 043). */
export function isSamePerson(a: ContactIdentity, b: ContactIdentity): boolean {
  return (a.phone !== null && a.phone === b.phone) || (a.email !== null && a.email === b.email);
}

/** `+84912345678` as people read it: `0912 345 678` (fixed lines `024 3123 4567`). */
export function displayPhone(canonical: string): string {
  const national = `0${canonical.slice(3)}`;
  return national.length === 10
    ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
    : `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
}
