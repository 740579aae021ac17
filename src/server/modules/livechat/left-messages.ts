import { randomUUID } from 'node:crypto';
import {
  LEAVE_MESSAGE_TEXTS,
  LEFT_MESSAGES_PER_CLIENT_PER_HOUR,
  type LeaveMessageInput,
} from '#domain/livechat/leave-message.schema.ts';
import type { LivechatMessage } from '#domain/livechat/livechat.schema.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import { clientKey } from '../../lib/client-key.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { MailMessage } from '../crm/mailer.ts';
import { createLeftMessagesRepository } from './left-messages.repository.ts';
import { leftMessagesDigest } from './left-messages-digest.ts';
import { createLivechatRepository, type RoomRow } from './livechat.repository.ts';
import { toMessage } from './livechat-views.ts';
import type { roomPosting } from './room-posting.ts';

/** Where the digest of left messages goes (with SMTP): the office's address, the console, the outbox. */
export type LeftMessagesDigest = {
  to: string;
  consoleUrl: string;
  /** queues the e-mail inside the caller's transaction, once per key */
  enqueue(tx: Tx, idempotencyKey: string, mail: MailMessage): Promise<void>;
  /** after the commit: the dispatcher sends now rather than at its next poll */
  queued(): void;
};

const HOUR_MS = 3_600_000;

/**
 * Messages left in the live chat outside business hours (decision 050): each lands in the visitor's room (waiting
 * in the console, on the contact), and the office gets one digest e-mail of them once the office is open.
 */
export function leftMessages(deps: {
  db: Db;
  clock: () => Date;
  counters: Pick<WindowCounter, 'add'>;
  posting: Pick<ReturnType<typeof roomPosting>, 'upsertRoomIn' | 'announce'>;
  assignNew(room: RoomRow): Promise<RoomRow>;
  /** whether the office is open now (business hours set on Hệ thống) */
  isOpen(): Promise<boolean>;
  digest: LeftMessagesDigest | null;
}) {
  const { db, clock } = deps;

  return {
    /**
     * The room of the visitor's session (made, or given the details), its contact with the consent, the message
     * and its place in the next digest: one transaction. Counted per client address before anything is written.
     */
    async leaveMessage(input: LeaveMessageInput, clientIp: string): Promise<LivechatMessage> {
      const used = await deps.counters.add(`livechat-left:${clientKey(clientIp)}`, HOUR_MS);
      if (used > LEFT_MESSAGES_PER_CLIENT_PER_HOUR)
        throw new AppError('TOO_MANY_MESSAGES', 429, LEAVE_MESSAGE_TEXTS.tooMany);
      const at = clock();
      const details = {
        name: input.name.trim(),
        phone: input.phone.trim() || undefined,
        email: input.email.trim().toLowerCase() || undefined,
        consentVersion: input.consentVersion,
      };
      const { room, created, stored } = await db.transaction(async (tx) => {
        const upserted = await deps.posting.upsertRoomIn(tx, input.sessionId, details, 'livechat_message');
        const [row] = await createLivechatRepository(tx).insertMessages([
          {
            roomId: upserted.room.id,
            sender: 'user',
            message: input.message.trim(),
            clientId: randomUUID(),
            at,
          },
        ]);
        if (!row) throw new Error('left message: not stored');
        await createLeftMessagesRepository(tx).markLeft(row.message.id, at);
        return { ...upserted, stored: row.message };
      });
      const assigned = created ? await deps.assignNew(room) : room;
      const message = toMessage(stored);
      // the visitor left rather than chatting: their room is not shown as online
      deps.posting.announce(assigned, created, message, false);
      return message;
    },

    /**
     * The digest (a job every minute on every process): while the office is open, the messages no digest has
     * listed, in one e-mail queued in the transaction that claims them, so exactly one process sends each once.
     * Answers how many messages the digest it queued lists (0: none queued).
     */
    async sendDigest(): Promise<number> {
      const digest = deps.digest;
      if (!digest || !(await deps.isOpen())) return 0;
      const at = clock();
      const listed = await db.transaction(async (tx) => {
        const messages = await createLeftMessagesRepository(tx).claimForDigest(at);
        const first = messages[0];
        if (!first) return 0;
        // the first message is in no other digest: the key is unique, and a retried send is the same e-mail
        const mail = leftMessagesDigest({ to: digest.to, consoleUrl: digest.consoleUrl, messages });
        await digest.enqueue(tx, `livechat-left-digest-${first.messageId}`, mail);
        return messages.length;
      });
      if (listed > 0) digest.queued();
      return listed;
    },
  };
}
