import { expect, test } from 'vitest'

import { appBridge } from './app-bridge'

test('the door is told plainly when the app has not provided its bridge', async () => {
  await expect(appBridge(10)).rejects.toThrow(/has not provided its bridge.*instrumentation\.ts/)
})
