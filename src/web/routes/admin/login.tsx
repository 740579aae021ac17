import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { redirect, useNavigate } from 'react-router';
import { LOGIN_MESSAGES, loginSchema } from '#domain/auth/login.schema.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '#domain/shared/envelope.schema.ts';
import { LoadingState } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { login } from '../../features/auth/auth.api.ts';
import { SecondStep } from '../../features/auth/second-step.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { homePathFor, readSession, saveSession } from '../../lib/session.ts';
import type { Route } from './+types/login';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Đăng nhập quản trị' }, { name: 'robots', content: 'noindex' }];
}

// spec 000 §4 "Login": an already signed-in user goes straight to their home screen.
export async function clientLoader() {
  const session = readSession();
  if (session) throw redirect(homePathFor(session.admin));
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState label="Đang tải..." fullScreen />;
}

// spec 000 §8 "Login failure"
function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.kind === 'http' || error.kind === 'rejected')) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 401) return LOGIN_MESSAGES.wrongCredentials;
    return 'Đăng nhập thất bại';
  }
  return UNEXPECTED_ERROR_MESSAGE;
}

const inputClass =
  'mt-1 block w-full rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';

export default function Login() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ ticket: string; setupRequired: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await login(values);
      if ('twoFactorRequired' in result) {
        setPending({ ticket: result.ticket, setupRequired: result.twoFactorSetupRequired });
        return;
      }
      saveSession(result.token, result.admin);
      notify.success(LOGIN_MESSAGES.signedIn);
      await navigate(homePathFor(result.admin), { replace: true });
    } catch (error) {
      notify.error(loginFailureMessage(error));
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-700 to-brand-500 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <h1 className="text-center text-2xl font-bold text-slate-900">Đăng nhập quản trị</h1>
        <p className="mt-2 text-center text-sm text-slate-500">Dành cho quản trị viên và nhân viên</p>
        {pending ? (
          <SecondStep
            ticket={pending.ticket}
            setupRequired={pending.setupRequired}
            onCancel={() => setPending(null)}
            onSignedIn={async (token, admin) => {
              saveSession(token, admin);
              notify.success(LOGIN_MESSAGES.signedIn);
              await navigate(homePathFor(admin), { replace: true });
            }}
          />
        ) : (
          <form className="mt-8 space-y-5" onSubmit={onSubmit} noValidate>
            <div>
              <label htmlFor="login-email" className="block text-sm font-medium text-slate-700">
                Email
              </label>
              <input
                id="login-email"
                type="email"
                autoComplete="username"
                inputMode="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'login-email-error' : undefined}
                className={`${inputClass} ${errors.email ? 'border-red-400' : 'border-slate-300'}`}
                {...register('email')}
              />
              {errors.email?.message && (
                <p id="login-email-error" className="mt-1 text-sm text-red-600">
                  {errors.email.message}
                </p>
              )}
            </div>
            <div>
              <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">
                Mật khẩu
              </label>
              <input
                id="login-password"
                type="password"
                autoComplete="current-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'login-password-error' : undefined}
                className={`${inputClass} ${errors.password ? 'border-red-400' : 'border-slate-300'}`}
                {...register('password')}
              />
              {errors.password?.message && (
                <p id="login-password-error" className="mt-1 text-sm text-red-600">
                  {errors.password.message}
                </p>
              )}
            </div>
            <button
              type="submit"
              disabled={!isValid || isSubmitting}
              className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-500 px-4 py-3 font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {isSubmitting ? (
                <span
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                  aria-hidden="true"
                />
              ) : (
                <LogIn className="size-4" aria-hidden="true" />
              )}
              Đăng nhập
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
