/**
 * XML read with saxes, a parser that holds to XML 1.0's well-formedness rules (characters XML
 * forbids included, which fast-xml-parser's validator and xmldom let through), into a small tree.
 */
import { SaxesParser } from 'saxes'

export type XmlElement = {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}

/** The document element of `xml`, or the parser's first error as a message. */
export function parseXml(
  xml: string,
): { ok: true; root: XmlElement } | { ok: false; error: string } {
  const parser = new SaxesParser({ xmlns: false })
  const stack: XmlElement[] = []
  let root: XmlElement | null = null
  let error: string | null = null
  parser.on('error', (problem) => {
    error ??= problem.message
  })
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: Object.fromEntries(
        Object.entries(tag.attributes).map(([key, value]) => [key, String(value)]),
      ),
      children: [],
      text: '',
    }
    stack.at(-1)?.children.push(element)
    root ??= element
    stack.push(element)
  })
  parser.on('text', (text) => {
    const current = stack.at(-1)
    if (current) current.text += text
  })
  parser.on('cdata', (text) => {
    const current = stack.at(-1)
    if (current) current.text += text
  })
  parser.on('closetag', () => {
    stack.pop()
  })
  try {
    parser.write(xml).close()
  } catch (thrown) {
    error ??= (thrown as Error).message
  }
  if (error !== null) return { ok: false, error }
  return root ? { ok: true, root } : { ok: false, error: 'no document element' }
}

/** The children of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name)

/** The text of the first child of `element` named `name`, or null. */
export const childText = (element: XmlElement, name: string) =>
  childrenNamed(element, name)[0]?.text ?? null
