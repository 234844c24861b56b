import { describe, expect, it } from 'vitest'

import { addressLine, directionsUrl } from './directions'

const office = {
  street: '1200 Example Avenue, Suite 210',
  city: 'Lakewood',
  state: 'CO',
  zip: '80226',
}

describe('directions', () => {
  it('writes the address on one line', () => {
    expect(addressLine(office)).toBe('1200 Example Avenue, Suite 210, Lakewood, CO 80226')
  })

  it('links to directions with the address as the destination', () => {
    const url = new URL(directionsUrl(office))
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/')
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('destination')).toBe(addressLine(office))
  })
})
