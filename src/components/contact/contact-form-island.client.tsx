'use client'

/**
 * The contact form block's island. The server renders the whole form; the browser fetches the
 * form's code only on pages with the form (`#islands/contact-form`, see lazy-island).
 */
export { ContactForm as ContactFormIsland } from '#islands/contact-form'
