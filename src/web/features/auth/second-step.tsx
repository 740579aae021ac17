import { KeyRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { AdminInfo } from '#domain/auth/login.schema.ts';
import { TWO_FACTOR_MESSAGES } from '#domain/auth/two-factor.schema.ts';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { loginSecondStep, loginSetup } from './auth.api.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

/**
 * The second sign-in step: a code from the authenticator app or a recovery code. When two-factor
 * is required and not yet set up, the QR code comes first and the first code turns it on.
 */
export function SecondStep({
  ticket,
  setupRequired,
  onSignedIn,
  onCancel,
}: {
  ticket: string;
  setupRequired: boolean;
  onSignedIn: (token: string, admin: AdminInfo) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [setup, setSetup] = useState<{ qrCode: string; secret: string } | null>(null);
  const [done, setDone] = useState<{ token: string; admin: AdminInfo; codes: string[] } | null>(null);

  useEffect(() => {
    if (!setupRequired) return;
    loginSetup(ticket)
      .then((data) => setSetup(data))
      .catch((e) =>
        notify.error((e instanceof ApiError && e.serverMessage) || TWO_FACTOR_MESSAGES.ticketInvalid),
      );
  }, [setupRequired, ticket]);

  if (done)
    return (
      <div className="mt-6 space-y-4">
        <RecoveryCodes codes={done.codes} />
        <button
          type="button"
          className={`${buttonClass()} w-full`}
          onClick={() => onSignedIn(done.token, done.admin)}
        >
          Tôi đã lưu các mã, tiếp tục
        </button>
      </div>
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setBusy(true);
    try {
      const result = await loginSecondStep(ticket, code.trim());
      if (result.recoveryCodes)
        setDone({ token: result.token, admin: result.admin, codes: result.recoveryCodes });
      else await onSignedIn(result.token, result.admin);
    } catch (e) {
      const message = (e instanceof ApiError && e.serverMessage) || TWO_FACTOR_MESSAGES.codeInvalid;
      setError(message);
      if (e instanceof ApiError && e.code === 'TICKET_INVALID') onCancel();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mt-8 space-y-5" onSubmit={submit} noValidate aria-label="Xác thực hai lớp">
      {setupRequired && (
        <div className="space-y-2 text-sm text-slate-700">
          <p>{TWO_FACTOR_MESSAGES.setupRequired}</p>
          {setup && (
            <>
              <img src={setup.qrCode} alt="Mã QR thiết lập xác thực hai lớp" className="mx-auto size-48" />
              <p className="break-all text-center font-mono text-xs" data-testid="totp-secret">
                {setup.secret}
              </p>
            </>
          )}
        </div>
      )}
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          Mã xác thực
        </label>
        <input
          id={id}
          autoComplete="one-time-code"
          inputMode="numeric"
          // biome-ignore lint/a11y/noAutofocus: the only field of this step, right after the password step
          autoFocus
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          Nhập mã 6 số từ ứng dụng xác thực, hoặc một mã khôi phục.
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <button type="button" className={`${buttonClass('secondary')} flex-1`} onClick={onCancel}>
          Quay lại
        </button>
        <button type="submit" disabled={busy} className={`${buttonClass()} flex-1`}>
          <KeyRound className="size-4" aria-hidden="true" />
          Xác nhận
        </button>
      </div>
    </form>
  );
}
