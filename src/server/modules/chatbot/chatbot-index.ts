import type { RedisClientType } from 'redis';
import type { EngineItem } from '#domain/chat/chatbot-answer.rules.ts';
import { redisChannel } from '../../lib/redis-channel.ts';
import type { ChatbotRepository, TrainingRow } from './chatbot.repository.ts';
import { createAssistant } from './chatbot-assistant.ts';
import { type SiteContent, siteKnowledge } from './site-knowledge.ts';

/** Redis channel on which a training change reaches every instance's index (decision 017). */
export const INDEX_CHANNEL = 'chatbot:index';
/** A message on INDEX_CHANNEL that starts with this asks for the site's content only (decision 037). */
const CONTENT_CHANGE = 'content:';

export const toEngineItem = (row: TrainingRow): EngineItem => ({
  id: row.id,
  pattern: row.pattern,
  keywords: row.keywords,
  category: row.category as EngineItem['category'],
  priority: row.priority,
  responseText: row.responseText,
  suggestions: row.suggestions,
});

/**
 * The assistant's indexes and their lifecycle (decisions 017, 037): loaded at the first question, rebuilt at once
 * in the process that made a change, and in every other process through `chatbot:index` when Redis is there.
 */
export function createAssistantIndex(deps: {
  repo: Pick<ChatbotRepository, 'activeItems'>;
  clock: () => Date;
  /** What the public pages publish (services, products, news): the assistant's second source (decision 037). */
  siteContent: () => Promise<SiteContent>;
  redis?: RedisClientType | null;
}) {
  const { repo, clock } = deps;
  const assistant = createAssistant();
  let loading: Promise<void> | null = null;

  /**
   * Reads the active items and the site's content again and swaps both indexes (a few milliseconds for 1,000
   * items): one reload follows a training change and a content change alike, here and on `chatbot:index`.
   */
  async function reload(): Promise<void> {
    const [rows, content] = await Promise.all([repo.activeItems(), deps.siteContent()]);
    assistant.loadTraining(rows.map(toEngineItem));
    assistant.loadKnowledge(siteKnowledge(content));
  }
  const ready = () => {
    loading ??= reload().catch((error) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  /** After a training change: this index at once, the other instances' through Redis. */
  async function trainingChanged(): Promise<void> {
    loading = reload();
    await loading;
    if (deps.redis)
      await deps.redis.publish(redisChannel(deps.redis, INDEX_CHANNEL), String(clock().getTime()));
  }

  /**
   * The site's content read again, the trained index kept (1,000 items take far longer to rebuild than the
   * content's few dozen). Before the first full load there is nothing to keep: the full load reads the content too.
   * Reads that overlap are applied in the order they started, so an older read never replaces a newer one.
   */
  let contentReads = 0;
  async function reloadContent(): Promise<void> {
    if (!loading) return ready();
    const read = ++contentReads;
    await loading;
    const content = await deps.siteContent();
    if (read === contentReads) assistant.loadKnowledge(siteKnowledge(content));
  }

  return {
    assistant,
    ready,
    reload,
    trainingChanged,

    /**
     * After a change of what the public pages show (a service's price, a product, an article published or
     * trashed): this process's indexes at once, the other instances' through Redis (decision 037).
     */
    async contentChanged(): Promise<void> {
      await reloadContent();
      if (deps.redis)
        await deps.redis.publish(
          redisChannel(deps.redis, INDEX_CHANNEL),
          `${CONTENT_CHANGE}${clock().getTime()}`,
        );
    },

    /**
     * Follows training changes made by other instances (REDIS_URL): one subscriber connection reloads this
     * index on every message of the channel. Returns the stop function.
     */
    async startIndexSync(redis: RedisClientType, log: { error(o: object, msg: string): void }) {
      const subscriber = redis.duplicate() as RedisClientType;
      subscriber.on('error', (error) => log.error({ err: error }, 'chatbot index subscriber error'));
      await subscriber.connect();
      await subscriber.subscribe(redisChannel(redis, INDEX_CHANNEL), (message) => {
        if (message.startsWith(CONTENT_CHANGE)) {
          reloadContent().catch((error) => log.error({ err: error }, 'chatbot content reload failed'));
          return;
        }
        loading = reload();
        loading.catch((error) => log.error({ err: error }, 'chatbot index reload failed'));
      });
      return async () => {
        await subscriber.quit();
      };
    },
  };
}

export type AssistantIndex = ReturnType<typeof createAssistantIndex>;
