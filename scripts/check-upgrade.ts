/**
 * `npm run check:upgrade -- next@16.4.6 payload@3.90.2 …`: tries an upgrade in an empty folder
 * before it touches this checkout. Copies package.json, package-lock.json and .npmrc to a
 * temporary folder, pins each named package there (`npm install --save-exact --package-lock-only`,
 * which resolves peers from the registry without installing), checks that the new lock
 * installs (`npm ci --dry-run`), and prints what changed and which rows of docs/workarounds.md
 * (the ledger) and which test commands to run on the real upgrade. Without packages it only checks
 * that the current lock installs. `--drop-override=<name>` also takes that entry out of
 * `overrides` first (to see whether a pin is still needed). Needs the npm registry and nothing
 * else; never writes here.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

type Manifest = {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  overrides?: Record<string, string>
}

/** Words that name a package's family in the ledger, and the checks that cover the family. */
const families: Array<{ match: (name: string) => boolean; words: RegExp; checks: string[] }> = [
  {
    match: (name) => name === 'next' || name === 'eslint-config-next' || name.startsWith('@next/'),
    words: /next\.js#|\bNext\b|next\.config|next\/dist|unstable_cache|\.next\//,
    checks: [
      'npm run build:e2e && npm run test:security   (the front door and its internals)',
      'npm run test:restart                         (boot-cache-expiry: the tags manifest)',
      'npm run test:e2e                             (error pages, unknown paths, PDFs, preview)',
      'npm run bench                                (the first-load JS floor moves with Next)',
    ],
  },
  {
    match: (name) => name === 'payload' || name.startsWith('@payloadcms/'),
    words: /payload#|\bPayload\b|@payloadcms|payload\.config/,
    checks: [
      'npm run check:generated                      (types, import map, no schema drift)',
      'npm run test:int                             (hooks, jobs, row ids, sign-in timing)',
      'npm run test:int with TEST_DATABASE_URL=postgres://…  (the PostgreSQL adapter)',
      'npm run test:e2e                             (the admin project: publishing, preview, jobs)',
      'npm run test:scale                           (storage-s3, one jobs runner)',
    ],
  },
  {
    match: (name) => name === 'react' || name === 'react-dom' || name === 'react-is',
    words: /react#|\bReact\b/,
    checks: [
      'npm run test:e2e                             (the "without JavaScript" tests of the islands)',
      'npm run bench                                (island sizes)',
    ],
  },
  {
    match: (name) => name === 'node' || name === '@types/node',
    words: /\bNode\b/,
    checks: ['npm test                                     (everything runs on the new Node)'],
  },
]

const ledgerPath = path.resolve('docs/workarounds.md')
const specs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const keep = process.argv.includes('--keep')
const droppedOverrides = process.argv
  .filter((arg) => arg.startsWith('--drop-override='))
  .map((arg) => arg.slice('--drop-override='.length))

/** The package name of a spec such as `@payloadcms/ui@3.90.2` or `next@16.4.6`. */
function nameOf(spec: string): string {
  const at = spec.lastIndexOf('@')
  return at > 0 ? spec.slice(0, at) : spec
}

function npm(args: string[], cwd: string): boolean {
  console.info(`\n$ npm ${args.join(' ')}`)
  const result = spawnSync('npm', args, {
    cwd,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  return result.status === 0
}

function versions(manifest: Manifest): Map<string, string> {
  return new Map(
    Object.entries({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...Object.fromEntries(
        Object.entries(manifest.overrides ?? {}).map(([name, version]) => [
          `${name} (override)`,
          version,
        ]),
      ),
    }),
  )
}

/** The ledger's table rows (first cell: where; fourth: the test) whose text matches `words`. */
function ledgerRows(words: RegExp): Array<{ where: string; test: string }> {
  if (!existsSync(ledgerPath)) return []
  const plain = (cell: string) =>
    cell
      .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  return readFileSync(ledgerPath, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (link|where) /.test(line))
    .filter((line) => words.test(line))
    .map((line) => {
      const cells = line.split(' | ').map(plain)
      return { where: (cells[0] ?? '').replace(/^\| /, ''), test: cells[3] ?? '' }
    })
}

const folder = mkdtempSync(path.join(tmpdir(), 'check-upgrade-'))
for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
  if (existsSync(file)) copyFileSync(file, path.join(folder, file))
}
const before = versions(JSON.parse(readFileSync('package.json', 'utf8')) as Manifest)
if (droppedOverrides.length > 0) {
  const manifestPath = path.join(folder, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  for (const name of droppedOverrides) delete manifest.overrides?.[name]
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
}

const quiet = ['--ignore-scripts', '--no-audit', '--no-fund']
const resolved =
  (specs.length === 0 && droppedOverrides.length === 0) ||
  npm(['install', '--save-exact', '--package-lock-only', ...quiet, ...specs], folder)
const installs = resolved && npm(['ci', '--dry-run', ...quiet], folder)

const after = versions(
  JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest,
)
const changed = [...after].filter(([name, version]) => before.get(name) !== version)

console.info('\n── check:upgrade ──')
console.info(`folder: ${folder}${keep ? ' (kept)' : ''}`)
for (const [name, version] of changed) {
  console.info(`  ${name}: ${before.get(name) ?? '(new)'} → ${version}`)
}
for (const name of droppedOverrides) console.info(`  ${name} (override): dropped`)
console.info(
  resolved
    ? installs
      ? 'The lock resolves (peers) and `npm ci --dry-run` accepts it.'
      : "`npm ci --dry-run` refuses the new lock: see npm's message above."
    : 'npm could not resolve the upgrade (a peer, an engine or a missing version): see above.',
)

const bumped = [...new Set([...specs.map(nameOf), ...droppedOverrides])]
const touched = families.filter((family) => bumped.some(family.match))
for (const family of touched) {
  const rows = ledgerRows(family.words)
  console.info(`\nLedger rows to retest (docs/workarounds.md, ${family.words.source}):`)
  for (const row of rows) console.info(`  - ${row.where}\n      test: ${row.test}`)
  console.info('Then run:')
  for (const check of family.checks) console.info(`  ${check}`)
}
const others = bumped.filter((name) => !families.some((family) => family.match(name)))
for (const name of others) {
  const rows = ledgerRows(new RegExp(name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
  if (rows.length === 0) continue
  console.info(`\nLedger rows that name ${name}:`)
  for (const row of rows) console.info(`  - ${row.where}\n      test: ${row.test}`)
}
if (bumped.length > 0) {
  console.info(
    '\nTo apply: run the same `npm install --save-exact …` here, then `npm test` (and `.ci/run`).',
  )
}

if (!keep) rmSync(folder, { recursive: true, force: true })
process.exitCode = resolved && installs ? 0 : 1
