import { defineConfig } from 'vitest/config';

/**
 * The multi-process fault tests (`npm run test:cluster`, cluster/): one file, one rig of real
 * processes (PostgreSQL, S3, SMTP, haproxy, three API processes), faults in sequence. Not part of
 * `npm test`: vitest.config.ts does not include cluster/.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['cluster/**/*.cluster.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // a failed fault must not be retried: the rig's state moved on
    retry: 0,
  },
});
