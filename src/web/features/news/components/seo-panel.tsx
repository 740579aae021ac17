import { CheckCircle2, CircleAlert, CircleX } from 'lucide-react';
import type { SeoAnalysis, SeoScoreClass } from '#domain/news/seo.rules.ts';

const CLASS_LABELS: Record<SeoScoreClass, string> = {
  excellent: 'Xuất sắc',
  good: 'Tốt',
  warning: 'Cần cải thiện',
  poor: 'Kém',
};
const CLASS_TONES: Record<SeoScoreClass, string> = {
  excellent: 'text-emerald-600 border-emerald-500',
  good: 'text-brand-600 border-brand-500',
  warning: 'text-amber-600 border-amber-500',
  poor: 'text-red-600 border-red-500',
};

/** spec 001 §8 score texts: 80 or more, 60-79, below 60. */
function scoreVerdict(score: number): string {
  if (score >= 80) return 'SEO score tuyệt vời!';
  if (score >= 60) return 'SEO score khá tốt';
  return 'SEO score cần cải thiện';
}

/** The SEO side panel of spec 001 §2: score, class, checklist and recommendations. */
export function SeoPanel({ analysis }: { analysis: SeoAnalysis | null }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm" aria-label="Phân tích SEO">
      <h2 className="text-base font-semibold text-slate-900">Phân tích SEO</h2>
      {!analysis ? (
        <p className="mt-3 text-sm text-slate-500">Nhập tiêu đề và nội dung để phân tích SEO.</p>
      ) : (
        <>
          <div className="mt-4 flex items-center gap-4">
            <div
              className={`flex size-20 flex-col items-center justify-center rounded-full border-4 ${CLASS_TONES[analysis.scoreClass]}`}
            >
              <span className="text-2xl font-bold" data-testid="seo-score">
                {analysis.overallScore}
              </span>
              <span className="text-xs">/100</span>
            </div>
            <div className="text-sm">
              <p
                className={`font-semibold ${CLASS_TONES[analysis.scoreClass].split(' ')[0]}`}
                data-testid="seo-class"
              >
                {CLASS_LABELS[analysis.scoreClass]}
              </p>
              <p className="text-slate-600">{scoreVerdict(analysis.overallScore)}</p>
              <p className="text-slate-500">Dễ đọc: {analysis.readabilityScore}/100</p>
            </div>
          </div>
          <ul className="mt-4 space-y-2 text-sm">
            {analysis.checks.map((check) => (
              <li key={check.id} className="flex gap-2">
                {check.status === 'good' ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Đạt" />
                ) : check.status === 'warning' ? (
                  <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-500" aria-label="Cảnh báo" />
                ) : (
                  <CircleX className="mt-0.5 size-4 shrink-0 text-red-600" aria-label="Chưa đạt" />
                )}
                <span>
                  <span className="font-medium text-slate-800">{check.label}</span>
                  <span className="block text-slate-500">{check.message}</span>
                </span>
              </li>
            ))}
          </ul>
          {analysis.recommendations.length > 0 && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-slate-800">Đề xuất</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
                {analysis.recommendations.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
