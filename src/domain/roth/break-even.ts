/** The longest wait the break-even search looks at, in years. */
export const breakEvenHorizonYears = 50

/**
 * The fewest years the parent must live for converting to leave the children more, whatever the
 * wait from then to 50 years: the smallest `Y` with `netBenefitAt(Y′) > 0` for every `Y′` from `Y`
 * to 50 (a curve that dips counts only its last crossing), or null when it does not pay off at 50.
 */
export function breakEvenYears(netBenefitAt: (yearsUntilInheritance: number) => number) {
  let years = breakEvenHorizonYears
  if (netBenefitAt(years) <= 0) return null
  while (years > 0 && netBenefitAt(years - 1) > 0) years -= 1
  return years
}
