import { lazyIsland } from '@/components/ui/lazy-island'

/** The browser's contact form (`#islands/contact-form`): its checks, schema and error summary in a chunk of their own. */
export const ContactForm = lazyIsland(() =>
  import('./contact-form.client').then((module) => module.ContactForm),
)
