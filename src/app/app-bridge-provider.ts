import 'server-only'

import { answerSearch } from '@/app/api/search/answer-search'
import { startContentStore } from '@/data/content-store'
import { listKnownCmsPaths } from '@/data/known-paths'
import { recordMissedPages } from '@/data/missed-pages'
import { refreshSearchIndex } from '@/data/search-index'
import { hasStaffAccount } from '@/data/staff-session'
import type { AppBridge } from '@/server/boot/app-bridge'

import { redirectAnswer } from './redirect-answer'

/** The app's side of the bridge to the front door (ADR 022), provided by `register()`. */
export const appBridgeProvider: AppBridge = {
  startContentStore,
  knownCmsPaths: listKnownCmsPaths,
  storeMissedPages: recordMissedPages,
  hasStaffAccount,
  search: { answer: answerSearch, refreshIndex: refreshSearchIndex },
  redirectAt: redirectAnswer,
}
