import type { SystemJob } from '#domain/system/system.schema.ts';
import { formatDateTime } from '../../lib/format.ts';

function jobState(job: SystemJob): { text: string; tone: string } {
  if (job.running) return { text: 'Đang chạy', tone: 'bg-sky-50 text-sky-800' };
  if (job.lastFailed) return { text: 'Lỗi lần trước', tone: 'bg-red-50 text-red-800' };
  if (!job.lastRunAt) return { text: 'Chưa chạy', tone: 'bg-slate-100 text-slate-700' };
  return { text: 'Bình thường', tone: 'bg-emerald-50 text-emerald-800' };
}

/** The background jobs of the composition root (docs/decisions/040): last run, next run (Vietnam time), failure. */
export function Jobs({ jobs }: { jobs: SystemJob[] }) {
  return (
    <section aria-labelledby="system-jobs" className="rounded-xl bg-white p-5 shadow-sm lg:col-span-2">
      <h2 id="system-jobs" className="mb-3 text-lg font-semibold text-slate-900">
        Việc chạy nền
      </h2>
      <div className="overflow-x-auto">
        <table aria-labelledby="system-jobs" className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Việc
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Lần chạy gần nhất
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Lần chạy tới
              </th>
              <th scope="col" className="py-2 font-medium">
                Trạng thái
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {jobs.map((job) => {
              const state = jobState(job);
              return (
                <tr key={job.name} data-testid={`system-job-${job.name}`}>
                  <td className="py-2 pr-4 font-medium text-slate-900">{job.label}</td>
                  <td className="py-2 pr-4 text-slate-700">{formatDateTime(job.lastRunAt)}</td>
                  <td className="py-2 pr-4 text-slate-700" data-testid="system-job-next">
                    {formatDateTime(job.nextRunAt)}
                  </td>
                  <td className="py-2">
                    <span
                      className={`whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium ${state.tone}`}
                    >
                      {state.text}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
