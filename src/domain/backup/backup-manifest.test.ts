import { describe, expect, test } from 'vitest'

import {
  databaseFileInArchive,
  isEmptyDatabase,
  parseBackupManifest,
  restoreKindProblem,
  type BackupManifest,
} from './backup-manifest'

const manifest: BackupManifest = {
  format: 1,
  createdAt: '2026-11-26T20:15:00.000Z',
  database: {
    kind: 'sqlite',
    latestMigration: '20261101_120000_search_records',
    tableRowCounts: { pages: 12, inquiries: 3, payload_migrations: 30 },
  },
  folders: {
    media: { included: true, fileCount: 4 },
    files: { included: false, note: 'In the S3 bucket site-files; its own versioning keeps it.' },
  },
}

describe('parseBackupManifest', () => {
  test('reads a manifest the backup wrote', () => {
    expect(parseBackupManifest(JSON.stringify(manifest))).toEqual({ ok: true, manifest })
  })

  test('refuses text that is not JSON', () => {
    expect(parseBackupManifest('{"format": 1')).toEqual({
      ok: false,
      problem: 'Its manifest.json is not JSON.',
    })
  })

  test.each([
    ['a newer format', { ...manifest, format: 2 }, 'format'],
    [
      'an unknown database',
      { ...manifest, database: { ...manifest.database, kind: 'mysql' } },
      'kind',
    ],
    [
      'a negative row count',
      { ...manifest, database: { ...manifest.database, tableRowCounts: { pages: -1 } } },
      'tableRowCounts',
    ],
    ['no folders', { ...manifest, folders: undefined }, 'folders'],
    ['a date that is not one', { ...manifest, createdAt: 'yesterday' }, 'createdAt'],
  ])('refuses %s, naming the field', (_case, value, field) => {
    const result = parseBackupManifest(JSON.stringify(value))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problem).toContain(field)
  })
})

describe('restoreKindProblem', () => {
  test('a backup goes into a database of its own kind', () => {
    expect(restoreKindProblem(manifest, 'sqlite')).toBeNull()
  })

  test('a SQLite backup does not go into PostgreSQL, and says so', () => {
    expect(restoreKindProblem(manifest, 'postgres')).toBe(
      'This backup holds a SQLite database, but DATABASE_URL names a PostgreSQL one. Restore it into a SQLite database.',
    )
  })

  test('nor the reverse', () => {
    const postgres = { ...manifest, database: { ...manifest.database, kind: 'postgres' as const } }
    expect(restoreKindProblem(postgres, 'sqlite')).toContain('holds a PostgreSQL database')
  })
})

describe('databaseFileInArchive', () => {
  test('each kind has its own file', () => {
    expect(databaseFileInArchive('sqlite')).toBe('database/site.db')
    expect(databaseFileInArchive('postgres')).toBe('database/site.dump')
  })
})

describe('isEmptyDatabase', () => {
  test.each([
    [{}, true],
    [{ pages: 0, inquiries: 0 }, true],
    [{ pages: 0, payload_migrations: 30 }, true],
    [{ pages: 0, inquiries: 1, payload_migrations: 30 }, false],
  ])('%o is empty: %s', (counts, isEmpty) => expect(isEmptyDatabase(counts)).toBe(isEmpty))
})
