import { buildSchema, parse, specifiedRules, validate } from 'graphql'
import { describe, expect, it } from 'vitest'

import { graphQLGuards, graphQLRequestProblem, maxCost, maxRootFields } from './query-guards'

const body = (query: string, variables?: unknown) => JSON.stringify({ query, variables })
const problem = (query: string, variables?: unknown) =>
  graphQLRequestProblem(body(query, variables))

describe('requests refused before Payload runs them', () => {
  it('lets an ordinary query through', () =>
    expect(problem('{ Pages(limit: 20) { docs { id title } } }')).toBeNull())

  it.each([
    ['{"query": "{ Pages', 'Send the query as JSON.'],
    ['[{"query": "{ Pages { totalDocs } }"}]', 'Send one JSON object with a "query" string.'],
    ['{"query": 42}', 'Send one JSON object with a "query" string.'],
    [
      '{"query": "{ Pages { totalDocs } }", "variables": [1]}',
      'Send "variables" as a JSON object.',
    ],
    ['{"query": "{ Pages {"}', 'Syntax Error: Expected Name, found <EOF>.'],
  ])('%s: %s', (raw, message) => expect(graphQLRequestProblem(raw)).toBe(message))

  it('refuses more root fields than allowed, aliases and fragments included', () => {
    const aliases = (count: number) =>
      Array.from({ length: count }, (_, index) => `a${index}: Pages(limit: 1) { docs { id } }`)
    const refusal = `Ask for at most ${maxRootFields} fields at the top of a query.`
    expect(problem(`{ ${aliases(maxRootFields).join(' ')} }`)).toBeNull()
    expect(problem(`{ ${aliases(333).join(' ')} }`)).toBe(refusal)
    expect(problem(`{ ...F } fragment F on Query { ${aliases(11).join(' ')} }`)).toBe(refusal)
    expect(problem(`{ ... on Query { ${aliases(11).join(' ')} } }`)).toBe(refusal)
  })

  it.each(['limit: 0', 'limit: 101', 'limit: 1e50', 'limit: "100"', 'limit: -1'])(
    'refuses a list of %s documents',
    (limit) =>
      expect(problem(`{ Pages(${limit}) { docs { id } } }`)).toBe(
        'Ask for 1 to 100 documents at a time (limit).',
      ),
  )

  it('reads the limit from variables', () => {
    const query = 'query Q($n: Int) { Pages(limit: $n) { docs { id } } }'
    expect(problem(query, { n: 50 })).toBeNull()
    expect(problem(query, { n: 5000 })).toBe('Ask for 1 to 100 documents at a time (limit).')
    expect(problem(query)).toBe('Ask for 1 to 100 documents at a time (limit).')
  })

  it('multiplies nested lists by their sizes', () =>
    expect(
      problem('{ Pages(limit: 100) { docs { children(limit: 100) { docs { id title } } } } }'),
    ).toBe(`This query could return more than ${maxCost} values.`))

  it('refuses deep nesting', () =>
    expect(problem(`{ Page(id: 1) { ${'parent { '.repeat(12)}id${' }'.repeat(12)} } }`)).toBe(
      'Nest fields at most 10 deep.',
    ))

  it('refuses fragment cycles, unknown fragments and exponential spreads', () => {
    expect(
      problem(
        '{ Pages { docs { ...A } } } fragment A on Page { ...B } fragment B on Page { ...A }',
      ),
    ).toBe('Fragment A spreads itself.')
    expect(problem('{ Pages { docs { ...Missing } } }')).toBe('Fragment Missing is not defined.')
    const doubling = Array.from(
      { length: 20 },
      (_, index) => `fragment F${index} on Page { ...F${index + 1} ...F${index + 1} }`,
    ).join(' ')
    expect(problem(`{ Pages { docs { ...F0 } } } ${doubling} fragment F20 on Page { id }`)).toBe(
      'The query spreads too many fragments.',
    )
  })
})

describe('rules added to Payload', () => {
  const schema = buildSchema('type Page { id: ID } type Query { Pages: [Page] }')
  const errors = (query: string, contextValue: unknown, isProduction = true) =>
    validate(schema, parse(query), [
      ...specifiedRules,
      ...graphQLGuards({ contextValue }, { isProduction }),
    ]).map((error) => error.message)

  it('let signed-in staff query', () =>
    expect(errors('{ Pages { id } }', { req: { user: { id: 1 } } })).toEqual([]))

  it.each([{ req: { user: null } }, {}, null, { req: null }, 'text'])(
    'refuse anyone else (%j)',
    (contextValue) =>
      expect(errors('{ Pages { id } }', contextValue)).toEqual([
        'GraphQL is available to signed-in staff only.',
      ]),
  )

  it('name no schema fields in production', () => {
    const staff = { req: { user: { id: 1 } } }
    expect(errors('{ Pagez { id } }', staff).join()).not.toMatch(/Did you mean/)
    expect(errors('{ Pagez { id } }', staff, false).join()).toMatch(/Did you mean/)
  })
})
