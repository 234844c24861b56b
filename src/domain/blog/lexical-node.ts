/**
 * A node of a Lexical editor state as Payload stores it (plain JSON): the root, a paragraph, a
 * heading, a text run, a link… Only the keys the blog's rules read are named; every node keeps
 * whatever else it carries, so Payload's own serialized node types fit this shape.
 */
export type LexicalNode = {
  type: string
  children?: ReadonlyArray<LexicalNode>
  /** The characters of a `text` node. */
  text?: string
  /** A heading's level, `h1`…`h6`. */
  tag?: string
  /** What a link (url, linkType, doc) or a block (its field values) holds. */
  fields?: unknown
  [key: string]: unknown
}
