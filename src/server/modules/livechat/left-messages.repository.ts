import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { livechatLeftMessages, livechatMessages, livechatRooms } from '../../db/schema/livechat.ts';
import type { Executor } from '../../db/unit-of-work.ts';

export type LeftMessage = {
  messageId: string;
  roomId: string;
  leftAt: Date;
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
};

/** The queries on livechat_left_messages: the messages left outside business hours and their digest. */
export function createLeftMessagesRepository(db: Executor) {
  return {
    markLeft: async (messageId: string, at: Date) => {
      await db.insert(livechatLeftMessages).values({ messageId, leftAt: at }).onConflictDoNothing();
    },

    /**
     * Takes every message no digest has listed yet, for the caller's digest. The update locks the rows it sets:
     * a second process running the same statement meanwhile waits, then finds them taken and gets nothing back,
     * so each message is in exactly one digest (decision 050). Run inside the transaction that queues the e-mail.
     */
    async claimForDigest(at: Date): Promise<LeftMessage[]> {
      const claimed = await db
        .update(livechatLeftMessages)
        .set({ digestedAt: at })
        .where(isNull(livechatLeftMessages.digestedAt))
        .returning({ messageId: livechatLeftMessages.messageId });
      if (claimed.length === 0) return [];
      return db
        .select({
          messageId: livechatLeftMessages.messageId,
          roomId: livechatMessages.roomId,
          leftAt: livechatLeftMessages.leftAt,
          name: livechatRooms.visitorName,
          phone: livechatRooms.visitorPhone,
          email: livechatRooms.visitorEmail,
          message: livechatMessages.message,
        })
        .from(livechatLeftMessages)
        .innerJoin(livechatMessages, eq(livechatMessages.id, livechatLeftMessages.messageId))
        .innerJoin(livechatRooms, eq(livechatRooms.id, livechatMessages.roomId))
        .where(
          and(
            inArray(
              livechatLeftMessages.messageId,
              claimed.map((c) => c.messageId),
            ),
            eq(livechatLeftMessages.digestedAt, at),
          ),
        )
        .orderBy(asc(livechatLeftMessages.leftAt), asc(livechatLeftMessages.messageId));
    },
  };
}
