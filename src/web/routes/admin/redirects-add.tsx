import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { redirectInputSchema } from '#domain/redirects/redirect.schema.ts';
import { REDIRECT_MESSAGES as M, redirectsResource } from '#domain/redirects/redirects.resource.ts';
import { TextField, useZodForm } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { createRedirect, redirectKeys } from '../../features/redirects/redirects.api.ts';
import { ApiError } from '../../lib/api-client.ts';

/** decision 042: an admin's 301 from any public path to another; a chain is collapsed to one hop by the server. */
export default function RedirectsAdd() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(redirectInputSchema, { defaultValues: { source: '', target: '' } });
  const submit = form.handleSubmit(async (input) => {
    try {
      await createRedirect(input);
      notify.success(M.created);
      await queryClient.invalidateQueries({ queryKey: redirectKeys.all });
      navigate(redirectsResource.screens.list);
    } catch (error) {
      notify.error((error instanceof ApiError && error.serverMessage) || M.createFailed);
    }
  });
  return (
    <section className="max-w-2xl rounded-xl bg-white p-6 shadow-sm" aria-labelledby="redirect-add-title">
      <h2 id="redirect-add-title" className="mb-4 text-lg font-semibold text-slate-900">
        {M.addTitle}
      </h2>
      <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextField control={form.control} name="source" label={M.source} required hint={M.sourceHint} />
        <TextField control={form.control} name="target" label={M.target} required hint={M.targetHint} />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => navigate(redirectsResource.screens.list)}
          >
            Hủy
          </button>
          <button type="submit" className={buttonClass()} disabled={form.formState.isSubmitting}>
            {M.add}
          </button>
        </div>
      </form>
    </section>
  );
}
