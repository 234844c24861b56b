import 'server-only'

import { pdfDocumentName } from '@/lib/pdf/pdf-document-name'

import type { PersonalDataReport } from './personal-data-summary'

/** One person's data as a readable PDF (`personal-data.pdf.tsx`), as the export route asks for it. */
export const personalDataPdf = pdfDocumentName<PersonalDataReport>('personal-data')
