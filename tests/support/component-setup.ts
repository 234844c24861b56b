import { cleanup, configure } from '@testing-library/react'
import type { Window } from 'happy-dom'
import { afterEach } from 'vitest'

// Component tests never reach the network: each test replaces its island's Server Action or
// search client at that module's boundary, so any request happy-dom would send (fetch, a beacon,
// a link followed) is a mistake, and fails the test instead of reaching a local server.
const { settings } = (window as unknown as Window).happyDOM
settings.navigation.disableMainFrameNavigation = true
settings.fetch.interceptor = {
  beforeAsyncRequest: async ({ request }) => {
    throw new Error(`A component test tried to reach ${request.url}`)
  },
  beforeSyncRequest: ({ request }) => {
    throw new Error(`A component test tried to reach ${request.url}`)
  },
}

// npm test runs these beside the unit and integration tests, so both cores are busy: a waitFor or
// findBy may take longer than Testing Library's default second (it still ends at the first pass).
configure({ asyncUtilTimeout: 5_000 })

// Testing Library unmounts by itself only where Vitest's globals are on; they are off here.
afterEach(cleanup)
