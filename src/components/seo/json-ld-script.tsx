import { serializeJsonLd, type JsonLd } from '@/domain/seo/structured-data'

/** Structured data for search engines, escaped so content can never close the script tag. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
