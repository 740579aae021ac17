// A tool whose output a person needs only when it fails (the bundler's per-asset list at `npm start`): its
// output is kept, and shown whole when it fails (decision 027).
import { spawnSync } from 'node:child_process';

export function runQuietly(
  command: string,
  args: string[],
  show: (text: string) => void = (text) => void process.stderr.write(text),
): boolean {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status === 0) return true;
  show(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error.message}\n` : ''}`);
  return false;
}
