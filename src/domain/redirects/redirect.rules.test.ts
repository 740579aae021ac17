import { describe, expect, it } from 'vitest';
import {
  collapsedTarget,
  normaliseRedirectPath,
  REDIRECT_HOME_REFUSED,
  REDIRECT_PATH_INVALID,
  REDIRECT_PATH_RESERVED,
  redirectPathProblem,
} from './redirect.rules.ts';

describe('normaliseRedirectPath (decision 042)', () => {
  it('gives one spelling: decoded, NFC, lower case, no trailing slash', () => {
    expect(normaliseRedirectPath('/News/Bai-Viet/')).toBe('/news/bai-viet');
    expect(normaliseRedirectPath('/tin-t%E1%BB%A9c')).toBe('/tin-tức');
    expect(normaliseRedirectPath('/tin-tu\u0301c')).toBe(normaliseRedirectPath('/tin-túc'));
    expect(normaliseRedirectPath('/')).toBe('/');
    expect(normaliseRedirectPath('///')).toBeNull();
  });

  it('refuses what is not a path of this site', () => {
    for (const raw of [
      'news',
      'http://x.vn/a',
      '//x.vn/a',
      '/a?b=1',
      '/a#b',
      '/a b',
      '/%0a',
      '/%E0%A4%A',
      '/\\x',
      '/%2F%2Fx',
    ])
      expect(normaliseRedirectPath(raw), raw).toBeNull();
  });
});

describe('redirectPathProblem', () => {
  it('names the problem in Vietnamese', () => {
    expect(redirectPathProblem('/admin/news', 'source')).toBe(REDIRECT_PATH_RESERVED);
    expect(redirectPathProblem('/API', 'target')).toBe(REDIRECT_PATH_RESERVED);
    expect(redirectPathProblem('/assets/app.js', 'source')).toBe(REDIRECT_PATH_RESERVED);
    expect(redirectPathProblem('/', 'source')).toBe(REDIRECT_HOME_REFUSED);
    expect(redirectPathProblem('/', 'target')).toBeNull();
    expect(redirectPathProblem('ftp://x', 'target')).toBe(REDIRECT_PATH_INVALID);
    expect(redirectPathProblem('/administrator', 'source')).toBeNull();
  });
});

describe('collapsedTarget', () => {
  const table = new Map([['/b', '/c']]);
  const targetOf = (p: string) => table.get(p);
  it('points a new redirect at the end of the chain its target starts', () => {
    expect(collapsedTarget('/a', '/b', targetOf)).toBe('/c');
    expect(collapsedTarget('/a', '/x', targetOf)).toBe('/x');
  });
  it('answers null for a loop', () => {
    expect(collapsedTarget('/c', '/b', targetOf)).toBeNull();
  });
});
