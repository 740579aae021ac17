import { useRouteLoaderData } from 'react-router';
import type { AdminInfo } from '#domain/auth/login.schema.ts';

/** The signed-in admin the shell's loader read from the session (routes/admin/shell.tsx). */
export function useAdmin(): AdminInfo {
  const data = useRouteLoaderData('routes/admin/shell') as { admin: AdminInfo } | undefined;
  if (!data) throw new Error('useAdmin outside the admin shell');
  return data.admin;
}
