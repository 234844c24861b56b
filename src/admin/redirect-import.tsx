import { redirectListLimits } from '@/domain/redirects/redirect-list'

import { RedirectImportForm } from './redirect-import-form.client'

/**
 * Above the Redirects list (issue 40, item 2): when a site moves here, staff paste or upload the
 * old site's addresses and their new ones, many at once, and see which lines were refused and
 * why. Folded away until opened, so the list stays where staff expect it.
 */
export function RedirectImport() {
  return (
    <details
      id="redirect-import"
      className="gutter--left gutter--right"
      style={{ marginBottom: '1.5rem' }}
    >
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
        Import many redirects at once (CSV)
      </summary>
      <section aria-labelledby="redirect-import-heading" style={{ maxWidth: '56rem' }}>
        <h2 id="redirect-import-heading">Import redirects</h2>
        <p>
          One redirect a line: the old address, the new one, and whether it is permanent (yes or no;
          left out, yes), separated by commas, as a spreadsheet saves a CSV file, or by tabs, as it
          copies cells. A first line that names the columns (from,to,permanent) is skipped. Up to{' '}
          {redirectListLimits.lines.toLocaleString('en-US')} lines and{' '}
          {redirectListLimits.bytes / 1024} KB at a time.
        </p>
        <p>
          Every line is checked as the form checks a redirect. Nothing is saved unless every line is
          right: fix the lines listed, then import the whole list again. Redirects the site already
          has are left as they are.
        </p>
        <RedirectImportForm />
      </section>
    </details>
  )
}
