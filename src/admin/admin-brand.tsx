import { Monogram } from '@/components/brand/monogram'
import { getSiteProfile } from '@/data/site-profile'

// Every admin screen shows the firm's mark, so the admin's readability fixes come with it.
import './admin-readable.css'

/**
 * The firm's mark in the admin, in place of Payload's (issue 26): the monogram with the name
 * staff keep in Site settings. `AdminLogo` heads the sign-in and password screens
 * (`admin.components.graphics.Logo`), `AdminNavBrand` the navigation, and `AdminIcon` is the
 * monogram alone in the header's link to the dashboard (`graphics.Icon`), which names that link.
 */
export async function AdminLogo() {
  const { name } = await getSiteProfile()
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <Monogram sizePx={56} />
      <div>
        <p style={{ margin: 0, fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.2 }}>{name}</p>
        <p style={{ margin: 0, color: 'var(--theme-elevation-650)' }}>Staff sign-in</p>
      </div>
    </div>
  )
}

/** The firm's name and monogram above the navigation's links (`admin.components.beforeNavLinks`). */
export async function AdminNavBrand() {
  const { name } = await getSiteProfile()
  return (
    <div
      data-admin-brand
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: '0.625rem',
        marginBottom: '1.5rem',
        fontWeight: 600,
        lineHeight: 1.25,
      }}
    >
      <Monogram sizePx={32} />
      <span>{name}</span>
    </div>
  )
}

/**
 * The monogram at the header's icon size: 16 px, the box Payload gives it on a phone (18 on a
 * larger screen); a percentage would resolve to nothing inside the header's flex link.
 */
export function AdminIcon() {
  return <Monogram sizePx={16} />
}
