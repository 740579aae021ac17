import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  clampStart,
  nextIndex,
  previousIndex,
  startPositions,
  TEAM_BREAKPOINTS,
  TEAM_PHOTO_RESET_MS,
  trackOffset,
  visibleCount,
} from '#domain/site/carousel.rules.ts';
import { PageIntro } from '../../components/public/page-intro.tsx';
import { COMPANY } from '../../lib/company.ts';
import { pageMeta } from '../../lib/meta.ts';
import { TEAM_GROUP_PHOTO, TEAM_MEMBERS } from '../../lib/team.ts';
import type { Route } from './+types/team';

export function meta(): Route.MetaDescriptors {
  return pageMeta('Đội Ngũ', 'Đội ngũ kỹ sư phần mềm, nhà thiết kế và chuyên viên tư vấn giàu kinh nghiệm.');
}

export default function Team() {
  return (
    <>
      <PageIntro
        title="Đội Ngũ"
        intro="Gặp gỡ những kỹ sư, nhà thiết kế và chuyên viên tư vấn đứng sau mỗi sản phẩm của chúng tôi."
      />
      <TeamGallery />
      <TeamCarousel />
    </>
  );
}

/** The main view and its thumbnails: a chosen member's photo replaces the team photo for 4 s (spec 002 §4). */
function TeamGallery() {
  // a new object per click, so choosing the same member again restarts the 4 s
  const [selection, setSelection] = useState<{ index: number } | null>(null);

  useEffect(() => {
    if (!selection) return;
    const timer = setTimeout(() => setSelection(null), TEAM_PHOTO_RESET_MS);
    return () => clearTimeout(timer);
  }, [selection]);

  const member = selection ? TEAM_MEMBERS[selection.index] : undefined;
  return (
    <section className="mx-auto max-w-7xl px-4 pb-12 sm:px-6" aria-labelledby="team-gallery-heading">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
        <figure className="overflow-hidden rounded-2xl bg-brand-50 shadow-sm">
          <img
            data-testid="team-main-photo"
            src={member?.photo ?? TEAM_GROUP_PHOTO}
            alt={member ? `Ảnh ${member.name}` : `Ảnh tập thể đội ngũ ${COMPANY.name}`}
            width={640}
            height={360}
            decoding="async"
            className="aspect-video w-full object-contain"
          />
          <figcaption className="bg-white px-5 py-3 text-slate-700" aria-live="polite">
            {member ? (
              <>
                <span className="font-semibold text-slate-900">{member.name}</span> · {member.role}
              </>
            ) : (
              `Tập thể ${COMPANY.name}`
            )}
          </figcaption>
        </figure>
        <div>
          <h2 id="team-gallery-heading" className="text-2xl font-bold text-slate-900">
            Những người đồng hành cùng bạn
          </h2>
          <p className="mt-3 text-slate-600">
            Chọn một thành viên để xem ảnh của người đó; sau 4 giây khung ảnh trở lại ảnh tập thể.
          </p>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label="Ảnh thành viên">
            {TEAM_MEMBERS.map((m, i) => {
              const active = selection?.index === i;
              return (
                <li key={m.slug}>
                  <button
                    type="button"
                    aria-label={`Xem ảnh ${m.name}`}
                    aria-pressed={active}
                    onClick={() => setSelection({ index: i })}
                    className={`block size-16 overflow-hidden rounded-full ring-2 ring-offset-2 transition ${
                      active ? 'ring-brand-600' : 'ring-transparent hover:ring-brand-100'
                    }`}
                  >
                    <img src={m.photo} alt="" width={64} height={64} loading="lazy" decoding="async" />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The viewport's visible item count (spec 002 §9), following resizes; 1 until the browser says otherwise. */
function useVisibleCount(): number {
  const [visible, setVisible] = useState(1);
  useEffect(() => {
    const update = () => setVisible(visibleCount(window.innerWidth));
    const queries = TEAM_BREAKPOINTS.map((b) => window.matchMedia(`(min-width: ${b.minWidth}px)`));
    for (const query of queries) query.addEventListener('change', update);
    update();
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, []);
  return visible;
}

/**
 * The member track (spec 002 §9): 310 px per step, 4/3/2/1 cards visible by width. The window's width comes
 * from CSS at the same breakpoints (all as min-[…px] variants, so they cascade in width order); without
 * JavaScript it scrolls sideways so every member stays reachable.
 */
function TeamCarousel() {
  const visible = useVisibleCount();
  const [start, setStart] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const count = TEAM_MEMBERS.length;
  const positions = startPositions(count, visible);
  const first = clampStart(start, count, visible);
  const offset = trackOffset(first);

  return (
    <section
      className="bg-slate-50"
      aria-roledescription="carousel"
      aria-labelledby="team-members-heading"
      data-testid="team-carousel"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="team-members-heading" className="text-2xl font-bold text-slate-900">
          Thành viên
        </h2>
        <div
          data-testid="team-window"
          className={`mx-auto mt-8 w-[280px] max-w-full min-[768px]:w-[590px] min-[992px]:w-[900px] min-[1200px]:w-[1210px] ${
            enhanced ? 'overflow-hidden' : 'overflow-x-auto'
          }`}
        >
          <ul
            id="team-track"
            data-testid="team-track"
            className="flex gap-[30px] transition-transform duration-500 ease-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${offset}px)` }}
          >
            {TEAM_MEMBERS.map((member) => (
              <li
                key={member.slug}
                data-testid="team-member"
                className="w-[280px] shrink-0 overflow-hidden rounded-2xl bg-white shadow-sm"
              >
                <img
                  src={member.photo}
                  alt={`Ảnh ${member.name}`}
                  width={280}
                  height={280}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full"
                />
                <div className="p-5">
                  <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
                  <p className="text-sm font-medium text-brand-600">{member.role}</p>
                  <p className="mt-2 text-sm text-slate-600">{member.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        {/* below the track, clear of the chat widgets in the bottom-right corner */}
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            aria-label="Trước"
            aria-controls="team-track"
            onClick={() => setStart(previousIndex(first, positions))}
            className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-600"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label="Tiếp"
            aria-controls="team-track"
            onClick={() => setStart(nextIndex(first, positions))}
            className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-600"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
