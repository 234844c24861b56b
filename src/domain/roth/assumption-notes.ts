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
  'You choose the years until the children inherit, the expected return, how much of the taxable account’s growth goes to tax, and whether the conversion tax comes from other savings or from the IRA itself.',
  'A conversion spread over several years is made in equal parts at the start of each year, and it must end before the inheritance.',
  'With tax brackets, each year’s tax is the extra federal and state tax the conversion or withdrawal adds to that person’s other income, after the standard deduction: 2026 federal brackets and deductions (IRS Revenue Procedure 2025-32), Colorado’s flat 4.4% for the parent, and each child’s own state rate. The 2026 tables are used for every year, without inflation adjustments.',
  'Not included with brackets: the extra deductions for people 65 and older, Colorado’s pension and Social Security subtractions, possible TABOR rate cuts, Medicare premium surcharges (IRMAA), and how a conversion changes the tax on Social Security benefits.',
  'The grid of “what if” results varies the children’s flat tax rate and the years until inheritance for one scenario, keeping every other input as you entered it.',
]

/** The notes that hold for a personalized analysis, as the PDF report lists them. */
export const personalizedAssumptionNotes: readonly string[] = [
  'The parent is 59½ or older (no early-withdrawal penalty); nothing else is taken out of the accounts before the inheritance.',
  'Each child inherits an equal share of every account.',
  'Each child empties the inherited pre-tax IRA in equal parts over 10 years, as the SECURE Act’s 10-year rule requires. The inherited Roth grows untaxed and is taken out tax-free in year 10.',
  ...detailedAssumptionNotes,
]
