/**
 * The quick analysis's assumptions and exclusions in plain words, one sentence group each, as the
 * tool's page and the PDF report list them under "How this is calculated".
 */
export const quickAssumptionNotes: readonly string[] = [
  'The parent converts part of the pre-tax IRA to a Roth IRA now, in one step, and pays the income tax on it from other savings. Without the conversion, that money stays invested in a taxable account and passes to the children.',
  'The parent is 59½ or older (no early-withdrawal penalty) and, in this quick version, the inheritance happens now; nothing else is taken out of the accounts before it.',
  'Each child inherits an equal share of every account.',
  'Investments grow 6% a year. In a taxable account, 15% of that growth goes to tax each year.',
  'Each child empties the inherited pre-tax IRA in equal parts over 10 years, as the SECURE Act’s 10-year rule requires, paying income tax at the scenario’s rate. The inherited Roth grows untaxed and is taken out tax-free in year 10.',
  'Each scenario uses one flat tax rate for the parent now and one for the children later.',
  'Not included: Social Security and Medicare premium effects, the parent’s required distributions, state tax differences between children, and estate tax (the 2026 federal exemption is $15 million per person).',
]

/** What changes when a visitor personalizes the analysis (detailed mode), in plain words. */
export const detailedAssumptionNotes: readonly string[] = [
  'You choose the years until the children inherit (for a couple, the second death, with the year of the first), the expected return, how much of the taxable account’s growth goes to tax, and whether the conversion tax comes from other savings or from the IRA itself.',
  'A conversion spread over several years is made in equal parts at the start of each year, and it must end before the inheritance.',
  'With tax brackets, each year’s tax is the extra federal and state tax the conversion or withdrawal adds to that person’s other income, after the standard deduction: 2026 federal brackets and deductions (IRS Revenue Procedure 2025-32), Colorado’s flat 4.4% for the parent, and each child’s own state rate. Brackets, deductions, Medicare thresholds and incomes rise each year with the inflation you set (2.5% unless you change it), and results can be shown in 2026 dollars or as paid.',
  'With the parent’s age, the owners’ own required minimum distributions are included unless you untick them: from 73, or 75 for those born in 1960 or later, using the IRS Uniform Lifetime Table. A surviving spouse treats the IRAs as their own. We assume each death happens at the end of the year, after that year’s required distribution.',
  'An owner who dies on or after the required beginning date (1 April after reaching 73 or 75) leaves adult children yearly minimum withdrawals in years 1 to 9 as well (IRS final regulations, July 2024). Minimums use the IRS Single Life Table.',
  'A child under 21 takes yearly minimums until 21, then has 10 more years; a child with a disability or chronically ill may stretch withdrawals over their life expectancy. Results are then valued when the last child’s account is empty, and money already withdrawn keeps growing until then.',
  'A trust that passes payments on gives the same results as inheriting directly. A trust that keeps the payments pays 2026 trust tax rates (the top 37% rate from $16,000), Colorado’s 4.4% and the 3.8% net investment income tax on its earnings; it passes everything to the child at the end. In such a trust a child under 21 is given the 10-year rule, because the law on that point is unsettled. Each child may have a choice of their own.',
  'With Medicare included, each year’s income (other income, required distributions and that year’s conversion) sets the Medicare premium surcharge (IRMAA) two years later, for each spouse alive and 65 or older.',
  'The break-even wait reruns each scenario for every wait from 0 to 50 years. The strategies table tries every way of filling one tax bracket each year for 1 to 10 years, with and without staying in a Medicare tier, and ranks them by what the children keep: the best of these, not the best possible plan.',
  'Not included with brackets: the extra deductions for people 65 and older, Colorado’s pension and Social Security subtractions, possible TABOR rate cuts, how a conversion changes the tax on Social Security benefits, qualified charitable distributions, separate IRAs for each spouse, a survivor’s qualifying-surviving-spouse years, the heirs’ own Medicare and investment income taxes, the tax on a child’s unearned income (kiddie tax), a trust’s capital-gains rates, an heir dying early, means-tested benefits, and the law’s rounding of each year’s indexed figures.',
  'The grid of “what if” results reruns every scenario with all your settings, varying only the years until the children inherit and the expected return.',
]
