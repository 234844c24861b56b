/**
 * The content fuzzer's generator: from a seed, the uploads, categories and topics a run starts
 * with, then each document (a post or a page) as the REST API takes it. Pure and deterministic:
 * the same seed, number and known documents give the same document, so a failure is repeated by
 * its seed and number.
 */
import { cutToLength, hostileText, phrasesByScript } from './hostile-text'
import { callToActionFields, faqFields, pageBlock, pageBlockTypes } from './page-blocks'
import { richTextBody, type KnownDocs } from './rich-text-body'
import { searchWord, wordScripts } from './search-words'
import { mixedSeed, seededChoices, type Choices } from './seeded-choices'

export type { KnownDocs } from './rich-text-body'

/** One document's own stream of choices: its seed and number mixed. */
export const documentSeed = mixedSeed

/** An image to upload: its file name (spaces, #, %, accents), kind, size and texts. */
export type MediaPlan = {
  fileName: string
  format: 'png' | 'jpeg' | 'webp'
  width: number
  height: number
  rgb: [number, number, number]
  alt: string
  caption?: string
}

const fileNameStems = [
  'Zoë’s office #2 100% final',
  'façade plan #1',
  'scan 50% off (copy)',
  'Ærøskøbing – vue d’été',
  'Щёлково фото #3',
  'office%20photo',
  '遗产 规划 #信托',
  'a b  c',
]

/** The images a run uploads first, which documents then show. */
export function mediaPlans(seed: number, count = 8): MediaPlan[] {
  const choices = seededChoices(documentSeed(seed, -1))
  return Array.from({ length: count }, (_, index) => {
    const format = (['png', 'jpeg', 'webp'] as const)[index % 3] ?? 'png'
    const [width, height] = choices.pick([
      [1600, 900],
      [2400, 300],
      [300, 2400],
      [640, 640],
      [40, 40],
    ] as const)
    return {
      fileName: `${fileNameStems[index % fileNameStems.length]} ${seed}-${index}.${format === 'jpeg' ? 'jpg' : format}`,
      format,
      width,
      height,
      rgb: [choices.integer(0, 255), choices.integer(0, 255), choices.integer(0, 255)],
      alt: hostileText(choices, { maxLength: 250 }),
      ...(choices.chance(0.7) ? { caption: hostileText(choices, { maxLength: 250 }) } : {}),
    }
  })
}

/** A category or topic: its name, address and words, filled to their limits now and then. */
export type TaxonPlan = { name: string; slug: string; words: string }

/** The categories (`kind` categories: name 60, intro 50–400) or topics (name 40, definition 20–300). */
export function taxonPlans(seed: number, kind: 'categories' | 'tags', count: number): TaxonPlan[] {
  const choices = seededChoices(documentSeed(seed, kind === 'categories' ? -2 : -3))
  const [nameMax, wordsMin, wordsMax] = kind === 'categories' ? [60, 50, 400] : [40, 20, 300]
  return Array.from({ length: count }, (_, index) => ({
    name: hostileText(choices, { maxLength: nameMax }),
    slug: `fuzz-${kind === 'categories' ? 'c' : 't'}${index}-${seed}`,
    words: hostileText(choices, { minLength: wordsMin, maxLength: wordsMax }),
  }))
}

/** A contact message a page's form sends: names of every script, text with markup and emoji. */
export type ContactPlan = { name: string; email: string; message: string }

const nameScripts = ['latin', 'cyrillic', 'greek', 'chinese', 'arabic', 'hebrew'] as const

function contactPlan(choices: Choices, word: string): ContactPlan {
  const name = cutToLength(
    Array.from({ length: choices.integer(1, 4) }, () =>
      choices.pick(phrasesByScript[choices.pick(nameScripts)]),
    ).join(' '),
    100,
  )
  return {
    name,
    email: `fuzz.${word.length}@example.com`,
    message: `${word} ${hostileText(choices, { maxLength: 4000 })}`,
  }
}

/** A document to create: a post or a page, with what its checks look for. */
export type DocumentPlan = {
  seed: number
  index: number
  kind: 'post' | 'page'
  /** The site path it is published at. */
  path: string
  title: string
  /** A word of its body, unique to it, that the site search must find it by. */
  searchWord: string
  /** What the REST API is sent to create it (published). */
  data: Record<string, unknown>
  /** A message its contact form sends, when it has one. */
  contact?: ContactPlan
}

const pageSections = ['', '/services/estate-planning', '/policies', '/fuzz-section'] as const

/** Every third document is a page; the rest are posts. */
export const isPageNumber = (index: number) => index % 3 === 2

function postData(choices: Choices, known: KnownDocs, seed: number, index: number, word: string) {
  const title = hostileText(choices, { maxLength: 110 })
  const base = `fuzz-${seed}-${index}`
  // Some addresses are as long as a slug may be (80 characters).
  const slug = choices.chance(0.2)
    ? `${base}-${'long'.repeat(20)}`.slice(0, 80).replace(/-$/, '')
    : base
  const tagCount = Math.min(known.tags.length, choices.chance(0.25) ? 8 : choices.integer(0, 3))
  const tags = [...new Set(Array.from({ length: tagCount }, () => choices.pick(known.tags)))]
  const data: Record<string, unknown> = {
    title,
    slug,
    excerpt: hostileText(choices, { minLength: 50, maxLength: 200 }),
    content: richTextBody(choices, known, {
      word,
      headingTags: ['h2', 'h3', 'h4'],
      blockFields: (type) => (type === 'faq' ? faqFields(choices) : callToActionFields(choices)),
    }),
    category: choices.pick(known.categories),
    tags,
    _status: 'published',
    ...(known.images.length > 0 && choices.chance(0.5)
      ? { heroImage: choices.pick(known.images) }
      : {}),
    ...(choices.chance(0.3) ? { closingCta: [callToActionFields(choices)] } : {}),
    ...(choices.chance(0.2)
      ? { revisedAt: new Date(Date.UTC(2026, 0, 1 + (index % 300))).toISOString() }
      : {}),
  }
  return { title, path: `/blog/${slug}`, data }
}

function pageData(choices: Choices, known: KnownDocs, seed: number, index: number, word: string) {
  const title = hostileText(choices, { maxLength: 70 })
  const path = `${choices.pick(pageSections)}/fuzz-${seed}-${index}`
  // Each block type leads some page, so every one is rendered first and with the search word.
  const first = pageBlockTypes[Math.floor(index / 3) % pageBlockTypes.length] ?? 'hero'
  const others = Array.from({ length: choices.integer(1, 5) }, () => choices.pick(pageBlockTypes))
  const layout = [first, ...others].map((type, position) =>
    pageBlock(
      choices,
      known,
      type,
      position === 0
        ? `${word} ${hostileText(choices, { maxLength: 90 - word.length - 1 })}`
        : undefined,
    ),
  )
  const data = {
    title,
    path,
    description: hostileText(choices, { minLength: 50, maxLength: 160 }),
    noindex: false,
    layout,
    _status: 'published',
  }
  const hasForm = layout.some((block) => block.blockType === 'contactForm')
  return { title, path, data, ...(hasForm ? { contact: contactPlan(choices, word) } : {}) }
}

/** Document `index` of run `seed`, linking to and showing only `known` documents. */
export function documentPlan(seed: number, index: number, known: KnownDocs): DocumentPlan {
  const choices = seededChoices(documentSeed(seed, index))
  const word = searchWord(seed, index, wordScripts[index % wordScripts.length] ?? 'latin')
  const kind = isPageNumber(index) ? 'page' : 'post'
  const made =
    kind === 'page'
      ? pageData(choices, known, seed, index, word)
      : postData(choices, known, seed, index, word)
  return { seed, index, kind, searchWord: word, ...made }
}
