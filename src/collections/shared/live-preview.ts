import type { CollectionAdminOptions } from 'payload'

import { previewLink } from '@/domain/preview/preview-path'

/**
 * The Preview button and live preview of a collection whose documents are pages of the site:
 * both open the document's latest draft at its address, `pathOf` the form's data (null while it
 * has none), at a phone's and a desktop's width (ADR 006).
 */
export function sitePreview(
  pathOf: (data: Record<string, unknown>) => string | null,
): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> {
  const link = (data: Record<string, unknown>) => {
    const path = pathOf(data)
    return path ? previewLink(path) : null
  }
  return {
    preview: (data) => link(data),
    livePreview: {
      url: ({ data }) => link(data),
      breakpoints: [
        { label: 'Phone (390 px)', name: 'phone', width: 390, height: 844 },
        { label: 'Desktop (1280 px)', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  }
}
