// Treas. Reg. §1.401(a)(9)-9(c), the Uniform Lifetime Table in force from 2022 (T.D. 9930): the
// distribution period at each age from 72 to 119; ages 120 and older have 2.0.
const firstAge = 72
const distributionPeriodByAge: ReadonlyArray<number> = [
  27.4, 26.5, 25.5, 24.6, 23.7, 22.9, 22.0, 21.1, 20.2, 19.4, 18.5, 17.7, 16.8, 16.0, 15.2, 14.4,
  13.7, 12.9, 12.2, 11.5, 10.8, 10.1, 9.5, 8.9, 8.4, 7.8, 7.3, 6.8, 6.4, 6.0, 5.6, 5.2, 4.9, 4.6,
  4.3, 4.1, 3.9, 3.7, 3.5, 3.4, 3.3, 3.1, 3.0, 2.9, 2.8, 2.7, 2.5, 2.3,
]

/**
 * The Uniform Lifetime Table's distribution period in years at a whole `age` from 72 (2.0 from 120
 * on); an owner's required distribution is the prior year-end balance over it.
 */
export function uniformLifetimeDistributionPeriod(age: number): number {
  if (age < firstAge) throw new RangeError(`The Uniform Lifetime Table starts at ${firstAge}.`)
  return distributionPeriodByAge[age - firstAge] ?? 2
}
