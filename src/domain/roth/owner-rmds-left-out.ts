import { assumptionsOf, bracketInputOf } from './family-plan'
import { householdYears } from './household-years'
import { ownerRmdDollars } from './owner-rmd'
import { priceIndexOf } from './price-index'
import type { RothInput } from './roth-input.schema'

/**
 * Whether the owners' own required distributions are left out although an owner of the IRA (the
 * parent, or after the parent's death the spouse) reaches the age they start before the
 * inheritance (roth-model.md §16's note); false without the parent's age, or outside brackets.
 */
export function ownerRmdsAreLeftOut(input: RothInput): boolean {
  const bracketInput = bracketInputOf(input)
  if (!bracketInput || bracketInput.includeOwnerRmds === true) return false
  const settings = assumptionsOf(bracketInput)
  const { rmdOwnerIn } = householdYears({
    parent: bracketInput.parent,
    spouse: settings.spouse,
    yearsUntilInheritance: settings.yearsUntilInheritance,
    includeOwnerRmds: true,
    includeMedicare: false,
    priceIndex: priceIndexOf(0),
  })
  if (!rmdOwnerIn) return false
  return Array.from({ length: settings.yearsUntilInheritance + 1 }, (_, year) => year).some(
    (year) => ownerRmdDollars(rmdOwnerIn(year), year, 1) > 0,
  )
}
