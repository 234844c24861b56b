/**
 * Every page block (src/blocks/page-blocks.ts) with its fields filled with hostile text, often to
 * their maximum length and row count, and its links of every kind.
 */
import { iconNames } from '../../src/components/ui/icon-names'
import { schedulingKinds } from '../../src/domain/contact/scheduling-kinds'
import { serviceLines } from '../../src/domain/practice/service-lines'
import { hostileParagraphs, hostileText } from './hostile-text'
import type { Node } from './lexical-nodes'
import { customUrls, richTextBody, type KnownDocs } from './rich-text-body'
import type { Choices } from './seeded-choices'

export const pageBlockTypes = [
  'hero',
  'richText',
  'serviceLines',
  'featureGrid',
  'processSteps',
  'faq',
  'testimonials',
  'fromTheBlog',
  'pricingTable',
  'schedulingCards',
  'attorneyProfile',
  'contactDetails',
  'contactForm',
  'paymentHandoff',
  'aboutTeaser',
  'callToAction',
  'retentionPeriods',
] as const
export type PageBlockType = (typeof pageBlockTypes)[number]

/** Paths on the site a link field takes (src/domain/navigation/link-href.ts: isSitePath). */
const sitePaths = [
  '/contact',
  '/services/estate-planning',
  '/blog?page=2',
  '/about#team',
  '/search?q=größe&x=<>',
  '/%E2%9C%93',
]

/** Up to `max` rows (at least `min`), the maximum one time in four. */
const rows = <T>(choices: Choices, min: number, max: number, row: () => T): T[] =>
  Array.from({ length: choices.chance(0.25) ? max : choices.integer(min, max) }, row)

const httpsUrls = customUrls.filter((url) => url.startsWith('https://'))

/** A call to action's link, of every type the link field offers. */
export function linkFields(choices: Choices): Node {
  const label = hostileText(choices, { maxLength: 60 })
  const type = choices.pick(['page', 'schedule', 'phone', 'sms', 'email', 'external'] as const)
  if (type === 'page') return { label, type, path: choices.pick(sitePaths) }
  if (type === 'schedule') return { label, type, schedulingKind: choices.pick(schedulingKinds) }
  if (type === 'external') return { label, type, url: choices.pick(httpsUrls) }
  return { label, type }
}

const actions = (choices: Choices, min: number) =>
  rows(choices, min, 2, () => ({ link: linkFields(choices) }))

const sectionHeading = (choices: Choices, heading?: string) => ({
  heading: heading ?? hostileText(choices, { maxLength: 90 }),
  ...(choices.chance(0.7) ? { intro: hostileText(choices, { maxLength: 400 }) } : {}),
})

const image = (choices: Choices, known: KnownDocs) =>
  known.images.length > 0 && choices.chance(0.7) ? { image: choices.pick(known.images) } : {}

/** The fields of a questions-and-answers block (pages and posts). */
export function faqFields(choices: Choices, heading?: string): Node {
  return {
    blockType: 'faq',
    heading: heading ?? hostileText(choices, { maxLength: 90 }),
    items: rows(choices, 1, 20, () => ({
      question: hostileText(choices, { maxLength: 200 }),
      answer: hostileParagraphs(choices, 2000),
    })),
  }
}

/** The fields of a call-to-action block (pages, posts and a post's closing one). */
export function callToActionFields(choices: Choices, heading?: string): Node {
  return {
    blockType: 'callToAction',
    heading: heading ?? hostileText(choices, { maxLength: 90 }),
    ...(choices.chance(0.7) ? { text: hostileText(choices, { maxLength: 400 }) } : {}),
    actions: actions(choices, 1),
  }
}

/**
 * The fields of a block of `blockType`; `heading`, when given, is its heading (the page's first
 * block carries the search word there).
 */
export function pageBlock(
  choices: Choices,
  known: KnownDocs,
  blockType: PageBlockType,
  heading?: string,
): Node {
  const title = (maxLength: number) => hostileText(choices, { maxLength })
  switch (blockType) {
    case 'hero':
      return {
        blockType,
        heading: heading ?? title(90),
        ...(choices.chance(0.8) ? { lead: title(400) } : {}),
        actions: actions(choices, 0),
        ...image(choices, known),
      }
    case 'richText':
      return {
        blockType,
        ...(heading || choices.chance(0.6) ? { heading: heading ?? title(90) } : {}),
        content: richTextBody(choices, known, {
          word: title(20),
          headingTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
        }),
      }
    case 'serviceLines':
      return {
        blockType,
        heading: heading ?? title(90),
        ...(choices.chance(0.7) ? { intro: title(400) } : {}),
        services: rows(choices, 1, 6, () => ({
          title: title(60),
          summary: title(300),
          path: choices.pick(sitePaths),
          ...(choices.chance(0.8) ? { icon: choices.pick(iconNames) } : {}),
        })),
      }
    case 'featureGrid':
      return {
        blockType,
        ...sectionHeading(choices, heading),
        features: rows(choices, 1, 12, () => ({
          ...(choices.chance(0.8) ? { icon: choices.pick(iconNames) } : {}),
          title: title(80),
          text: title(500),
        })),
      }
    case 'processSteps':
      return {
        blockType,
        ...sectionHeading(choices, heading),
        steps: rows(choices, 1, 10, () => ({
          title: title(80),
          text: hostileParagraphs(choices, 600),
        })),
      }
    case 'faq':
      return faqFields(choices, heading)
    case 'testimonials':
      return {
        blockType,
        heading: heading ?? title(90),
        ...(choices.chance(0.5) ? { serviceLine: choices.pick(serviceLines) } : {}),
        limit: choices.integer(1, 10),
      }
    case 'fromTheBlog':
      return {
        blockType,
        heading: heading ?? title(90),
        category: choices.pick(known.categories),
        limit: choices.integer(1, 6),
      }
    case 'pricingTable': {
      const items = () => rows(choices, 0, 15, () => ({ item: title(200) }))
      return {
        blockType,
        ...sectionHeading(choices, heading),
        packages: rows(choices, 1, 8, () => ({
          name: title(80),
          priceDollars: choices.pick([0, 1, 999, 1450, 99_999, 100_000]),
          ...(choices.chance(0.7) ? { summary: title(300) } : {}),
          included: items(),
          notIncluded: items(),
        })),
        ...(choices.chance(0.6) ? { note: title(600) } : {}),
      }
    }
    case 'schedulingCards':
      return {
        blockType,
        ...sectionHeading(choices, heading),
        cards: rows(choices, 1, 10, () => ({
          schedulingKind: choices.pick(schedulingKinds),
          ...(choices.chance(0.6) ? { title: title(80) } : {}),
          text: title(400),
          ...(choices.chance(0.6) ? { duration: title(40) } : {}),
          buttonLabel: title(40),
        })),
      }
    case 'attorneyProfile':
      return {
        blockType,
        heading: heading ?? title(90),
        ...(known.images.length > 0 && choices.chance(0.7)
          ? { photo: choices.pick(known.images) }
          : {}),
        bio: hostileParagraphs(choices, 3000),
      }
    case 'contactDetails':
    case 'contactForm':
    case 'retentionPeriods':
      return { blockType, ...sectionHeading(choices, heading) }
    case 'paymentHandoff':
      return {
        blockType,
        heading: heading ?? title(90),
        payable: rows(choices, 0, 8, () => ({ item: title(200) })),
        ...(choices.chance(0.7) ? { needed: title(400) } : {}),
        buttonLabel: title(40),
      }
    case 'aboutTeaser':
      return {
        blockType,
        heading: heading ?? title(90),
        text: hostileParagraphs(choices, 1200),
        ...(choices.chance(0.7) ? { link: linkFields(choices) } : {}),
      }
    case 'callToAction':
      return callToActionFields(choices, heading)
  }
}
