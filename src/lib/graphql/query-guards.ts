import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql'

/** Fields (aliases included) at the top of one operation: each is a query of its own. */
export const maxRootFields = 10
/** Nesting of fields, e.g. Pages → docs → layout → … */
const maxDepth = 10
/** Documents one list may ask for; Payload's `limit: 0` (everything) is refused too. */
const maxListSize = 100
/** Fields the whole answer may hold, counting each field once per document of its list. */
export const maxCost = 5_000
/** Payload's page size when a list query names no `limit`. */
const defaultListSize = 10

type Variables = Record<string, unknown>
type Fragments = Map<string, FragmentDefinitionNode>

class QueryShapeError extends Error {}

function listSize(limit: ValueNode | undefined, variables: Variables, isRootField: boolean) {
  if (!limit) return isRootField ? defaultListSize : 1
  const value =
    limit.kind === Kind.VARIABLE
      ? variables[limit.name.value]
      : limit.kind === Kind.INT
        ? Number(limit.value)
        : null
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > maxListSize) {
    throw new QueryShapeError(`Ask for 1 to ${maxListSize} documents at a time (limit).`)
  }
  return value
}

/** Fragment spreads one request may expand in all: repeated spreads can grow exponentially. */
const maxSpreads = 1_000

type Field = Extract<SelectionSetNode['selections'][number], { kind: Kind.FIELD }>

/** Checks one document's operations; throws a QueryShapeError at the first excess. */
function checkShape(document: DocumentNode, variables: Variables) {
  const fragments: Fragments = new Map()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition)
    }
  }
  let spreads = 0

  /** The fields a selection holds at its own level, fragments spread in (cycles refused). */
  function* fieldsOf(
    selectionSet: SelectionSetNode,
    expanding: ReadonlySet<string>,
  ): Generator<Field> {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        yield selection
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        yield* fieldsOf(selection.selectionSet, expanding)
      } else {
        const name = selection.name.value
        const fragment = fragments.get(name)
        if (!fragment) throw new QueryShapeError(`Fragment ${name} is not defined.`)
        if (expanding.has(name)) throw new QueryShapeError(`Fragment ${name} spreads itself.`)
        spreads += 1
        if (spreads > maxSpreads) throw new QueryShapeError('The query spreads too many fragments.')
        yield* fieldsOf(fragment.selectionSet, new Set([...expanding, name]))
      }
    }
  }

  function selectionCost(selectionSet: SelectionSetNode, depth: number): number {
    if (depth > maxDepth) throw new QueryShapeError(`Nest fields at most ${maxDepth} deep.`)
    let cost = 0
    let fields = 0
    for (const field of fieldsOf(selectionSet, new Set())) {
      fields += 1
      if (depth === 0 && fields > maxRootFields) {
        throw new QueryShapeError(`Ask for at most ${maxRootFields} fields at the top of a query.`)
      }
      const limit = field.arguments?.find((argument) => argument.name.value === 'limit')
      const size = listSize(limit?.value, variables, depth === 0)
      const children = field.selectionSet ? selectionCost(field.selectionSet, depth + 1) : 0
      cost += 1 + size * children
      if (cost > maxCost) {
        throw new QueryShapeError(`This query could return more than ${maxCost} values.`)
      }
    }
    return cost
  }

  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) selectionCost(definition.selectionSet, 0)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Why a GraphQL request body must be refused before Payload runs it, or null when it may run:
 * not JSON, not one operation object, a syntax error, a fragment cycle, or a query too wide,
 * too deep or asking for too many documents. Needs no schema, so it answers in microseconds.
 */
export function graphQLRequestProblem(body: string): string | null {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return 'Send the query as JSON.'
  }
  if (!isRecord(request) || typeof request.query !== 'string') {
    return 'Send one JSON object with a "query" string.'
  }
  const variables = request.variables ?? {}
  if (!isRecord(variables)) return 'Send "variables" as a JSON object.'
  try {
    checkShape(parse(request.query, { maxTokens: 5_000 }), variables)
    return null
  } catch (error) {
    if (error instanceof QueryShapeError || error instanceof GraphQLError) return error.message
    throw error
  }
}

/** Only signed-in staff may use GraphQL: the public site reads its content in process. */
const staffOnlyRule: ValidationRule = (context) => ({
  Document(document) {
    context.reportError(
      new GraphQLError('GraphQL is available to signed-in staff only.', { nodes: document }),
    )
  },
})

/**
 * Keeps error messages from naming fields the client did not ask for ("Did you mean …?"),
 * which would reveal the schema that production keeps from introspection.
 */
const hideSuggestionsRule: ValidationRule = (context) => {
  Object.defineProperty(context, 'hideSuggestions', { value: true })
  return {}
}

function isSignedIn(contextValue: unknown): boolean {
  return isRecord(contextValue) && isRecord(contextValue.req) && Boolean(contextValue.req.user)
}

/** Payload's `graphQL.validationRules`: added to graphql's own rules for every operation. */
export function graphQLGuards(
  args: Pick<ExecutionArgs, 'contextValue'>,
  { isProduction }: { isProduction: boolean },
): ValidationRule[] {
  return [
    ...(isProduction ? [hideSuggestionsRule] : []),
    ...(isSignedIn(args.contextValue) ? [] : [staffOnlyRule]),
  ]
}
