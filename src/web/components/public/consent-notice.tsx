import { CONSENT_FIELD, CONSENT_NOTICE } from '#domain/contacts/consent-notice.ts';

/**
 * The consent notice of a form that collects personal data (Decree 13/2023/NĐ-CP; the text and its version live
 * in `src/domain/contacts/consent-notice.ts`). Placed just above the form's send button: sending the form under
 * it is the consent. `withField` adds the hidden field that tells the server which version the form showed (for
 * forms posted as they are); a form sending JSON adds `consentVersion: CONSENT_NOTICE.version` itself.
 */
export function ConsentNotice({
  withField = false,
  className = '',
}: {
  withField?: boolean;
  className?: string;
}) {
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid="consent-notice">
      {CONSENT_NOTICE.text}{' '}
      <a
        href={CONSENT_NOTICE.href}
        target="_blank"
        rel="noopener"
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        {CONSENT_NOTICE.linkLabel}
        <span className="sr-only"> (mở trong thẻ mới)</span>
      </a>
      .{withField && <input type="hidden" name={CONSENT_FIELD} value={CONSENT_NOTICE.version} />}
    </p>
  );
}
