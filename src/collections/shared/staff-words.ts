import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

/**
 * The admin in the office's words, not Payload's (issue 38): Payload's own labels the attorney
 * meets on her account page, replaced through its translations.
 */
export const staffTranslations = {
  en: {
    general: {
      payloadSettings: 'Screen settings',
      resetPreferences: 'Reset screen settings',
      resetPreferencesDescription:
        'Lists, columns and open tabs go back to how they were at first. Your content is not changed.',
    },
  },
}

/** One way to show a date and time everywhere in the admin: "November 29, 2026, 3:05 PM". */
export const staffDateFormat = 'MMMM d, yyyy, h:mm a'

/** Without the "API" tab, which shows staff the raw data of a document. */
export function withoutApiTab<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, admin: { ...config.admin, hideAPIURL: true } }
}

const storageFieldNames = new Set(['prefix', '_objectKey'])

const outOfSight = (field: Field): Field =>
  field.type === 'text' && storageFieldNames.has(field.name)
    ? {
        ...field,
        admin: { ...field.admin, hidden: true, disableListColumn: true, disableListFilter: true },
      }
    : field

/**
 * Keeps the storage plugin's bookkeeping ("Prefix", "_object Key") out of the media list's
 * columns and filters, where the plugin leaves them; the plugin adds them after our config, so
 * this runs after it.
 */
export const hideStorageInternals: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.upload ? { ...collection, fields: collection.fields.map(outOfSight) } : collection,
  ),
})
