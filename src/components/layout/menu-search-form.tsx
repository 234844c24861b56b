import { buttonClass } from '@/components/ui/button-class'
import { formControlClass } from '@/components/ui/form-field'
import { searchLimits } from '@/domain/search/search-limits'

/**
 * The site search at the top of the phone menu: a plain GET form to /search, rendered on the
 * server and handed to the menu, so its markup adds nothing to the browser's code.
 */
export function MenuSearchForm() {
  return (
    <form role="search" action="/search" method="get">
      <label htmlFor="menu-search" className="font-semibold">
        Search the site
      </label>
      <div className="flex items-end gap-2">
        <input
          id="menu-search"
          name="q"
          type="search"
          maxLength={searchLimits.queryLength}
          enterKeyHint="search"
          className={formControlClass}
        />
        <button type="submit" className={buttonClass({ size: 'medium' })}>
          Search
        </button>
      </div>
    </form>
  )
}
