import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{web,server,valuation,research,contracts,cli,e2e,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
