import { LinkFeature } from '@payloadcms/richtext-lexical'

import { linkableCollections } from '@/domain/content/linked-doc-path'

/**
 * The editor's link feature, offering internal links only to documents with a public address
 * (the renderers resolve them through `linkedDocPath`): by default Payload offers every
 * collection, staff accounts and inquiries included.
 */
export const internalLinksFeature = LinkFeature({ enabledCollections: [...linkableCollections] })
