import { Transform } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = (options: { type: 'minor'; execution: 'async' }) => Promise<void>;

let collect: Collect | undefined;
function youngCollector(): Collect {
  if (!collect) {
    // V8's own gc extension, exposed for this context only (the node:v8 documentation's pattern); the flag is
    // not needed at start, and no other code sees a global `gc`
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as Collect;
  }
  return collect;
}

const MB = 1024 * 1024;

/**
 * Bounds the memory a large transfer leaves behind (decision 021). Node reads a socket or a file into a fresh
 * buffer per chunk, outside V8's heap; V8 frees those only once about 64 MB of them has piled up (its
 * external-memory limit), so a 100 MB upload or download lifted the process by ~60 MB of garbage
 * (bench/products-zip-memory.ts). Every `every` bytes that pass through, this asks V8 for a young-generation
 * collection, run in the background between tasks (about a millisecond), which frees the chunks already written.
 * Small transfers never reach it.
 */
export function transferPacer(every = 16 * MB): Transform {
  let since = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      since += chunk.length;
      if (since >= every) {
        since = 0;
        void youngCollector()({ type: 'minor', execution: 'async' });
      }
      done(null, chunk);
    },
  });
}
