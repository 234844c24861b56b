'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

const ContactForm = lazy(() =>
  import('./contact-form.client').then((module) => ({ default: module.ContactForm })),
)

/**
 * The contact form's code (its checks, the shared schema, the error summary) in a chunk of its
 * own, fetched only by pages with a contact form block (see testimonial-carousel-island.client).
 * The server renders the whole form, so it works before the chunk arrives and without JavaScript.
 */
export function ContactFormIsland(props: ComponentProps<typeof ContactForm>) {
  return (
    <Suspense>
      <ContactForm {...props} />
    </Suspense>
  )
}
