/** Search records made up for benchmarks: plausible words, facets and dates, the same every run. */
import { serviceLines } from '../../src/domain/practice/service-lines'
import type { SearchRecord, SearchRecordType } from '../../src/domain/search/search-record'
import { seededRandom } from './seeded-random'

const words = (
  'estate plan will trust probate guardian power attorney beneficiary heir gift tax roth ira ' +
  'conversion income bracket bankruptcy chapter seven thirteen creditor debt discharge means test ' +
  'business llc corporation operating agreement partner contract lease nonprofit charity board ' +
  'bylaws filing exemption donation firearm suppressor registration family children spouse home ' +
  'deed account retirement insurance meeting fee price colorado county court judge hearing form'
).split(' ')
const categories = ['Estate planning', 'Bankruptcy', 'Small business', 'Nonprofits', 'Taxes']
const tags = Array.from({ length: 40 }, (_, index) => `Topic ${index + 1}`)
const types: SearchRecordType[] = ['post', 'post', 'post', 'page', 'service', 'category', 'tag']

const syllables =
  'ba be bi bo ca ce co da de di fa fe fo ga ge la le li lo ma me mi mo na ne no ra re ri ro sa se so ta te ti to va ve vo'.split(
    ' ',
  )

/**
 * `count` records with titles of 4–9 words, bodies of 300–700 words and facet values. Each record
 * is about eight of the legal words, the rest of its text drawn from 2,000 filler words, so a
 * query matches some records, as on a real site, not all of them.
 */
export function generatedSearchRecords(count: number): SearchRecord[] {
  const { random, pick } = seededRandom(42)
  const filler = Array.from(
    { length: 2_000 },
    () => `${pick(syllables)}${pick(syllables)}${pick(syllables)}`,
  )
  let topic: string[] = []
  const text = (length: number) =>
    Array.from({ length }, () => (random() < 0.15 ? pick(topic) : pick(filler))).join(' ')
  return Array.from({ length: count }, (_, index) => {
    topic = Array.from({ length: 8 }, () => pick(words))
    const type = pick(types)
    const isPost = type === 'post'
    return {
      objectID: `bench:${index}`,
      type,
      title: text(4 + Math.floor(random() * 6)),
      url: `/bench/${index}`,
      excerpt: text(25),
      body: text(300 + Math.floor(random() * 400)).slice(0, 5_000),
      serviceLine: pick([...serviceLines, null]),
      category: isPost ? pick(categories) : null,
      tags: isPost ? [pick(tags), pick(tags)] : [],
      date: isPost
        ? new Date(Date.UTC(2020 + Math.floor(random() * 7), 0, 1 + (index % 365))).toISOString()
        : null,
      startingPrice: type === 'service' ? 100 * (1 + Math.floor(random() * 30)) : null,
    }
  })
}

/** The words the generated records use, for queries that find something. */
export const generatedWords = words
