import { expect, test } from 'vitest'

import { backupDirProblem } from './backup-location'

const folders = [
  { variable: 'MEDIA_DIR', dir: '/srv/site/data/media' },
  { variable: 'FILES_DIR', dir: '/srv/site/data/files' },
]

test.each(['/srv/site/data/backups', '/srv/site/data', '/srv/site/data/media-backups', '/backups'])(
  'backups may be kept in %s',
  (backupDir) => expect(backupDirProblem(backupDir, folders)).toBeNull(),
)

test.each([
  ['/srv/site/data/media', 'MEDIA_DIR'],
  ['/srv/site/data/media/backups', 'MEDIA_DIR'],
  ['/srv/site/data/files/old backups', 'FILES_DIR'],
])('backups kept in %s would be copied into each backup (%s)', (backupDir, variable) => {
  expect(backupDirProblem(backupDir, folders)).toContain(`is inside ${variable}`)
})

test('a folder given with a trailing slash is the same folder', () => {
  expect(
    backupDirProblem('/srv/media/backups', [{ variable: 'MEDIA_DIR', dir: '/srv/media/' }]),
  ).toContain('MEDIA_DIR')
})
