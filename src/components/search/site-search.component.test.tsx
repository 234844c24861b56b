import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { SearchRecord } from '@/domain/search/search-record'
import { parseSearchBody } from '@/domain/search/search-request'
import { answerText } from '@/lib/search/algolia-response'
import { searchPageResults, type InitialResults } from '@/lib/search/initial-results'
import { buildSearchIndex, type SearchIndex } from '@/lib/search/search-index'
import type { SearchOnThread } from '@/lib/search/search-thread'

import { SiteSearch } from './site-search.client'

// Algolia's client is the search's network edge (it posts to /api/search). Its stand-in answers
// from an index in this process, as that endpoint does, and can be made to fail. The other edge,
// the counts' beacons (search-analytics), is taken and dropped.
const network = vi.hoisted(() => ({ search: vi.fn() }))
vi.mock('algoliasearch/lite', () => ({ liteClient: () => ({ search: network.search }) }))

const record = (
  objectID: string,
  fields: Pick<SearchRecord, 'type' | 'title'> & Partial<SearchRecord>,
): SearchRecord => ({
  objectID,
  url: `/${objectID}`,
  excerpt: `${fields.title}.`,
  body: `All about ${fields.title.toLowerCase()}.`,
  serviceLine: null,
  category: null,
  tags: [],
  date: null,
  startingPrice: null,
  ...fields,
})

const records = [
  record('posts:1', {
    type: 'post',
    title: 'Writing a will in Colorado',
    serviceLine: 'estatePlanning',
    category: 'Estate planning',
    tags: ['Wills'],
    date: '2025-03-01T00:00:00.000Z',
  }),
  record('posts:2', {
    type: 'post',
    title: 'Choosing a guardian',
    serviceLine: 'estatePlanning',
    category: 'Estate planning',
    tags: ['Guardians', 'Wills'],
    date: '2024-06-01T00:00:00.000Z',
  }),
  record('pages:3', {
    type: 'service',
    title: 'Chapter 7 bankruptcy',
    serviceLine: 'bankruptcy',
    startingPrice: 1500,
  }),
  record('pages:4', { type: 'page', title: 'About the firm' }),
]

let index: SearchIndex
let serverResults: InitialResults

async function answerFromIndex(requests: unknown[]) {
  const parsed = parseSearchBody({ requests })
  if (!parsed.ok) throw new Error(parsed.message)
  const answer = await answerText(index, parsed.requests, 'results')
  if (answer.kind !== 'answered') throw new Error('The answer is too large.')
  return JSON.parse(answer.body) as { results: object[] }
}

/** The search thread's part, played by the index in this process. */
const searchOnThread: SearchOnThread = {
  generation: 'this process',
  titleOf: (objectID) => records.find((each) => each.objectID === objectID)?.title,
  answer: (requests, { shape }) => answerText(index, requests, shape),
}

beforeAll(async () => {
  index = await buildSearchIndex(records)
  serverResults = await searchPageResults(searchOnThread, 'site', {
    query: '',
    refinements: {},
    page: 1,
    sort: 'relevance',
  })
})

function renderSearch() {
  render(
    <SiteSearch
      kind="site"
      href="http://localhost:3000/search"
      serverState={{ initialResults: serverResults as never }}
      noResults={<p>Try our services.</p>}
    />,
  )
  return userEvent.setup()
}

const resultsHeading = () =>
  screen.getByRole('heading', { level: 2, name: /^\d+ results?( for|$)/ })
const hitTitles = () =>
  screen.queryAllByRole('article').map((hit) => within(hit).getByRole('heading').textContent)
const facet = (name: string) => screen.getByRole('region', { name })

describe('SiteSearch', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/search')
    network.search.mockReset()
    network.search.mockImplementation(answerFromIndex)
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true)
  })

  it('shows the server’s results and facet counts before asking the network anything', () => {
    renderSearch()
    expect(resultsHeading().textContent).toBe('4 results')
    expect(hitTitles()).toHaveLength(4)
    expect(within(facet('Kind of page')).getByRole('link', { name: /Blog post 2 results/ }))
    expect(within(facet('Topic')).getByRole('link', { name: /Wills 2 results/ }))
    expect(network.search).not.toHaveBeenCalled()
  })

  it('searches as the visitor types, and the address follows', async () => {
    const user = renderSearch()
    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'guardian')

    await waitFor(() => expect(resultsHeading().textContent).toBe('1 result for “guardian”'))
    expect(hitTitles()).toEqual(['Choosing a guardian'])
    await waitFor(() => expect(window.location.search).toBe('?q=guardian'))
  })

  it('narrows the results by a facet value, shows it ticked, and takes it off again', async () => {
    const user = renderSearch()
    await user.click(within(facet('Kind of page')).getByRole('link', { name: /^Blog post/ }))

    await waitFor(() => expect(resultsHeading().textContent).toBe('2 results'))
    expect(hitTitles().sort()).toEqual(['Choosing a guardian', 'Writing a will in Colorado'])
    const ticked = within(facet('Kind of page')).getByRole('link', { name: /^Blog post/ })
    expect(ticked.textContent).toContain('results, selected')

    await user.click(ticked)
    await waitFor(() => expect(resultsHeading().textContent).toBe('4 results'))
  })

  it('says when search is unavailable, keeps the words typed, and tries again', async () => {
    network.search.mockRejectedValue(new Error('offline'))
    const user = renderSearch()
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search the site' })
    await user.type(box, 'wills')

    expect(await screen.findByText(/Search is not available just now/))
    expect(box.value).toBe('wills')

    network.search.mockImplementation(answerFromIndex)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(resultsHeading().textContent).toBe('2 results for “wills”'))
    expect(screen.queryByText(/Search is not available just now/)).toBeNull()
  })
})
