import type { JsonLd } from './structured-data'

export type FixedFeePackage = {
  name: string
  priceDollars: number
  summary?: string | null
  included: string[]
}

/**
 * A schema.org OfferCatalog of fixed-fee packages, each an Offer with its UnitPriceSpecification
 * in US dollars, offered by the firm (`firmId`, the LegalService's @id).
 */
export function offerCatalogJsonLd({
  name,
  pageUrl,
  firmId,
  packages,
}: {
  name: string
  pageUrl: string
  firmId: string
  packages: ReadonlyArray<FixedFeePackage>
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name,
    url: pageUrl,
    itemListElement: packages.map((item) => ({
      '@type': 'Offer',
      name: item.name,
      ...(item.summary ? { description: item.summary } : {}),
      url: pageUrl,
      price: item.priceDollars.toFixed(2),
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: item.priceDollars.toFixed(2),
        priceCurrency: 'USD',
        valueAddedTaxIncluded: false,
      },
      itemOffered: {
        '@type': 'Service',
        name: item.name,
        ...(item.included.length > 0 ? { description: item.included.join('; ') } : {}),
        provider: { '@id': firmId },
      },
      offeredBy: { '@id': firmId },
    })),
  }
}
