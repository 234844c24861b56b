import Link from 'next/link'

import { personalDataScreenPath } from '@/domain/privacy/personal-data'

/** The navigation's link to the Personal data screen, below the collections (`afterNavLinks`). */
export function PersonalDataNavLink() {
  return (
    <Link className="nav__link" href={personalDataScreenPath} prefetch={false}>
      <span className="nav__link-label">Personal data</span>
    </Link>
  )
}
