/**
 * What a run's documents hold, counted from what was sent to the API: block types, rich text
 * node types, heading levels, list kinds and link kinds, so a run says what it exercised.
 */

/** How often each kind of thing occurs in `documents` (the API bodies). */
export function contentCoverage(documents: readonly unknown[]): Map<string, number> {
  const counts = new Map<string, number>()
  const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1)
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (typeof record.blockType === 'string') count(`block ${record.blockType}`)
    if (typeof record.type === 'string' && typeof record.version === 'number') {
      count(`node ${record.type}`)
      if (record.type === 'heading') count(`heading ${String(record.tag)}`)
      if (record.type === 'list') count(`list ${String(record.listType)}`)
    }
    const fields = record.fields as Record<string, unknown> | undefined
    if (record.type === 'link' && fields) {
      if (fields.linkType === 'internal') {
        count(`link to ${String((fields.doc as { relationTo?: string } | undefined)?.relationTo)}`)
      } else {
        const url = String(fields.url)
        count(
          `link ${url.startsWith('#') ? 'anchor' : url.startsWith('/') ? 'site path' : url.split(':')[0]}`,
        )
      }
    }
    Object.values(record).forEach(visit)
  }
  documents.forEach(visit)
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)))
}
