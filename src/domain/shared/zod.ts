import { z } from 'zod';

// The one `z` of the code base (biome forbids importing 'zod' elsewhere), so this configuration runs before any
// schema is built, on the server and in the browser alike.
//
// Every message a visitor or admin reads is Vietnamese (STYLE.md habit 10), including zod's own defaults for
// checks the spec gives no text for.
//
// In the browser zod must not compile parsers with `new Function`: the pages' Content-Security-Policy has no
// 'unsafe-eval', and even zod's guarded probe for it is reported as a violation (Lighthouse, best practices).
// The server keeps the faster compiled parsers.
const vi = z.locales.vi();
z.config({
  ...vi,
  jitless: typeof document !== 'undefined',
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') return `Trường không được hỗ trợ: ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type' && issue.path?.length === 0) return 'Dữ liệu gửi lên không hợp lệ';
    return undefined;
  },
});

export { z };
