import { expect, it } from 'vitest'

import { changesPublishedVersion } from './published-change'

it('a draft save leaves the published page as it was', () => {
  expect(changesPublishedVersion({ draftRequested: 'true', status: 'draft' })).toBe(false)
  expect(changesPublishedVersion({ draftRequested: true, status: 'draft' })).toBe(false)
})

it('publishing changes the published page, also when sent as a draft request', () => {
  expect(changesPublishedVersion({ draftRequested: undefined, status: 'published' })).toBe(true)
  expect(changesPublishedVersion({ draftRequested: 'true', status: 'published' })).toBe(true)
})

it('unpublishing (status draft without the draft flag) changes it', () => {
  expect(changesPublishedVersion({ draftRequested: undefined, status: 'draft' })).toBe(true)
  expect(changesPublishedVersion({ draftRequested: 'false', status: 'draft' })).toBe(true)
})

it('every save of a document without drafts changes it', () => {
  expect(changesPublishedVersion({ draftRequested: undefined, status: undefined })).toBe(true)
})
