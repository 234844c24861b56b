'use client'

import { Search } from 'lucide'
import { useEffect, useRef } from 'react'
import { useInstantSearch, useSearchBox } from 'react-instantsearch'

import { Button } from '@/components/ui/button'
import { formControlClass } from '@/components/ui/form-field'
import { searchLimits } from '@/domain/search/search-limits'

/**
 * The search form: a plain GET form to the page itself (`?q=`), so it works without JavaScript;
 * with it, results follow each keystroke and the button only confirms. Words typed before the
 * page's code arrived are searched as soon as it runs; Back and Forward put their words back in
 * the box unless the visitor is typing in it.
 */
export function SearchBox({ action, label }: { action: string; label: string }) {
  const { query, refine } = useSearchBox()
  // "Searching…" is said by the results' status (search-summary), so the button only shows it.
  const { status } = useInstantSearch()
  const input = useRef<HTMLInputElement>(null)
  const hasRun = useRef(false)
  useEffect(() => {
    const box = input.current
    const isFirstRun = !hasRun.current
    hasRun.current = true
    if (!box || box.value === query) return
    if (isFirstRun || document.activeElement === box) refine(box.value)
    else box.value = query
  }, [query, refine])
  return (
    <form
      role="search"
      action={action}
      method="get"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        refine(input.current?.value ?? '')
      }}
    >
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor="search-query" className="font-semibold">
          {label}
        </label>
        <input
          ref={input}
          id="search-query"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={searchLimits.queryLength}
          autoComplete="off"
          enterKeyHint="search"
          className={formControlClass}
          onChange={(event) => refine(event.target.value)}
        />
      </div>
      <Button type="submit" icon={Search} isBusy={status === 'stalled'}>
        Search
      </Button>
    </form>
  )
}
