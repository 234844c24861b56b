/**
 * Whether an IRA owner aged `ownerAge` in 2026 who dies `yearsUntilDeath` years later dies on or
 * after the required beginning date: 1 April of the year after reaching the applicable age, 75 for
 * owners born from 1960 (aged 66 or less in 2026) and 73 for those born 1951–59 (SECURE 2.0 Act
 * §107); anyone older passed it before 2026. The year of reaching it is not split: a death from
 * 1 January to 31 March of the following year counts as after.
 */
export function diesAfterRequiredBeginningDate(ownerAge: number, yearsUntilDeath: number): boolean {
  const applicableAge = ownerAge <= 66 ? 75 : 73
  return ownerAge + yearsUntilDeath >= applicableAge + 1
}
