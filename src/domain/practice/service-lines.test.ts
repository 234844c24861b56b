import { describe, expect, it } from 'vitest'

import { serviceLineOptions } from './service-lines'

describe('serviceLineOptions', () => {
  it('offers the four service lines with their plain names, in the site’s order', () => {
    expect(serviceLineOptions).toEqual([
      { value: 'estatePlanning', label: 'Estate planning' },
      { value: 'smallBusiness', label: 'Small business' },
      { value: 'bankruptcy', label: 'Bankruptcy' },
      { value: 'nonprofits', label: 'Nonprofits' },
    ])
  })
})
