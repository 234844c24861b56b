import { describe, expect, test } from 'vitest'

import {
  abandonedLeftovers,
  backupFileName,
  backupsToDelete,
  isBackupFileName,
  partialBackupFileName,
  stagingFolderPrefix,
} from './backup-name'

describe('backupFileName', () => {
  test('names the UTC date and time to the second', () => {
    expect(backupFileName(new Date('2026-11-26T20:15:00.999Z'))).toBe(
      'site-backup-2026-11-26T201500Z.tar.gz',
    )
  })

  test('is recognised as a backup, and later backups sort after earlier ones', () => {
    const earlier = backupFileName(new Date('2026-01-31T23:59:59Z'))
    const later = backupFileName(new Date('2026-02-01T00:00:00Z'))
    expect(isBackupFileName(earlier)).toBe(true)
    expect([later, earlier].toSorted()).toEqual([earlier, later])
  })
})

describe('isBackupFileName', () => {
  test.each([
    'site-backup-2026-11-26T201500Z.tar',
    'site-backup-2026-11-26T2015Z.tar.gz',
    'xsite-backup-2026-11-26T201500Z.tar.gz',
    'site-backup-2026-11-26T201500Z.tar.gz.bak',
    'site.db',
    partialBackupFileName('site-backup-2026-11-26T201500Z.tar.gz', 'a1b2'),
  ])('%s is not a backup', (name) => expect(isBackupFileName(name)).toBe(false))
})

describe('partialBackupFileName', () => {
  test('is hidden and ends in .partial', () => {
    expect(partialBackupFileName('site-backup-2026-11-26T201500Z.tar.gz', 'a1b2')).toBe(
      '.site-backup-2026-11-26T201500Z.tar.gz.a1b2.partial',
    )
  })
})

describe('backupsToDelete', () => {
  const day = (n: number) => backupFileName(new Date(Date.UTC(2026, 10, n, 3)))
  const names = [day(3), 'notes.txt', day(1), day(4), partialBackupFileName(day(5), 'x'), day(2)]

  test('keeps the newest `keep` backups and chooses the older ones, whatever the order given', () => {
    expect(backupsToDelete(names, 2).toSorted()).toEqual([day(1), day(2)])
  })

  test('chooses nothing when there are no more than `keep`', () => {
    expect(backupsToDelete(names, 4)).toEqual([])
    expect(backupsToDelete(names, 10)).toEqual([])
  })

  test('never chooses a file that is not a finished backup', () => {
    expect(backupsToDelete(names, 0).toSorted()).toEqual([day(1), day(2), day(3), day(4)])
    expect(backupsToDelete(names, -1)).toHaveLength(4)
  })
})

describe('abandonedLeftovers', () => {
  const now = new Date('2026-11-26T20:00:00Z')
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000)
  const partial = partialBackupFileName('site-backup-2026-11-25T031500Z.tar.gz', 'a1b2')
  const staging = `${stagingFolderPrefix}x1y2z3`

  test('chooses partial backups and staging folders left a day or more ago', () => {
    expect(
      abandonedLeftovers(
        [
          { name: partial, modifiedAt: hoursAgo(24) },
          { name: staging, modifiedAt: hoursAgo(40) },
        ],
        now,
      ),
    ).toEqual([partial, staging])
  })

  test('leaves younger ones (a backup may still be running) and every other file', () => {
    expect(
      abandonedLeftovers(
        [
          { name: partial, modifiedAt: hoursAgo(23) },
          { name: staging, modifiedAt: hoursAgo(1) },
          { name: 'site-backup-2026-11-01T031500Z.tar.gz', modifiedAt: hoursAgo(600) },
          { name: '.other.partial', modifiedAt: hoursAgo(600) },
          { name: 'notes.txt', modifiedAt: hoursAgo(600) },
        ],
        now,
      ),
    ).toEqual([])
  })
})
