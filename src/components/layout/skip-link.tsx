/** The first focusable element: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="text-brand-900 sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  )
}
