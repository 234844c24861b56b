import { getDocument, OPS, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** An element of a tagged PDF's structure tree, with the text of its marked content. */
export type PdfStructNode = {
  role: string
  /** The text of the content it tags, its descendants' included, runs joined with spaces. */
  text: string
  /** A figure's alternative text. */
  alt?: string
  children: PdfStructNode[]
}

/** A run of text and the box it is drawn in, in points from the page's bottom-left corner. */
export type PdfTextBox = { text: string; left: number; right: number; bottom: number; top: number }

/** What a reader and assistive technology learn from a PDF, read with pdf.js. */
export type PdfStructure = {
  /** The catalog's MarkInfo says the PDF is tagged (pdfinfo's "Tagged: yes"). */
  isTagged: boolean
  title: string | undefined
  /** The viewer shows the title in its title bar, not the file's name (`DisplayDocTitle`). */
  displaysTitle: boolean
  language: string | undefined
  /** The XMP metadata claims PDF/UA-1 (`pdfuaid:part` 1), which Typst writes only once it checked. */
  conformsToPdfUa1: boolean
  /** The structure tree of each page, pages in order. */
  pages: PdfStructNode[]
  /** Each page's text runs with their boxes, and the page's width and height. */
  boxes: Array<{ width: number; height: number; runs: PdfTextBox[] }>
  /** The bookmarks' titles, depth first. */
  bookmarks: string[]
}

type RawNode = { role?: string; alt?: string; children?: RawNode[]; type?: string; id?: string }
type Outline = Array<{ title: string; items: Outline }>

/** The tagged structure, metadata, bookmarks and text boxes of `pdf`. */
export async function readPdfStructure(pdf: Uint8Array): Promise<PdfStructure> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
  }).promise
  const markInfo = await document.getMarkInfo()
  const { info, metadata } = (await document.getMetadata()) as {
    info: { Title?: string; Language?: string }
    metadata: { get(name: string): unknown } | null
  }
  const viewerPreferences = (await document.getViewerPreferences()) as {
    DisplayDocTitle?: boolean
  } | null
  const pages: PdfStructNode[] = []
  const boxes: PdfStructure['boxes'] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const [, , width = 0, height = 0] = page.view
    const content = await page.getTextContent({ includeMarkedContent: true })
    const textOf = new Map<string, string>()
    const open: string[] = []
    const runs: PdfTextBox[] = []
    for (const item of content.items) {
      if ('str' in item) {
        const [, , , , x = 0, y = 0] = item.transform as number[]
        if (item.str.trim() !== '') {
          runs.push({
            text: item.str,
            left: x,
            right: x + item.width,
            bottom: y,
            top: y + item.height,
          })
        }
        for (const id of open) textOf.set(id, `${textOf.get(id) ?? ''}${item.str}`)
      } else if (item.type === 'beginMarkedContentProps' && typeof item.id === 'string') {
        open.push(item.id)
      } else if (item.type === 'beginMarkedContent') {
        open.push('')
      } else if (item.type === 'endMarkedContent') {
        open.pop()
      }
    }
    const convert = (node: RawNode): PdfStructNode => {
      const children = (node.children ?? []).filter((child) => child.role !== undefined)
      const own = (node.children ?? [])
        .filter((child) => child.type === 'content' && child.id)
        .map((child) => textOf.get(child.id ?? '') ?? '')
      const converted = children.map(convert)
      const text = [...own, ...converted.map((child) => child.text)]
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim()
      return { role: node.role ?? '', text, alt: node.alt, children: converted }
    }
    const tree = (await page.getStructTree()) as RawNode | null
    pages.push(tree ? convert(tree) : { role: 'Root', text: '', children: [] })
    boxes.push({ width, height, runs })
  }
  const outline = ((await document.getOutline()) ?? []) as Outline
  const bookmarks: string[] = []
  const walk = (items: Outline) =>
    items.forEach((item) => {
      bookmarks.push(item.title)
      walk(item.items)
    })
  walk(outline)
  await document.destroy()
  return {
    isTagged: markInfo?.Marked === true,
    title: info.Title,
    displaysTitle: viewerPreferences?.DisplayDocTitle === true,
    language: info.Language,
    conformsToPdfUa1: metadata?.get('pdfuaid:part') === '1',
    pages,
    boxes,
    bookmarks,
  }
}

/**
 * The fonts `pdf`'s pages draw text with, by PostScript name without a subset's prefix
 * (`ABCDEF+DejaVuSans-Bold` is `DejaVuSans-Bold`), each once, sorted.
 */
export async function readPdfFonts(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
  }).promise
  const names = new Set<string>()
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const { fnArray, argsArray } = await page.getOperatorList()
    fnArray.forEach((operator, index) => {
      if (operator !== OPS.setFont) return
      const [fontId] = argsArray[index] as [string]
      const { name } = page.commonObjs.get(fontId) as { name: string }
      names.add(name.replace(/^[A-Z]{6}\+/, ''))
    })
  }
  await document.destroy()
  return [...names].sort()
}

/** The elements of `nodes` and their descendants whose role matches `role`, depth first. */
export function elementsOf(nodes: PdfStructNode[], role: RegExp): PdfStructNode[] {
  return nodes.flatMap((node) => [
    ...(role.test(node.role) ? [node] : []),
    ...elementsOf(node.children, role),
  ])
}

/** The text runs that reach outside the text column, `margin` points in from each side. */
export function runsOutside(structure: PdfStructure, margin: number): PdfTextBox[] {
  // A quarter point of slack: a glyph's advance may reach past its outline at the margin.
  const slack = 0.25
  return structure.boxes.flatMap(({ width, height, runs }) =>
    runs.filter(
      (run) =>
        run.left < margin - slack ||
        run.right > width - margin + slack ||
        run.bottom < 0 ||
        run.top > height,
    ),
  )
}
