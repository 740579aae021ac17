import { describe, expect, it } from 'vitest';
import { runQuietly } from './run-quietly.ts';

// decision 027: npm start's first build prints one line, not the bundler's list of assets
const CHATTY = "for (let i = 0; i < 165; i++) console.log('build/client/assets/chunk-' + i + '.js  12 kB');";

describe("the build's output at npm start", () => {
  it('a build that succeeds prints nothing of its per-asset list', () => {
    const shown: string[] = [];
    expect(runQuietly(process.execPath, ['-e', CHATTY], (t) => shown.push(t))).toBe(true);
    expect(shown).toEqual([]);
  });

  it('a build that fails shows its whole output, errors included', () => {
    const shown: string[] = [];
    const failing = `${CHATTY} console.error('[vite] error: Cannot find module "./missing"'); process.exit(1);`;
    expect(runQuietly(process.execPath, ['-e', failing], (t) => shown.push(t))).toBe(false);
    const text = shown.join('');
    expect(text).toContain('chunk-164.js');
    expect(text).toContain('Cannot find module "./missing"');
  });
});
