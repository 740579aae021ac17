import type { ReactNode } from 'react';
import {
  CONSULTATION_FIELD_LABELS,
  CONSULTATION_SERVICES,
  GENDERS,
  HONEYPOT_FIELD,
  NAME_MAX,
  noticeBesideFieldErrors,
} from '#domain/bookings/consultation.rules.ts';
import { ConsentNotice } from '../../components/public/consent-notice.tsx';
import { type SubmitNotice, useConsultationSubmit } from './use-consultation-submit.ts';

export type ConsultationFormState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: SubmitNotice;
};

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-600';

function Field(props: {
  idPrefix: string;
  name: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = `${props.idPrefix}-${props.name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
        {props.required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {props.children({
        id,
        'aria-invalid': Boolean(props.error),
        'aria-describedby': props.error ? errorId : undefined,
      })}
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** Where the form is: the /advise page, or inside a chat panel (decision 050: the same form, a narrow column). */
export type ConsultationPlace = { inChat: false } | { inChat: true; assistantSessionId?: string | null };

/**
 * The consultation form (spec 002 §3). A plain POST to /advise when the page has no script (the route's action
 * answers with the messages); with script, the spec's flow through POST /api/bookings, or POST /api/bookings/chat
 * inside a chat (consent channel chat_booking, the assistant's conversation joined to the contact).
 */
export function ConsultationForm({
  initial,
  place = { inChat: false },
}: {
  initial: ConsultationFormState;
  place?: ConsultationPlace;
}) {
  const {
    onSubmit,
    sending,
    disabled,
    notice: liveNotice,
    fieldErrors,
  } = useConsultationSubmit(place.inChat ? '/api/bookings/chat' : '/api/bookings');
  const errors = { ...initial.errors, ...fieldErrors };
  const notice = noticeBesideFieldErrors(liveNotice ?? initial.notice, errors);
  const v = initial.values;
  // ids unique on a page that shows both (the chat widget over /advise)
  const idPrefix = place.inChat ? 'chat-booking' : 'advise';
  return (
    <form
      method="post"
      action="/advise"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Form đặt lịch tư vấn"
    >
      {place.inChat && place.assistantSessionId && (
        <input type="hidden" name="assistantSessionId" value={place.assistantSessionId} />
      )}
      <div className={place.inChat ? 'grid gap-3' : 'grid gap-4 sm:grid-cols-2'}>
        <Field idPrefix={idPrefix} name="fullName" label="Họ và tên" error={errors.fullName}>
          {(aria) => (
            <input
              {...aria}
              name="fullName"
              type="text"
              autoComplete="name"
              maxLength={NAME_MAX}
              defaultValue={v.fullName}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          idPrefix={idPrefix}
          name="phone"
          label={CONSULTATION_FIELD_LABELS.phone}
          required
          error={errors.phone}
        >
          {(aria) => (
            <input
              {...aria}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              defaultValue={v.phone}
              className={inputClass}
            />
          )}
        </Field>
        <Field idPrefix={idPrefix} name="email" label="Email" error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={v.email}
              className={inputClass}
            />
          )}
        </Field>
        <Field idPrefix={idPrefix} name="service" label="Dịch vụ quan tâm" required error={errors.service}>
          {(aria) => (
            <select {...aria} name="service" required defaultValue={v.service ?? ''} className={inputClass}>
              <option value="">-- Chọn dịch vụ --</option>
              {CONSULTATION_SERVICES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          idPrefix={idPrefix}
          name="gender"
          label={CONSULTATION_FIELD_LABELS.gender}
          error={errors.gender}
        >
          {(aria) => (
            <select {...aria} name="gender" defaultValue={v.gender ?? ''} className={inputClass}>
              <option value="">-- Không chọn --</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          idPrefix={idPrefix}
          name="dateOfBirth"
          label={CONSULTATION_FIELD_LABELS.dateOfBirth}
          error={errors.dateOfBirth}
        >
          {(aria) => (
            <input
              {...aria}
              name="dateOfBirth"
              type="date"
              autoComplete="bday"
              defaultValue={v.dateOfBirth}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          idPrefix={idPrefix}
          name="occupation"
          label={CONSULTATION_FIELD_LABELS.occupation}
          error={errors.occupation}
        >
          {(aria) => (
            <input
              {...aria}
              name="occupation"
              type="text"
              autoComplete="organization-title"
              defaultValue={v.occupation}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field idPrefix={idPrefix} name="note" label={CONSULTATION_FIELD_LABELS.note} error={errors.note}>
        {(aria) => <textarea {...aria} name="note" rows={4} defaultValue={v.note} className={inputClass} />}
      </Field>
      {/* the honeypot: a field people never see or reach; bots fill it in */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Trang web của bạn</label>
        <input
          id={`${idPrefix}-website`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <ConsentNotice withField />
      <div className={`flex flex-wrap items-center ${place.inChat ? 'gap-2' : 'gap-4'}`}>
        <button
          type="submit"
          disabled={disabled}
          className="rounded-md bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500 focus:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? 'Đang gửi...' : 'Gửi yêu cầu tư vấn'}
        </button>
        <p
          role="status"
          aria-live="polite"
          className={notice?.kind === 'error' ? 'text-red-700' : 'text-green-800'}
        >
          {notice?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
