import path from 'node:path'

import { defineConfig } from 'vitest/config'

const fromRoot = (relative: string) => path.resolve(import.meta.dirname, relative)

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': fromRoot('src/payload.config.ts'),
      '@': fromRoot('src'),
      'server-only': fromRoot('tests/support/server-only-stub.ts'),
    },
  },
  test: {
    setupFiles: [fromRoot('tests/support/fail-on-console.ts')],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts'],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // scripts/fuzz-content/: the content fuzzer's pure parts (its generator, mail reading).
          include: ['src/**/*.test.{ts,tsx}', 'scripts/fuzz-content/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.component.test.tsx'],
          globalSetup: [fromRoot('tests/support/workers.ts')],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          setupFiles: [fromRoot('tests/support/component-setup.ts')],
        },
      },
      {
        extends: true,
        resolve: {
          alias: {
            'next/cache': fromRoot('tests/support/next-cache-stub.ts'),
            'next/server': fromRoot('tests/support/next-server-stub.ts'),
          },
        },
        test: {
          name: 'integration',
          // scripts/ops/backup/ is the operators' backup tooling, tested against a real database.
          include: ['src/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          globalSetup: [
            fromRoot('tests/support/int-database.ts'),
            fromRoot('tests/support/workers.ts'),
          ],
          setupFiles: [fromRoot('tests/support/int-env.ts')],
          fileParallelism: false,
          // The files share one database and run one after another: one process imports Payload
          // and the app once for all of them (imports were 170 of the project's 281 s).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // HTTP-only checks of the production build (status, headers, raw HTML, XML, JSON, image
          // bytes): no browser, one server for every file (after `npm run build:e2e`).
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          globalSetup: [fromRoot('tests/http/support/http-server.ts')],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          globalSetup: [fromRoot('tests/security/support/global-setup.ts')],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
