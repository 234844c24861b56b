import { findPersonalData } from '@/data/personal-data'
import { personalDataExport, personalDataReportOf } from '@/data/personal-data-summary'
import { getSiteProfile } from '@/data/site-profile'
import { personalDataFileName } from '@/domain/privacy/personal-data'
import { personalDataPdf } from '@/pdf/documents/personal-data.pdf-name'
import { reportDownloadResponse } from '@/pdf/kit/report-route'

import { staffFormPostOf } from '../staff-form-post'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/**
 * `POST /next/personal-data/export` (the Personal data screen's export buttons: `email`, and
 * `format` json or pdf): a download of everything kept that carries the address. Staff only (401
 * for anyone else, before anything is read); a post, so the address stays out of addresses and logs.
 */
export async function POST(request: Request) {
  const post = await staffFormPostOf(request)
  if (post instanceof Response) return post
  const found = await findPersonalData(post.address)
  const generatedAt = new Date()
  if (post.form.get('format') === 'pdf') {
    const profile = await getSiteProfile()
    return reportDownloadResponse(
      personalDataPdf,
      personalDataReportOf(found, generatedAt, profile.name),
      personalDataFileName(post.address, generatedAt, 'pdf'),
    )
  }
  return new Response(JSON.stringify(personalDataExport(found, generatedAt), null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${personalDataFileName(post.address, generatedAt, 'json')}"`,
      'Cache-Control': 'no-store',
    },
  })
}
