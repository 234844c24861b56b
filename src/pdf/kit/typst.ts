import 'server-only'

import path from 'node:path'

import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'

import { logger } from '@/lib/logger'

import { printableText } from './text'
import { canTypesetCodePoint, typstFontFiles } from './typst-fonts'

/**
 * The folder Typst reads templates from (`src/pdf`: `kit/page.typ` and `documents/*.typ`),
 * resolved from the app's root as the font files are: the worker's bundle is in `.next/`, and
 * Next and Vitest run in the root. A template imports the kit as `/kit/page.typ`.
 */
const typstRoot = path.join(process.cwd(), 'src', 'pdf')

/** Where a render's files (images) appear to its template: `/inputs/<name>`. */
const inputsFolder = path.join(typstRoot, 'inputs')

/** Keys whose strings are not printed text, so they reach the template as they are. */
const verbatimKeys = new Set(['href', 'file', 'svg'])

/**
 * A Typst PDF to make: the template (a path under `src/pdf`, e.g. `documents/post.typ`), the
 * data it reads (as JSON: `json(bytes(sys.inputs.data))`, never as markup, so nothing typed
 * can change the layout or run code), and files it reads by name (`/inputs/<name>`), e.g.
 * images.
 */
export type TypstPdf = {
  template: string
  data: unknown
  files?: ReadonlyMap<string, Uint8Array>
}

/** A Typst document that did not compile: a template's bug, with Typst's diagnostics. */
export class TypstCompileError extends Error {
  override name = 'TypstCompileError'
}

/**
 * `data` with every string as the kit's fonts can print it (`printableText`), except those
 * under `verbatimKeys` (addresses, file names, drawings), which are not printed as text.
 */
export function printableData(data: unknown, key = ''): unknown {
  if (typeof data === 'string') {
    return verbatimKeys.has(key) ? data : printableText(data, canTypesetCodePoint)
  }
  if (Array.isArray(data)) return data.map((item) => printableData(item))
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(
      Object.entries(data).map(([name, value]) => [name, printableData(value, name)]),
    )
  }
  return data
}

/**
 * The PDF/UA-1 rules Typst's refusal names, once each, with what it quotes (the text, a font)
 * left out: a log line carries no words of a document.
 */
function ua1Rules(error: unknown): string[] {
  const messages = String(error).match(/PDF\/UA-1 error: .*?(?=", trace)/g) ?? []
  return [...new Set(messages.map((message) => message.replace(/`[^`]*`/g, '…')))]
}

/** Renders after which a memoized result nobody used is dropped (typst.ts suggests 10). */
const evictAfterRenders = 10

let compiler: NodeCompiler | undefined

/**
 * The thread's compiler, made on its first render: it reads the font files' names (not their
 * glyphs) then, and keeps parsed templates and fonts for the renders after it.
 */
function typstCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({
    workspace: typstRoot,
    fontArgs: [{ fontPaths: typstFontFiles }],
  })
  return compiler
}

/**
 * The PDF of `pdf`, tagged, conforming to PDF/UA-1 where Typst can vouch for it. Renders on the
 * calling thread: the render worker's step (`src/pdf/worker.tsx`) and tests; routes and jobs use
 * `renderPdf` (`render-in-worker.ts`). Renders of one thread run one at a time (the worker runs
 * one task at a time), since they share the compiler and its `/inputs` files.
 */
export function renderTypstPdf({ template, data, files = new Map() }: TypstPdf): Buffer {
  const typst = typstCompiler()
  try {
    for (const [name, bytes] of files) {
      typst.mapShadow(path.join(inputsFolder, name), Buffer.from(bytes))
    }
    const result = typst.compile({
      mainFilePath: path.join(typstRoot, template),
      inputs: { data: JSON.stringify(printableData(data)) },
    })
    const diagnostics = result.takeDiagnostics()
    const document = result.result
    if (!document) {
      throw new TypstCompileError(
        `${template} did not compile: ${JSON.stringify(diagnostics?.shortDiagnostics ?? [])}`,
      )
    }
    try {
      return typst.pdf(document, { pdfStandard: 'ua-1' })
    } catch (error) {
      // PDF/UA-1 is refused for what the data did not rule out (no case is known; a rule a Typst
      // upgrade adds, say): the document is still printed, tagged, rather than not at all.
      if (!String(error).includes('PDF/UA-1 error')) throw error
      logger.warn({
        msg: 'PDF/UA-1 refused; printed tagged without the claim',
        template,
        rules: ua1Rules(error),
      })
      return typst.pdf(document, { pdfTags: true })
    }
  } finally {
    typst.resetShadow()
    // Typst memoizes for the whole process and never forgets on its own: results unused for 10
    // renders go, so a server making many different PDFs keeps what the templates share.
    typst.evictCache(evictAfterRenders)
  }
}
