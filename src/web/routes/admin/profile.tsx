import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ROLE_MESSAGES } from '#domain/accounts/account.schema.ts';
import { changePasswordSchema } from '#domain/accounts/password.schema.ts';
import { TWO_FACTOR_MESSAGES } from '#domain/auth/two-factor.schema.ts';
import { PasswordField, useZodForm } from '../../components/admin/form-fields.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import {
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  fetchMe,
  startTwoFactorSetup,
} from '../../features/auth/auth.api.ts';
import { RecoveryCodes } from '../../features/auth/recovery-codes.tsx';
import { SessionsSection, sessionsKey } from '../../features/auth/sessions-section.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { readSession, saveSession } from '../../lib/session.ts';

const meKey = ['admin', 'me'] as const;

/**
 * /admin/profile: reached from the header's user menu, open to every signed-in account:
 * change password, two-factor set-up, own sessions.
 */
export default function Profile() {
  const me = useQuery({ queryKey: meKey, queryFn: fetchMe, staleTime: 0 });
  return (
    <div className="max-w-2xl space-y-6">
      <QueryView query={me} loadingLabel="Đang tải hồ sơ..." errorMessage="Không thể tải hồ sơ">
        {(data) => (
          <>
            <section className="rounded-xl bg-white p-6 shadow-sm" aria-labelledby="profile-who">
              <h2 id="profile-who" className="text-base font-semibold text-slate-900">
                {data.fullName}
              </h2>
              <p className="text-sm text-slate-700">{data.email}</p>
              <p className="mt-1 text-sm text-slate-700">
                Vai trò:{' '}
                {data.roles.length > 0 ? data.roles.map((r) => r.name).join(', ') : ROLE_MESSAGES.noRole}
              </p>
              {data.roles.length === 0 && (
                // decision 024: no implicit role; the owner learns why no screen opens
                <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                  {ROLE_MESSAGES.noRoleHelp}
                </p>
              )}
            </section>
            <PasswordSection />
            <TwoFactorSection enabled={data.twoFactorEnabled} />
            <SessionsSection />
          </>
        )}
      </QueryView>
    </div>
  );
}

function PasswordSection() {
  const queryClient = useQueryClient();
  const form = useZodForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      const r = await changePassword(input);
      const session = readSession();
      if (session) saveSession(r.token, session.admin);
      notify.success(r.message);
      form.reset();
      // every other session ended with the old password
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
    } catch (e) {
      if (e instanceof ApiError && e.errors?.currentPassword)
        form.setError('currentPassword', { message: e.errors.currentPassword });
      notify.error((e instanceof ApiError && e.serverMessage) || 'Lỗi khi thực hiện yêu cầu');
    }
  });
  return (
    <section className="rounded-xl bg-white p-6 shadow-sm" aria-labelledby="profile-password">
      <h2 id="profile-password" className="text-base font-semibold text-slate-900">
        Đổi mật khẩu
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <PasswordField
          control={form.control}
          name="currentPassword"
          label="Mật khẩu hiện tại"
          required
          current
        />
        <PasswordField control={form.control} name="newPassword" label="Mật khẩu mới" required />
        <PasswordField control={form.control} name="confirmPassword" label="Xác nhận mật khẩu mới" required />
        <div className="flex justify-end">
          <button type="submit" className={buttonClass()} disabled={form.formState.isSubmitting}>
            Đổi mật khẩu
          </button>
        </div>
      </form>
    </section>
  );
}

function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ qrCode: string; secret: string } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (e: unknown, fallback: string) =>
    notify.error((e instanceof ApiError && e.serverMessage) || fallback);

  const start = async () => {
    setBusy(true);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (e) {
      fail(e, 'Lỗi khi thực hiện yêu cầu');
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const r = await enableTwoFactor(code.trim());
      setCodes(r.data.recoveryCodes);
      setSetup(null);
      setCode('');
      notify.success(r.message);
      await queryClient.invalidateQueries({ queryKey: meKey });
    } catch (e) {
      fail(e, TWO_FACTOR_MESSAGES.codeInvalid);
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const r = await disableTwoFactor(password);
      notify.success(r.message);
      setPassword('');
      setCodes(null);
      await queryClient.invalidateQueries({ queryKey: meKey });
    } catch (e) {
      fail(e, 'Lỗi khi thực hiện yêu cầu');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rounded-xl bg-white p-6 shadow-sm" aria-labelledby="profile-2fa">
      <h2 id="profile-2fa" className="text-base font-semibold text-slate-900">
        Xác thực hai lớp
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="two-factor-state">
        {enabled ? 'Đang bật' : 'Đang tắt'}
      </p>
      {codes && (
        <div className="mt-3">
          <RecoveryCodes codes={codes} />
        </div>
      )}
      {!enabled && !setup && (
        <button type="button" className={`${buttonClass()} mt-3`} onClick={start} disabled={busy}>
          Bật xác thực hai lớp
        </button>
      )}
      {!enabled && setup && (
        <form onSubmit={confirm} className="mt-3 space-y-3" noValidate>
          <p className="text-sm text-slate-700">
            Quét mã QR bằng ứng dụng xác thực (Google Authenticator, Microsoft Authenticator...), hoặc nhập
            khóa bên dưới, rồi nhập mã 6 số để xác nhận.
          </p>
          <img src={setup.qrCode} alt="Mã QR thiết lập xác thực hai lớp" className="size-48" />
          <p className="break-all font-mono text-xs text-slate-800" data-testid="totp-secret">
            {setup.secret}
          </p>
          <div>
            <label htmlFor={`${id}-code`} className="block text-sm font-medium text-slate-700">
              Mã xác thực
            </label>
            <input
              id={`${id}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              className="mt-1 w-48 rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <button type="submit" className={buttonClass()} disabled={busy || !code.trim()}>
            Xác nhận và bật
          </button>
        </form>
      )}
      {enabled && (
        <form onSubmit={turnOff} className="mt-3 flex flex-wrap items-end gap-2" noValidate>
          <div>
            <label htmlFor={`${id}-pw`} className="block text-sm font-medium text-slate-700">
              Mật khẩu hiện tại
            </label>
            <input
              id={`${id}-pw`}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              className="mt-1 w-64 rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <button type="submit" className={buttonClass('danger')} disabled={busy || !password}>
            Tắt xác thực hai lớp
          </button>
        </form>
      )}
    </section>
  );
}
