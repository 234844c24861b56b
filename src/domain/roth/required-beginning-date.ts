/** The age at which an IRA owner's required distributions start (SECURE 2.0 Act §107). */
export type ApplicableAge = 73 | 75

/**
 * The applicable age of an owner aged `ownerAge` in 2026: 75 for owners born from 1960 (aged 66
 * or less in 2026), 73 for those born 1951–59; anyone older passed it before 2026 under the
 * earlier ages, which the model treats alike (73).
 */
export function applicableAgeOf(ownerAge: number): ApplicableAge {
  return ownerAge <= 66 ? 75 : 73
}

/**
 * Whether an IRA owner aged `ownerAge` in 2026 who dies `yearsUntilDeath` years later dies on or
 * after the required beginning date: 1 April of the year after reaching the applicable age. The
 * year of reaching it is not split: a death from 1 January to 31 March of the following year
 * counts as after.
 */
export function diesAfterRequiredBeginningDate(ownerAge: number, yearsUntilDeath: number): boolean {
  return ownerAge + yearsUntilDeath >= applicableAgeOf(ownerAge) + 1
}
