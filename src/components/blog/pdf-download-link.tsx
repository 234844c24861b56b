import { FileDown } from 'lucide'

import { buttonClass } from '@/components/ui/button-class'
import { Icon } from '@/components/ui/icon'
import type { PostPdfDownload } from '@/data/post-pdfs'

/** "123 KB": a file's size as people read it. */
function sizeInWords(bytes: number): string {
  return bytes < 1_000_000
    ? `${Math.max(1, Math.round(bytes / 1_000))} KB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`
}

/** The link to a post's PDF, with its size, for printing or reading offline. */
export function PdfDownloadLink({ pdf }: { pdf: PostPdfDownload }) {
  return (
    <a
      href={pdf.url}
      type="application/pdf"
      className={buttonClass({ variant: 'secondary', size: 'medium', className: 'mt-6' })}
    >
      <Icon icon={FileDown} className="size-5" />
      Download PDF
      {pdf.bytes ? <span className="font-normal"> ({sizeInWords(pdf.bytes)})</span> : null}
    </a>
  )
}
