import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

/** `npm run restore -- <archive> [--yes]`: DATA_DIR from the archive (see README, Backups). */
async function main() {
  const args = process.argv.slice(2);
  const archive = args.find((a) => !a.startsWith('--'));
  if (!archive) throw new RestoreRefused('Cách dùng: npm run restore -- <tệp sao lưu> [--yes]');
  const config = loadConfig();
  const say = (message: string) => console.log(`[restore] ${message}`);
  let confirmed = args.includes('--yes');
  try {
    await restoreBackup({ archive, dataDir: config.dataDir, confirmed, log: say });
  } catch (error) {
    // a DATA_DIR with data asks the person at the terminal, once
    if (
      !(error instanceof RestoreRefused) ||
      confirmed ||
      !process.stdin.isTTY ||
      !error.message.includes('--yes')
    )
      throw error;
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(
      `${config.dataDir} đã có dữ liệu. Gõ "co" để khôi phục (dữ liệu cũ được giữ lại bên cạnh): `,
    );
    rl.close();
    confirmed = ['co', 'có'].includes(answer.trim().toLowerCase());
    if (!confirmed) throw new RestoreRefused('Đã hủy: không có gì bị thay đổi.');
    await restoreBackup({ archive, dataDir: config.dataDir, confirmed, log: say });
  }
}

main().catch((error: unknown) => {
  console.error(`[restore] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
