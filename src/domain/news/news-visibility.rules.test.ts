import { describe, expect, it } from 'vitest';
import { isPubliclyVisible, type NewsVisibilityFacts } from './news-visibility.rules.ts';

const now = new Date('2025-06-15T10:00:00+07:00');
const published: NewsVisibilityFacts = { status: 'published', isDeleted: false, scheduledPublishDate: null };

describe('public news visibility (spec 000 §4)', () => {
  it('shows a published article', () => {
    expect(isPubliclyVisible(published, now)).toBe(true);
  });

  it('hides drafts and scheduled articles, whatever their date', () => {
    expect(isPubliclyVisible({ ...published, status: 'draft' }, now)).toBe(false);
    expect(isPubliclyVisible({ ...published, status: 'scheduled', scheduledPublishDate: null }, now)).toBe(
      false,
    );
    const pastSchedule = new Date('2025-06-01T00:00:00Z');
    expect(
      isPubliclyVisible({ ...published, status: 'scheduled', scheduledPublishDate: pastSchedule }, now),
    ).toBe(false);
  });

  it('hides an article flagged isDraft even when its status says published', () => {
    expect(isPubliclyVisible({ ...published, isDraft: true }, now)).toBe(false);
  });

  it('hides an article in the trash', () => {
    expect(isPubliclyVisible({ ...published, isDeleted: true }, now)).toBe(false);
  });

  it('hides a published article until its scheduled date, and shows it from that moment', () => {
    const oneMinuteAhead = new Date(now.getTime() + 60_000);
    expect(isPubliclyVisible({ ...published, scheduledPublishDate: oneMinuteAhead }, now)).toBe(false);
    expect(isPubliclyVisible({ ...published, scheduledPublishDate: now }, now)).toBe(true);
    expect(isPubliclyVisible({ ...published, scheduledPublishDate: oneMinuteAhead }, oneMinuteAhead)).toBe(
      true,
    );
  });

  it('reads ISO strings with an offset as the same instant', () => {
    expect(isPubliclyVisible({ ...published, scheduledPublishDate: '2025-06-15T10:00:01+07:00' }, now)).toBe(
      false,
    );
    expect(isPubliclyVisible({ ...published, scheduledPublishDate: '2025-06-15T02:59:59Z' }, now)).toBe(true);
  });

  it('treats an unreadable scheduled date as not yet due', () => {
    expect(isPubliclyVisible({ ...published, scheduledPublishDate: 'not a date' }, now)).toBe(false);
  });
});
