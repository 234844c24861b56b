import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { brandColors } from './brand'

const themeCss = readFileSync(new URL('../app/(site)/globals.css', import.meta.url), 'utf8')

describe('brandColors', () => {
  it.each([
    ['--color-brand-900', brandColors.navy],
    ['--color-brand-950', brandColors.navyDeep],
    ['--color-brand-100', brandColors.mist],
  ])('matches the stylesheet’s %s', (property, colour) =>
    expect(themeCss).toContain(`${property}: ${colour};`),
  )
})
