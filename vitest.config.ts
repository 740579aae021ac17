import { defineConfig } from 'vitest/config';
import { runPostgresHome } from './scripts/test-folders.ts';

// what the embedded PostgreSQL of the tests copies or keeps outside the project is removed when the run ends
runPostgresHome();

// Separate from vite.config.ts: the React Router plugin has no place in unit and API tests.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
