import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/domain/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'tests/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
          ],
          environment: 'node',
          // one process per worker for every file, as the api project (decision 014, 2026-12-04):
          // per-file isolation spent most of this project's time setting up workers and imports
          isolate: false,
          // the api project's two: projects of one group must agree (vitest's default, cores − 1,
          // put this project in a queue of its own, one file at a time, after the others)
          maxWorkers: 2,
          // component tests render real Mantine trees: seconds, not milliseconds, on a loaded 2-core CI
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // one process per worker for every file it runs: modules load once, and the worker's
          // database is put back at the template's data for each test app (decision 014)
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // one file at a time: two at once saved ≈ 2 min of CI but a page's 10 s navigation wait then
          // failed now and then (faq, candidate-page; issue 32 note of 2026-12-02)
          fileParallelism: false,
          // one process for every file, as the api project: the app's modules and the worker's
          // database load once, not per file (the files' beforeAll and imports took 464 of 1,697 s;
          // 113 s with this, issue 32 note of 2026-12-04)
          pool: 'forks',
          isolate: false,
          // after the unit and api projects (a group of its own: vitest runs one group of projects
          // with one maxWorkers at a time)
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
