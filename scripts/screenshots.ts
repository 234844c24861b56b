/**
 * Screenshots of pages at phone and desktop width, for looking at what visitors see:
 * `npx tsx scripts/screenshots.ts http://localhost:3000 / /services` → .tmp/screenshots/*.png
 */
import { mkdirSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { chromiumFlags, chromiumPath, visitorUserAgent } from './support/chromium'

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const widths = [390, 1280]

mkdirSync('.tmp/screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
for (const width of widths) {
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    userAgent: visitorUserAgent,
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
