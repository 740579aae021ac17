/**
 * Group commit for chat messages (decision 018): messages that arrive while earlier ones are being stored are
 * written together in the next transaction, so a burst costs one commit (one fsync) instead of one each. Every
 * caller still gets its own result only after its transaction committed: the acknowledgement follows the store.
 * A failing batch is retried one message at a time, so one bad message (its room deleted meanwhile) fails alone.
 */
export function createBatcher<I, O>(opts: {
  write: (items: I[]) => Promise<O[]>;
  maxBatch?: number;
  /** transactions in flight at once (the pool has 10 connections; the HTTP calls need some) */
  concurrency?: number;
}) {
  const maxBatch = opts.maxBatch ?? 200;
  const concurrency = opts.concurrency ?? 4;
  const queue: Array<{ item: I; resolve: (o: O) => void; reject: (e: unknown) => void }> = [];
  let inFlight = 0;

  const pump = () => {
    while (inFlight < concurrency && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      void opts
        .write(batch.map((b) => b.item))
        .then(
          (results) => {
            for (const [i, b] of batch.entries()) b.resolve(results[i] as O);
          },
          async () => {
            for (const b of batch) {
              try {
                const [one] = await opts.write([b.item]);
                b.resolve(one as O);
              } catch (error) {
                b.reject(error);
              }
            }
          },
        )
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  };

  return {
    add(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
  };
}
