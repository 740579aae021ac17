import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstLogin } from './seed.ts';

export const FIRST_LOGINS_FILE = 'first-logins.txt';

/**
 * Tells the person starting the site how to sign in the first time, without putting a generated
 * password into logs: generated logins are written to a file in DATA_DIR that only the app's
 * user may read, one a line as `label: email / password`. A terminal (someone at the keyboard) also sees them;
 * a log (a service, a container) sees only where the file is. A password taken from the environment is no
 * secret of ours to hide: its line names the variable.
 */
export function announceFirstLogins(
  logins: FirstLogin[],
  dataDir: string,
  say: (line: string) => void,
  interactive: boolean = process.stdout.isTTY === true,
): void {
  if (logins.length === 0) return;
  const file = path.join(dataDir, FIRST_LOGINS_FILE);
  const generated = logins.filter((login) => login.generated);
  if (generated.length > 0) {
    const lines = generated.map((login) => `${login.label}: ${login.email} / ${login.password}`);
    writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
    chmodSync(file, 0o600); // also when an older file was there
  }
  for (const login of logins) {
    const shown = login.generated
      ? interactive
        ? login.password
        : `(mật khẩu trong ${file})`
      : `(mật khẩu lấy từ ${login.source})`;
    say(`${login.label}: ${login.email} / ${shown}`);
  }
  if (generated.length > 0)
    say(
      `Mật khẩu được tạo được lưu trong ${file} (chỉ người dùng này đọc được): hãy đổi mật khẩu rồi xóa tệp này.`,
    );
}
