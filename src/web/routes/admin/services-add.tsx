import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SERVICE_MESSAGES } from '#domain/services/service.schema.ts';
import { notify } from '../../components/admin/toast.ts';
import { ServiceForm } from '../../features/services/service-form.tsx';
import { createService, serviceKeys } from '../../features/services/services.api.ts';

// spec 001 §8: after 'Thêm dịch vụ thành công!' the list opens 1 s later
const BACK_TO_LIST_MS = 1000;

/** spec 001 §2 "/admin/services/add". */
export default function ServicesAdd() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <section className="max-w-3xl rounded-xl bg-white p-6 shadow-sm" aria-labelledby="service-add-title">
      <h2 id="service-add-title" className="mb-4 text-lg font-semibold text-slate-900">
        Thêm dịch vụ
      </h2>
      <ServiceForm
        submitLabel="Thêm dịch vụ"
        failureMessage="Có lỗi xảy ra khi thêm dịch vụ. Vui lòng thử lại!"
        onCancel={() => navigate('/admin/services/list')}
        onSubmit={async (input) => {
          await createService(input);
          notify.success(SERVICE_MESSAGES.created);
          await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
          setTimeout(() => navigate('/admin/services/list'), BACK_TO_LIST_MS);
        }}
      />
    </section>
  );
}
