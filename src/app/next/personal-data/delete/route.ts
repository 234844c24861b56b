import { deletePersonalData } from '@/data/personal-data'
import { deletionQuery, personalDataScreenPath } from '@/domain/privacy/personal-data'
import { plainTextResponse } from '@/pdf/kit/pdf-responses'

import { staffFormPostOf } from '../staff-form-post'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/**
 * `POST /next/personal-data/delete` (the Personal data screen's confirmation: `email` and
 * `confirm`): deletes every inquiry and quiz submission with the address, their e-mail jobs and
 * the outbox's e-mails that carry it, records the deletion (counts and who, not whose), and sends
 * the browser back to the screen, which says what went. Staff only (401 for anyone else), only a
 * post from this site, and only with the confirmation ticked (400 without).
 */
export async function POST(request: Request) {
  const post = await staffFormPostOf(request)
  if (post instanceof Response) return post
  if (post.form.get('confirm') !== 'yes') {
    return plainTextResponse('Tick the box to confirm the deletion, then delete.', 400)
  }
  const counts = await deletePersonalData(post.address, post.staffId)
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${personalDataScreenPath}?${deletionQuery(counts)}`,
      'Cache-Control': 'no-store',
    },
  })
}
