type NewsStatus = 'draft' | 'scheduled' | 'published';

/** What decides whether the public may see an article. Dates may arrive as ISO strings (JSON). */
export type NewsVisibilityFacts = {
  status: NewsStatus;
  isDeleted: boolean;
  isDraft?: boolean;
  scheduledPublishDate: Date | string | null;
};

/**
 * spec 000 §4 News visibility: published is visible; draft, scheduled, isDraft and deleted are hidden; a
 * published article whose scheduled date is still ahead is hidden until then. A date that cannot be read
 * counts as not yet due, the stricter reading. The news repository's publicVisibility() is the same rule in SQL.
 * A 'scheduled' article stays hidden until the server's scheduler (news-scheduler.ts, every 5 s) publishes it,
 * so every reader (list, detail, sitemap, feed) switches at the same moment, at most 5 s after its time.
 */
export function isPubliclyVisible(article: NewsVisibilityFacts, now: Date): boolean {
  if (article.isDeleted || article.isDraft === true || article.status !== 'published') return false;
  if (article.scheduledPublishDate === null) return true;
  const due = new Date(article.scheduledPublishDate).getTime();
  return !Number.isNaN(due) && due <= now.getTime();
}
