import { ValidationError, type CollectionBeforeChangeHook, type Where } from 'payload'

import type { Page } from '@/payload-types'

/**
 * Rejects an alias that another page already uses as its address or alias, or that repeats this
 * page's own address, so one address always shows one page.
 */
export const rejectTakenAliases: CollectionBeforeChangeHook<Page> = async ({
  data,
  originalDoc,
  req,
}) => {
  const aliases = (data.aliases ?? []).map((row) => row.path)
  if (aliases.length === 0) return data
  const ownPath = data.path ?? originalDoc?.path
  const repeated = aliases.find(
    (alias, index) => alias === ownPath || aliases.indexOf(alias) !== index,
  )
  if (repeated) {
    throw new ValidationError({
      collection: 'pages',
      errors: [{ path: 'aliases', message: `${repeated} is listed twice for this page.` }],
      req,
    })
  }
  const others: Where = originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: {
      and: [others, { or: [{ path: { in: aliases } }, { 'aliases.path': { in: aliases } }] }],
    },
    select: { title: true, path: true, aliases: true },
    depth: 0,
    limit: 1,
    draft: true,
    req,
  })
  const owner = docs[0]
  if (owner) {
    const taken = aliases.find(
      (alias) => owner.path === alias || owner.aliases?.some((row) => row.path === alias),
    )
    throw new ValidationError({
      collection: 'pages',
      errors: [{ path: 'aliases', message: `${taken} already shows the page "${owner.title}".` }],
      req,
    })
  }
  return data
}
