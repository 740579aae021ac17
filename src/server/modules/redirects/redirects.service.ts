import { sql } from 'drizzle-orm';
import {
  articlePath,
  collapsedTarget,
  REDIRECT_EXISTS,
  REDIRECT_LOOP,
  REDIRECT_NOT_FOUND,
  REDIRECT_SAME_PATH,
} from '#domain/redirects/redirect.rules.ts';
import type { Redirect, RedirectInput, RedirectListQuery } from '#domain/redirects/redirect.schema.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import type { Executor, Tx } from '../../db/unit-of-work.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import { createRedirectsRepository, type RedirectRow } from './redirects.repository.ts';

const toRedirect = (row: RedirectRow): Redirect => ({
  _id: row.id,
  source: row.sourcePath,
  target: row.targetPath,
  kind: row.kind === 'article' ? 'article' : 'manual',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Redirect writes take one lock for their transaction: two writes that each read "no redirect there" could
 * otherwise store A→B and B→A at once (decision 042). They are rare (an admin's edit, a published slug changing).
 */
const lockRedirects = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('redirects'))`);

/** Old public addresses that answer 301 (decision 042): an admin's list, and the slug changes of articles. */
export function createRedirectsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const repo = createRedirectsRepository(db);

  /** Stores source → target as one hop, rewriting the redirects that ended at `source` (no chain, no loop). */
  async function keep(
    tx: Tx,
    values: {
      source: string;
      target: string;
      kind: 'article' | 'manual';
      newsId?: string;
      createdBy: string | null;
    },
  ): Promise<RedirectRow | null> {
    const r = createRedirectsRepository(tx);
    await lockRedirects(tx);
    const further = await r.targetOf(values.target);
    const target = collapsedTarget(values.source, values.target, () => further);
    if (target === null) return null;
    const row =
      values.kind === 'manual'
        ? await r.insertNew({
            sourcePath: values.source,
            targetPath: target,
            kind: 'manual',
            createdBy: values.createdBy,
          })
        : await r.upsert({
            sourcePath: values.source,
            targetPath: target,
            kind: 'article',
            newsId: values.newsId ?? null,
            createdBy: values.createdBy,
          });
    if (!row) throw new AppError('REDIRECT_EXISTS', 409, REDIRECT_EXISTS, { source: REDIRECT_EXISTS });
    await r.retarget(values.source, target);
    return row;
  }

  /** The audit entry of an admin's change, with the redirect as it was added or before it went. */
  async function recorded(
    ctx: AuditContext,
    action: 'redirect.create' | 'redirect.delete',
    row: RedirectRow,
    tx: Tx,
  ) {
    const redirect = { source: row.sourcePath, target: row.targetPath };
    await audit.record(
      ctx,
      {
        action,
        targetType: 'redirect',
        targetId: row.id,
        ...(action === 'redirect.create' ? { after: redirect } : { before: redirect }),
      },
      tx,
    );
  }

  return {
    /** Every stored redirect, source → target, for the request look-up kept in memory (redirects.routes.ts). */
    async table(): Promise<Map<string, string>> {
      return new Map((await repo.all()).map((r) => [r.sourcePath, r.targetPath]));
    },

    async list(query: RedirectListQuery) {
      const { rows, total } = await repo.page(query.page, query.limit, query.search);
      return { items: rows.map(toRedirect), pagination: paginationOf(query.page, query.limit, total) };
    },

    /** An admin's redirect of any public path; its target collapsed to the end of a chain it would start. */
    async create(ctx: AuditContext, input: RedirectInput): Promise<Redirect> {
      if (input.source === input.target) {
        throw badRequest(REDIRECT_SAME_PATH, { target: REDIRECT_SAME_PATH }, 'REDIRECT_SAME_PATH');
      }
      return db.transaction(async (tx) => {
        if (await createRedirectsRepository(tx).targetOf(input.source)) {
          throw new AppError('REDIRECT_EXISTS', 409, REDIRECT_EXISTS, { source: REDIRECT_EXISTS });
        }
        const row = await keep(tx, { ...input, kind: 'manual', createdBy: ctx.actor?.id ?? null });
        if (!row) throw new AppError('REDIRECT_LOOP', 409, REDIRECT_LOOP, { target: REDIRECT_LOOP });
        await recorded(ctx, 'redirect.create', row, tx);
        return toRedirect(row);
      });
    },

    async remove(ctx: AuditContext, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound(REDIRECT_NOT_FOUND, 'REDIRECT_NOT_FOUND');
      await db.transaction(async (tx) => {
        const row = await createRedirectsRepository(tx).deleteById(id);
        if (!row) throw notFound(REDIRECT_NOT_FOUND, 'REDIRECT_NOT_FOUND');
        await recorded(ctx, 'redirect.delete', row, tx);
      });
    },

    /**
     * A published article's slug changed (decision 042): its old address answers 301 with the new one, inside the
     * transaction of the article's own update (decision 026). Redirects that ended at the old address now end at
     * the new one.
     */
    async articleMoved(
      move: { newsId: string; fromSlug: string; toSlug: string; by: string | null },
      tx: Tx,
    ): Promise<void> {
      const source = articlePath(move.fromSlug);
      const target = articlePath(move.toSlug);
      await createRedirectsRepository(tx).deleteBySource(target);
      await keep(tx, { source, target, kind: 'article', newsId: move.newsId, createdBy: move.by });
    },

    /** An article now answers at `slug`: a redirect from that address would hide it, so it goes (no loop). */
    async addressTaken(slug: string, tx: Tx): Promise<void> {
      await createRedirectsRepository(tx).deleteBySource(articlePath(slug));
    },
  };
}

export type RedirectsService = ReturnType<typeof createRedirectsService>;
