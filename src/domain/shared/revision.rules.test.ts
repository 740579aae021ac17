import { describe, expect, it } from 'vitest';
import { REVISIONS_MAX, revisionsToDrop, textDifference, wordChanges, wordCounts } from './revision.rules.ts';

const now = new Date('2026-11-27T05:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const rev = (id: string, savedAt: Date) => ({ id, savedAt });

describe('revisionsToDrop (decision 042)', () => {
  it('keeps every revision of the last 30 days', () => {
    const revisions = Array.from({ length: 60 }, (_, i) => rev(`r${i}`, hoursAgo(i * 5)));
    expect(revisionsToDrop(revisions, now)).toEqual([]);
  });

  it('keeps the newest of each older day (Vietnam’s calendar)', () => {
    const days = 40 * 24;
    const revisions = [
      rev('a', hoursAgo(days + 1)), // 2026-10-18 11:00 in Vietnam
      rev('b', hoursAgo(days + 2)), // the same day, 10:00: older, dropped
      rev('c', hoursAgo(days + 13)), // 2026-10-17 23:00 in Vietnam: another day, kept
      rev('d', hoursAgo(1)),
    ];
    expect(revisionsToDrop(revisions, now)).toEqual(['b']);
  });

  it('keeps at most 100, dropping the oldest', () => {
    const revisions = Array.from({ length: REVISIONS_MAX + 5 }, (_, i) => rev(`r${i}`, hoursAgo(i)));
    expect(revisionsToDrop(revisions, now).sort()).toEqual(['r100', 'r101', 'r102', 'r103', 'r104'].sort());
  });
});

describe('wordChanges', () => {
  it('names the words added and removed', () => {
    const changes = wordChanges('Thiết kế website đẹp', 'Thiết kế website chuyên nghiệp');
    expect(changes.filter((c) => c.kind === 'removed').map((c) => c.text.trim())).toEqual(['đẹp']);
    expect(changes.filter((c) => c.kind === 'added').map((c) => c.text.trim())).toEqual(['chuyên nghiệp']);
    expect(wordCounts(changes)).toEqual({ added: 2, removed: 1 });
  });

  it('answers texts far apart without a long search', () => {
    const a = Array.from({ length: 20_000 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 20_000 }, (_, i) => `b${i}`).join(' ');
    const started = Date.now();
    const changes = wordChanges(a, b);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(wordCounts(changes)).toEqual({ added: 20_000, removed: 20_000 });
  });

  it('is empty for two empty texts and one run for equal ones', () => {
    expect(wordChanges('', '')).toEqual([]);
    expect(wordChanges('x y', 'x y')).toEqual([{ kind: 'same', text: 'x y' }]);
  });

  it('counts a field’s words with its changes (both areas’ differences)', () => {
    const d = textDifference('Phần mềm quản lý kho', 'Phần mềm quản lý kho hàng mới');
    expect(d).toMatchObject({ added: 2, removed: 0 });
    expect(d.changes.map((c) => c.kind)).toEqual(['same', 'added']);
  });
});
