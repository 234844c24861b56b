import Link from 'next/link'

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

const buttonClass =
  'inline-flex min-h-12 items-center justify-center rounded-md px-5 py-3 text-lg font-semibold no-underline'

/** The error screen (seed §2): a 404 offers home and contact, any other error only home. */
export function ErrorScreen({
  kind,
  onReturnHome,
}: {
  kind: keyof typeof texts
  onReturnHome?: () => void
}) {
  const { heading, message } = texts[kind]
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-6 px-4 py-16 sm:py-24">
      <h1 className="text-4xl sm:text-5xl">{heading}</h1>
      <p className="text-xl">{message}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          href="/"
          onClick={onReturnHome}
          className={`${buttonClass} bg-brand-800 hover:bg-brand-900 text-white`}
        >
          Return Home
        </Link>
        {kind === 'notFound' ? (
          <Link
            href="/contact"
            className={`${buttonClass} border-brand-800 text-brand-900 hover:bg-brand-50 border-2`}
          >
            Contact Us
          </Link>
        ) : null}
      </div>
    </section>
  )
}
