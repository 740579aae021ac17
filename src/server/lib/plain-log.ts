// The process's log in the one plain form of its start-up lines ("[server] …"), whether it goes to a terminal or
// to a service's log: pino's JSON records are turned into such lines as they are written (decision 027).

const LEVEL_PREFIX: Record<number, string> = { 40: 'Cảnh báo: ', 50: 'Lỗi: ', 60: 'Lỗi nghiêm trọng: ' };
// what every record carries, or says in another form: not repeated after the message
const KNOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'v']);

type ErrorRecord = { message?: string; stack?: string; type?: string };

function value(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** One pino record (a JSON line) as the plain line(s) a person reads; a line that is not JSON is kept as it is. */
export function plainLine(record: string, prefix = '[server]'): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(record);
  } catch {
    return record.endsWith('\n') ? record : `${record}\n`;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const extra = Object.entries(entry)
    .filter(([key]) => !KNOWN.has(key))
    .map(([key, v]) => `${key}=${value(v)}`);
  const err = entry.err as ErrorRecord | undefined;
  const lead = LEVEL_PREFIX[Math.min(60, Math.floor(level / 10) * 10)] ?? '';
  let line = `${prefix} ${lead}${entry.msg ?? ''}${extra.length ? ` (${extra.join(', ')})` : ''}`;
  if (err) line += `\n${(err.stack ?? err.message ?? value(err)).replace(/^/gm, '    ')}`;
  return `${line}\n`;
}

/** A pino destination writing plain lines to `out` (process.stdout by default). */
export function plainDestination(out: { write(text: string): unknown } = process.stdout) {
  return { write: (record: string) => void out.write(plainLine(record)) };
}
