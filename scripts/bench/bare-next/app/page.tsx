/** One paragraph: Next's and React's own scripts are all the page loads. */
export default function BarePage() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>
        Next 16 and React 19 with nothing of the site: the floor its pages are measured against.
      </p>
    </main>
  )
}
