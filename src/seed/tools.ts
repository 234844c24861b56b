import { rothToolCopy, rothToolPath } from '@/domain/roth/roth-tool-copy'
import type { Tool } from '@/payload-types'

/** The site's tools, so the site search finds them and pages can name their paths. */
export const seedTools: Array<Pick<Tool, 'title' | 'path' | 'description' | 'searchWords'>> = [
  {
    title: rothToolCopy.title,
    path: rothToolPath,
    description:
      'Should a parent convert part of a traditional IRA to a Roth IRA, so the children keep more after tax? Compare four ways of converting with not converting, using your family’s own totals.',
    searchWords:
      'Roth IRA conversion calculator, traditional IRA, retirement account, inherited IRA, inheritance, heirs, children, income tax, tax brackets, estate planning',
  },
]
