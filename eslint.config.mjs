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
const migrationsStandAlone = {
  group: ['@/*', '!@/payload-types', '@payload-config', '../../*'],
  message:
    'A migration does the same thing forever: copy what it needs into src/migrations/ (a frozen helper in shared/), never import live code.',
}
const libBelowData = {
  group: ['@/data/*'],
  message: 'lib/ adapts the outside world; data/ builds on it, not the reverse.',
}
const belowJobs = {
  group: ['@/jobs/*'],
  message: 'Jobs compose data/ and lib/, not the reverse.',
}
// The rooms (docs/architecture.md): src/pdf/ (the kit and the documents), src/admin/ (Payload's
// custom views, named by path in its configs), src/components/ (the site's React).
const pdfOffTheWeb = {
  group: ['@/app/*', '@/admin/*', '@/components/*', '@/blocks/*'],
  message:
    'src/pdf/ holds the PDF kit and documents, rendered on worker threads: no pages, admin views or web components.',
}
const adminOnlyThroughPayload = {
  group: ['@/admin/*'],
  message:
    "Admin views are Payload's: its configs name them by path ('@/admin/…#Export'); the site and its pages do not import them.",
}
const adminBesideSite = {
  group: ['@/blocks/*', '@/app/*'],
  message: "Admin views use components/, data/ and domain/, never the site's blocks or pages.",
}
const jobsOffTheWeb = {
  group: ['@/app/*', '@/admin/*', '@/components/*', '@/blocks/*'],
  message:
    'Jobs compose data/, lib/ and pdf/ (a document by its name, src/pdf/documents/*.pdf-name), never React views.',
}
// Payload's types describe what lib/ adapts (an e-mail adapter) and what jobs/ hand to data/ (a
// job's request); its values are the client, which only data/ uses.
const payloadTypesOnly = (message) => [
  'error',
  {
    patterns: [
      {
        group: ['payload', 'payload/*', '@payloadcms/*', '@payload-config', '@/lib/payload'],
        allowTypeImports: true,
        message,
      },
    ],
  },
]
// What reads or writes Payload, whichever way the instance came (`payload.find`,
// `req.payload.update`, `payload.db.execute`, `payload.jobs.queue`).
const payloadAccess = [
  'error',
  {
    selector:
      "MemberExpression[property.name=/^(find|findByID|findGlobal|findVersions|findDistinct|count|create|update|updateGlobal|delete|duplicate|db|jobs)$/]:matches([object.name='payload'], [object.property.name='payload'])",
    message: 'Only src/data/* reads or writes Payload.',
  },
]
// Tests set up and check through Payload, and run the jobs, whatever layer they test.
const testFiles = ['**/*.test.ts', '**/*.test.tsx']

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    'src/payload-types.ts',
    'src/app/(payload)/**',
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
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': restrict(pagesReadThroughData, adminOnlyThroughPayload) },
  },
  {
    files: ['src/components/**'],
    rules: { 'no-restricted-imports': restrict(componentsBelowBlocks, adminOnlyThroughPayload) },
  },
  { files: ['src/admin/**'], rules: { 'no-restricted-imports': restrict(adminBesideSite) } },
  {
    files: ['src/pdf/**'],
    rules: { 'no-restricted-imports': restrict(pdfOffTheWeb, belowJobs) },
  },
  {
    files: ['src/pdf/kit/**'],
    rules: { 'no-restricted-imports': restrict(pdfOffTheWeb, libBelowData, belowJobs) },
  },
  { files: ['src/jobs/**'], rules: { 'no-restricted-imports': restrict(jobsOffTheWeb) } },
  {
    files: ['src/data/**'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': restrict(belowJobs) },
  },
  { files: ['src/lib/**'], rules: { 'no-restricted-imports': restrict(libBelowData, belowJobs) } },
  {
    files: ['src/lib/internals/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [libBelowData, belowJobs] }] },
  },
  {
    files: ['src/lib/**', 'src/pdf/**'],
    // src/lib/payload.ts makes the Payload client, for data/ alone to use.
    ignores: [...testFiles, 'src/lib/payload.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': payloadTypesOnly(
        'lib/ adapts the outside world; only src/data/* reads or writes Payload.',
      ),
      'no-restricted-syntax': payloadAccess,
    },
  },
  {
    files: ['src/jobs/**'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': payloadTypesOnly(
        'Jobs read and write through src/data/*, handing it the request their handler gets.',
      ),
      'no-restricted-syntax': payloadAccess,
    },
  },
  // Payload generates the migrations (their signatures name every argument); lint checks that
  // each stands alone.
  {
    files: ['src/migrations/**'],
    rules: {
      '@typescript-eslint/no-unused-vars': 'off',
      'no-restricted-imports': restrict(migrationsStandAlone),
    },
  },
  // A later config's options for a rule replace an earlier one's, so client files list every
  // restriction that applies to them.
  { files: ['**/*.client.tsx'], rules: { 'no-restricted-imports': restrict(clientOffServer) } },
  {
    files: ['src/components/**/*.client.tsx'],
    rules: {
      'no-restricted-imports': restrict(
        clientOffServer,
        componentsBelowBlocks,
        adminOnlyThroughPayload,
      ),
    },
  },
  {
    files: ['src/admin/**/*.client.tsx'],
    rules: { 'no-restricted-imports': restrict(clientOffServer, adminBesideSite) },
  },
  {
    files: ['src/app/**/*.client.tsx'],
    rules: {
      'no-restricted-imports': restrict(clientOffServer, adminOnlyThroughPayload),
    },
  },
  // scripts/ (the build, the operators' tools in scripts/ops/, the benches) runs beside the app,
  // never inside it; tests may borrow its support.
  {
    files: ['src/**'],
    ignores: testFiles,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './scripts',
              message: 'The app never imports scripts/: they run beside it (npm run …).',
            },
            // The door and the app meet at the bridge (ADR 022) and nowhere else.
            {
              target: ['./src/!(server)/**/*', './src/!(server).ts'],
              from: './src/server',
              except: ['./boot/app-bridge.ts'],
              message:
                'src/server/ is the front door, loaded apart from the app: the app meets it only at the bridge (src/server/boot/app-bridge.ts).',
            },
            {
              target: ['./src/server/**/*', './src/server.ts'],
              from: [
                './src/app',
                './src/admin',
                './src/blocks',
                './src/collections',
                './src/components',
                './src/data',
                './src/globals',
                './src/jobs',
                './src/pdf',
              ],
              message:
                'The front door reads the app only through the bridge the app lends it (src/server/boot/app-bridge.ts, ADR 022).',
            },
          ],
        },
      ],
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
