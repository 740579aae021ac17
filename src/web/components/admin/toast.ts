import { toast } from 'sonner';

// spec 001 §9: success toasts close after 3 s, errors after 5 s; the one place these durations live.
export const TOAST_DURATION = { success: 3000, error: 5000 } as const;

/** The admin's toasts, each with the spec's duration (the Toaster's default is the success one). */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION.success }),
  warning: (message: string) => toast.warning(message, { duration: TOAST_DURATION.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION.error }),
};
