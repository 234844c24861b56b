import { buttonClass } from '@/components/ui/button-class'

const texts = {
  notFound: {
    heading: 'Page Not Found',
    message:
      "We couldn't find the page you're looking for. It may have been moved or no longer exists.",
  },
  error: {
    heading: 'An Error Occurred',
    message:
      "We're sorry, something went wrong on our end. Our team has been notified of the issue.",
  },
} as const

/**
 * The error screen (seed §2): a 404 offers home and contact, any other error only home. Its
 * links load the page in full (plain `<a>`), which also leaves whatever state broke behind, and
 * keep client navigation code out of the error boundary's script.
 */
export function ErrorScreen({ kind }: { kind: keyof typeof texts }) {
  const { heading, message } = texts[kind]
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-6 px-4 py-16 sm:py-24">
      <h1 className="text-4xl sm:text-5xl">{heading}</h1>
      <p className="text-xl">{message}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose (above) */}
        <a href="/" className={buttonClass()}>
          Return Home
        </a>
        {kind === 'notFound' ? (
          // eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose (above)
          <a href="/contact" className={buttonClass({ variant: 'secondary' })}>
            Contact Us
          </a>
        ) : null}
      </div>
    </section>
  )
}
