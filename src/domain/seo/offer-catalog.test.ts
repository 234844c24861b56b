import { describe, expect, it } from 'vitest'

import { offerCatalogJsonLd } from './offer-catalog'

const firmId = 'https://juniper.example.com/#firm'
const pageUrl = 'https://juniper.example.com/services/estate-planning/pricing'

describe('offerCatalogJsonLd', () => {
  it('describes each package as an Offer with its price in US dollars', () => {
    const catalog = offerCatalogJsonLd({
      name: 'Estate planning packages',
      pageUrl,
      firmId,
      packages: [
        {
          name: 'Will-based plan',
          priceDollars: 1450,
          summary: 'For most single people and couples.',
          included: ['Wills', 'Powers of attorney'],
        },
      ],
    })
    expect(catalog).toEqual({
      '@context': 'https://schema.org',
      '@type': 'OfferCatalog',
      name: 'Estate planning packages',
      url: pageUrl,
      itemListElement: [
        {
          '@type': 'Offer',
          name: 'Will-based plan',
          description: 'For most single people and couples.',
          url: pageUrl,
          price: '1450.00',
          priceCurrency: 'USD',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: '1450.00',
            priceCurrency: 'USD',
            valueAddedTaxIncluded: false,
          },
          itemOffered: {
            '@type': 'Service',
            name: 'Will-based plan',
            description: 'Wills; Powers of attorney',
            provider: { '@id': firmId },
          },
          offeredBy: { '@id': firmId },
        },
      ],
    })
  })

  it('leaves out descriptions the attorney did not write', () => {
    const catalog = offerCatalogJsonLd({
      name: 'Packages',
      pageUrl,
      firmId,
      packages: [{ name: 'Plan review', priceDollars: 350, summary: null, included: [] }],
    })
    const [offer] = catalog.itemListElement as Record<string, Record<string, unknown>>[]
    expect(offer).not.toHaveProperty('description')
    expect(offer?.itemOffered).not.toHaveProperty('description')
  })
})
