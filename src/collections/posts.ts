import { BlocksFeature, HeadingFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'

import { CallToActionBlock } from '@/blocks/call-to-action/call-to-action.config'
import { FaqBlock } from '@/blocks/faq/faq.config'
import { cacheTags } from '@/data/cache-tags'
import { futurePublishedDateProblem } from '@/domain/blog/published-date'
import { reservedPostSlugs, validateSlug } from '@/domain/blog/slug'
import type { Post } from '@/payload-types'

import {
  computeReadingMinutes,
  queuePostPdf,
  queuePostPdfRemoval,
  stampPublishedAt,
} from './posts.hooks'
import { postRecords, syncSearchRecords } from './search-records.hooks'
import { isPublishedOrStaff, isStaff } from './shared/access'
import { internalLinksFeature } from './shared/internal-links.feature'
import { sitePreview } from './shared/live-preview'
import { revalidateCollection } from './shared/revalidate.hooks'
import { slugField } from './shared/slug.field'
import { rejectDuplicateRowIds } from './shared/unique-row-ids.hooks'

/**
 * The post body's editor: the default features with headings from h2 to h4 (the page's h1 is the
 * title; h2 and h3 make the table of contents), plus the questions-and-answers and call-to-action
 * blocks that pages use, and internal links to documents with an address.
 */
const postEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'heading'),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BlocksFeature({ blocks: [FaqBlock, CallToActionBlock] }),
    internalLinksFeature,
  ],
})

const revalidatePosts = revalidateCollection<Post>('posts', (post) => [cacheTags.post(post.slug)])
const searchPosts = syncSearchRecords<Post>('posts', postRecords)

/** Blog posts: drafts, versions and scheduled publishing, as pages have; a PDF of each. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'publishedAt'],
    group: 'Blog',
    ...sitePreview(({ slug }) =>
      typeof slug === 'string' && validateSlug(slug) === true ? `/blog/${slug}` : null,
    ),
  },
  access: { read: isPublishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  defaultSort: '-publishedAt',
  hooks: {
    beforeValidate: [rejectDuplicateRowIds],
    beforeChange: [stampPublishedAt, computeReadingMinutes],
    afterChange: [...revalidatePosts.afterChange, queuePostPdf, ...searchPosts.afterChange],
    afterDelete: [...revalidatePosts.afterDelete, queuePostPdfRemoval, ...searchPosts.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 110 },
    slugField({ sourceField: 'title', reserved: reservedPostSlugs }),
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      minLength: 50,
      maxLength: 200,
      admin: {
        description: 'One or two sentences for the post cards, search engines and the feed.',
      },
    },
    {
      name: 'heroImage',
      label: 'Picture at the top',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Shown above the post, in its PDF and in the preview when a link to it is shared.',
      },
    },
    { name: 'content', type: 'richText', required: true, editor: postEditor },
    {
      name: 'closingCta',
      label: 'Closing call to action',
      labels: { singular: 'closing call to action', plural: 'closing calls to action' },
      type: 'blocks',
      blocks: [CallToActionBlock],
      maxRows: 1,
      admin: { description: 'Shown after the post. Left empty, the blog’s usual one is shown.' },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      maxRows: 8,
      admin: { position: 'sidebar' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      admin: {
        position: 'sidebar',
        description:
          'A staff member with a public author profile. Left empty, the firm’s attorney.',
      },
    },
    {
      name: 'publishedAt',
      label: 'Published on',
      type: 'date',
      index: true,
      validate: (value: Date | string | null | undefined, { data }: { data: Partial<Post> }) =>
        futurePublishedDateProblem(value, data._status === 'published', new Date()) ?? true,
      admin: {
        position: 'sidebar',
        description:
          'Set when the post is first published; change it only to correct it. To publish later, choose Schedule Publish from the arrow beside Publish, then “Publish” as the type (the drawer starts on “Unpublish”).',
      },
    },
    {
      name: 'revisedAt',
      label: 'Updated on',
      type: 'date',
      admin: { position: 'sidebar', description: 'Set it when you change what the post says.' },
    },
    {
      name: 'readingMinutes',
      type: 'number',
      admin: { position: 'sidebar', readOnly: true, description: 'Worked out from the text.' },
    },
  ],
}
