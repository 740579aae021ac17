import { z } from 'zod';

// Every message a visitor or admin reads is Vietnamese (STYLE.md habit 10), including zod's own defaults for
// checks the spec gives no text for. Imported once, for its effect, by the server app and the web root.
const vi = z.locales.vi();
z.config({
  ...vi,
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') return `Trường không được hỗ trợ: ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type' && issue.path?.length === 0) return 'Dữ liệu gửi lên không hợp lệ';
    return undefined;
  },
});
