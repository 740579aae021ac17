import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

// decision 027: what `npm start` prints is plain "[server] …" lines, Fastify's own among them (no JSON record)
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('start-up output', () => {
  it("every line the server prints at start is in the plain form, Fastify's listening line included", async () => {
    const server = await startServerProcess({ DATABASE_URL: database.url, LOG_LEVEL: 'info' });
    try {
      while (!server.output().includes('Trang quản trị')) await new Promise((r) => setTimeout(r, 50));
      const lines = server.output().trimEnd().split('\n');
      expect(lines.some((line) => line.startsWith('[server] Đang nhận kết nối tại http://127.0.0.1:'))).toBe(
        true,
      );
      for (const line of lines) expect(line).toMatch(/^\[server\] /);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
