import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { defineConfig, globalIgnores } from 'eslint/config'

const only = (group, message) => ['error', { patterns: [{ group, message }] }]

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    'src/payload-types.ts',
    'src/app/(payload)/**',
    'src/migrations/**',
    '.next/**',
    '.tmp/**',
    'data/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
  ]),
  { rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  // Playwright fixtures receive a `use` callback that is not React's `use` hook.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': only(
        ['react', 'react-dom', 'next', 'next/*', 'payload', '@payloadcms/*', '@/*'],
        'domain/ is pure TypeScript.',
      ),
    },
  },
  {
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': only(
        ['payload', '@payload-config', '@/lib/payload'],
        'Pages read through src/data/*.',
      ),
    },
  },
  {
    files: ['**/*.client.tsx'],
    rules: {
      'no-restricted-imports': only(
        ['payload', '@payload-config', '@/lib/payload', '@/data/*', '@/config/env'],
        'Client code stays off the server.',
      ),
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Import env from @/config/env.' },
      ],
    },
  },
  { files: ['src/**'], rules: { 'no-console': ['error', { allow: ['info'] }] } },
])
