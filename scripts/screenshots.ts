/**
 * Screenshots of pages at phone and desktop width, for looking at what visitors see:
 * `npx tsx scripts/screenshots.ts http://localhost:3000 / /services` → .tmp/screenshots/*.png
 */
import { mkdirSync } from 'node:fs'

import { chromium, devices } from '@playwright/test'

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const widths = [390, 1280]

mkdirSync('.tmp/screenshots', { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
for (const width of widths) {
  // A visitor's user agent: headless Chromium's own counts as a bot and gets the crawler view.
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    userAgent: devices['Desktop Chrome'].userAgent,
  })
  for (const path of paths.length > 0 ? paths : ['/']) {
    await page.goto(new URL(path, baseUrl).toString())
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')
    const file = `.tmp/screenshots/${name}-${width}.png`
    await page.screenshot({ path: file, fullPage: true })
    process.stdout.write(`${file}\n`)
  }
  await page.close()
}
await browser.close()
