import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { defineConfig, globalIgnores } from 'eslint/config'

const vendorInternals = {
  group: ['next/dist/*', '@orama/orama/internals'],
  message:
    'Vendor internals are reached only through src/lib/internals/, one adapter each with a test that fails when they move.',
}

// Every restriction list carries `vendorInternals`: a later config's options for a rule replace an
// earlier one's, so a list without it would lift it.
const restrict = (...patterns) => ['error', { patterns: [...patterns, vendorInternals] }]

const pureDomain = {
  group: ['react', 'react-dom', 'next', 'next/*', 'payload', '@payloadcms/*', '@/*'],
  message: 'domain/ is pure TypeScript.',
}
const pagesReadThroughData = {
  group: ['payload', '@payload-config', '@/lib/payload'],
  message: 'Pages read through src/data/*.',
}
const clientOffServer = {
  group: ['payload', '@payload-config', '@/lib/payload', '@/data/*', '@/config/env'],
  message: 'Client code stays off the server.',
}
const componentsBelowBlocks = {
  group: ['@/blocks/*', '@/app/*'],
  message:
    'Blocks and pages use components, not the reverse; CMS page assembly lives in app/(site)/_cms/.',
}
const libBelowData = {
  group: ['@/data/*'],
  message: 'lib/ adapts the outside world; data/ builds on it, not the reverse.',
}

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
  { rules: { 'no-restricted-imports': restrict() } },
  // Playwright fixtures receive a `use` callback that is not React's `use` hook.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['src/domain/**'], rules: { 'no-restricted-imports': restrict(pureDomain) } },
  { files: ['src/app/**'], rules: { 'no-restricted-imports': restrict(pagesReadThroughData) } },
  {
    files: ['src/components/**'],
    rules: { 'no-restricted-imports': restrict(componentsBelowBlocks) },
  },
  { files: ['src/lib/**'], rules: { 'no-restricted-imports': restrict(libBelowData) } },
  {
    files: ['src/lib/internals/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [libBelowData] }] },
  },
  // Client files list every restriction that applies to them (see `restrict`).
  { files: ['**/*.client.tsx'], rules: { 'no-restricted-imports': restrict(clientOffServer) } },
  {
    files: ['src/components/**/*.client.tsx'],
    rules: { 'no-restricted-imports': restrict(clientOffServer, componentsBelowBlocks) },
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
