import { Outlet } from 'react-router';
import { Toaster } from 'sonner';

/** Everything under /admin, login included: the toasts (spec 000 §9: top right, closing after 3 s). */
export default function AdminLayout() {
  return (
    <>
      <Outlet />
      <Toaster position="top-right" duration={3000} richColors closeButton />
    </>
  );
}
