import { addDataAndFileToRequest, headersWithCors, type Endpoint } from 'payload'

/**
 * `POST /api/users/forgot-password`, in place of Payload's (a collection's own endpoints are
 * matched before Payload's): Payload's looked the address up, wrote the account's reset token
 * and sent the e-mail within the request, so a staff address was answered in 85 ms and any other
 * in 15 ms (far more apart with a real mail server). This one gives Payload's answers after the
 * same work for every address; the rest happens after the answer (`queuePasswordResetAfterAnswer`):
 * a job has Payload's own operation make and e-mail the link.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email : ''
    const headers = headersWithCors({ headers: new Headers(), req })
    if (email.trim() === '') {
      // Payload's refusal (400), in the words it means: its own `APIError` reached the client as
      // "An unknown error occurred.", since the production build leaves that class anonymous.
      return Response.json({ errors: [{ message: 'Missing email.' }] }, { headers, status: 400 })
    }
    // Imported when asked: server code that Payload's CLI, which reads this config, cannot load.
    const { queuePasswordResetAfterAnswer } = await import('@/data/password-resets')
    queuePasswordResetAfterAnswer(req.payload, email)
    return Response.json({ message: req.t('general:success') }, { headers, status: 200 })
  },
}
