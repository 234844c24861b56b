/** A Lexical text node, as the admin's rich text editor saves it (`format`: its bold, italic… bits). */
export const textNode = (text: string, format = 0) => ({
  type: 'text',
  version: 1,
  text,
  format,
  mode: 'normal',
  style: '',
  detail: 0,
})

/** A Lexical element node of `type` (root, paragraph, heading, list…) holding `children`. */
export const elementNode = (
  type: string,
  children: object[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})

/** A Lexical paragraph node holding `children` (text nodes, links). */
export const paragraphNode = (children: object[]) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
})

/** A rich text value holding `nodes`. */
export const richTextOf = (nodes: object[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: nodes,
  },
})

/** A rich text value holding `paragraphs` of plain text. */
export const richText = (...paragraphs: string[]) =>
  richTextOf(paragraphs.map((text) => paragraphNode([textNode(text)])))
