import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION } from '../../components/admin/toast.ts';

/** Everything under /admin, login included: the toasts (spec 000 §9: top right; durations in components/admin/toast.ts). */
export default function AdminLayout() {
  return (
    <>
      <Outlet />
      <Toaster position="top-right" duration={TOAST_DURATION.success} richColors closeButton />
    </>
  );
}
