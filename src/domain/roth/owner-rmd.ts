import type { IraOwner } from './household-years'
import { uniformLifetimeDistributionPeriod } from './uniform-lifetime-table'

/**
 * The owner's required minimum distribution in dollars in year `year` (roth-model.md §16): from
 * the year the owner reaches the applicable age (not deferred to the next April), the pre-tax IRA
 * at the end of the previous year over the Uniform Lifetime Table's period at this year's age;
 * 0 before it.
 */
export function ownerRmdDollars(owner: IraOwner, year: number, priorYearEndDollars: number) {
  const ageInYear = owner.age + year
  if (ageInYear < owner.applicableAge) return 0
  return priorYearEndDollars / uniformLifetimeDistributionPeriod(ageInYear)
}
