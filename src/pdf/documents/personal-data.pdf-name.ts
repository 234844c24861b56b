import 'server-only'

import type { PersonalDataReport } from '@/data/personal-data-summary'
import { pdfDocumentName } from '@/pdf/kit/pdf-document-name'

/** One person’s data as a readable PDF (`personal-data.typ`, its data from `personal-data.pdf-data.ts`), as the export route asks for it. */
export const personalDataPdf = pdfDocumentName<PersonalDataReport>('personal-data')
