import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CONSENT_NOTICE } from '#domain/contacts/consent-notice.ts';
import { DETAILS_FIELD_LABELS } from '#domain/livechat/details.rules.ts';
import { LEAVE_MESSAGE_TEXTS } from '#domain/livechat/leave-message.rules.ts';
import { LIVECHAT_MESSAGE_MAX, LIVECHAT_MESSAGES } from '#domain/livechat/livechat.constants.ts';
import {
  DETAILS_DEBOUNCE_MS,
  type DetailsErrors,
  type DetailsInput,
  validateDetails,
} from '../../../domain/livechat/details.rules.ts';
import { ConsentNotice } from '../../components/public/consent-notice.tsx';

const FIELDS: Array<{
  key: keyof DetailsInput;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: 'tel' | 'email';
}> = [
  { key: 'name', label: DETAILS_FIELD_LABELS.name, type: 'text', autoComplete: 'name' },
  { key: 'phone', label: DETAILS_FIELD_LABELS.phone, type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  {
    key: 'email',
    label: DETAILS_FIELD_LABELS.email,
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
  },
];

/** spec 000 §5: name, phone, email; each field checked 300 ms after the last key; phone or email required. */
export function DetailsForm({
  initial,
  onSubmit,
  leaveMessage = false,
  sending = false,
}: {
  initial: DetailsInput;
  /** the details, with the consent notice version the form showed (and the message left, decision 050) */
  onSubmit(info: DetailsInput & { consentVersion: string; message: string }): void;
  /** outside business hours: the same details with a message to leave, instead of starting a chat */
  leaveMessage?: boolean;
  sending?: boolean;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState('');
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof DetailsInput, boolean>>>({});
  const [errors, setErrors] = useState<DetailsErrors>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (key: keyof DetailsInput, value: string) => {
    const next = { ...values, [key]: value };
    const nextTouched = { ...touched, [key]: true };
    setValues(next);
    setTouched(nextTouched);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const all = validateDetails(next);
      // a field shows its message once the visitor has typed in it (phone or email: both show)
      const shown: DetailsErrors = {};
      for (const f of FIELDS) {
        const shows =
          nextTouched[f.key] ||
          ((f.key === 'phone' || f.key === 'email') && (nextTouched.phone || nextTouched.email));
        if (shows && all[f.key]) shown[f.key] = all[f.key];
      }
      setErrors(shown);
    }, DETAILS_DEBOUNCE_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const all = validateDetails(values);
    setErrors(all);
    setTouched({ name: true, phone: true, email: true });
    const noMessage = leaveMessage && !message.trim() ? LIVECHAT_MESSAGES.emptyMessage : '';
    setMessageError(noMessage);
    if (Object.keys(all).length > 0 || noMessage) {
      const first = FIELDS.find((f) => all[f.key])?.key ?? 'message';
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSubmit({
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      consentVersion: CONSENT_NOTICE.version,
      message: message.trim(),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-3 flex flex-col gap-3"
      aria-label={leaveMessage ? LEAVE_MESSAGE_TEXTS.offer : 'Thông tin liên hệ'}
    >
      <p className="text-slate-600">
        {leaveMessage
          ? LEAVE_MESSAGE_TEXTS.intro
          : 'Vui lòng cho chúng tôi biết thông tin để bắt đầu trò chuyện.'}
      </p>
      {FIELDS.map((f) => (
        <div key={f.key} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${f.key}`} className="font-medium text-slate-800">
            {f.label}
            {f.key === 'name' && <span aria-hidden="true"> *</span>}
          </label>
          <input
            id={`${id}-${f.key}`}
            name={f.key}
            type={f.type}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            value={values[f.key]}
            onChange={(e) => change(f.key, e.target.value)}
            aria-invalid={errors[f.key] ? true : undefined}
            aria-describedby={errors[f.key] ? `${id}-${f.key}-error` : undefined}
            aria-required={f.key === 'name' ? true : undefined}
            className="rounded-md border border-slate-300 px-2 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
          />
          {errors[f.key] && (
            <p id={`${id}-${f.key}-error`} className="text-red-700 text-xs">
              {errors[f.key]}
            </p>
          )}
        </div>
      ))}
      {leaveMessage && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-message`} className="font-medium text-slate-800">
            {DETAILS_FIELD_LABELS.message}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={3}
            maxLength={LIVECHAT_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-required
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${id}-message-error` : undefined}
            className="rounded-md border border-slate-300 px-2 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
          />
          {messageError && (
            <p id={`${id}-message-error`} className="text-red-700 text-xs">
              {messageError}
            </p>
          )}
        </div>
      )}
      <ConsentNotice className="text-xs" />
      <button
        type="submit"
        disabled={sending}
        className="rounded-md bg-emerald-700 px-3 py-2 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-70"
      >
        {leaveMessage ? (sending ? 'Đang gửi...' : LEAVE_MESSAGE_TEXTS.submit) : 'Bắt đầu trò chuyện'}
      </button>
    </form>
  );
}
