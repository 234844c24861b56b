import { aboutPage } from './about'
import { contactPage } from './contact'
import { estatePlanningPages } from './estate-planning'
import { homePage } from './home'
import type { PageData } from './page-data'
import { paymentPage } from './payment'
import { policyPages } from './policies'
import { servicePages } from './services'

/** The pages the site starts with; the attorney edits or replaces them in the admin. */
export const seedPages: PageData[] = [
  homePage,
  aboutPage,
  contactPage,
  paymentPage,
  ...servicePages,
  ...estatePlanningPages,
  ...policyPages,
]
