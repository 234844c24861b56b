import { book, pageLink } from '../../pages/page-data'
import { ctaBlock, faqBlock, heading, list, paragraph, quote, richText } from '../../rich-text'
import { notLegalAdvice, type SeedPost } from './seed-post'

/** Facts: docs/content-sources.md §14 (which reuses §1, §2). */
const estateTax2026: SeedPost = {
  title: 'The 2026 estate tax exclusion: what $15 million means for Colorado families',
  slug: '2026-estate-tax-exclusion-colorado',
  excerpt:
    'Federal estate tax now starts at $15 million per person, and Colorado has no estate tax. Why most families still need a plan.',
  categorySlug: 'estate-planning',
  tagSlugs: ['taxes', 'colorado', 'wills', 'trusts'],
  publishedAt: '2026-01-13T15:00:00.000Z',
  content: richText(
    paragraph(
      'Every January someone asks us, “Will my children have to pay estate tax?” For nearly every family we meet, the answer in 2026 is no. Here is why, and why a plan still matters.',
    ),
    heading('The federal numbers for 2026'),
    paragraph(
      'For people who die in 2026, the federal estate and gift tax exclusion is ',
      { text: '$15,000,000 per person', bold: true },
      '. A federal law signed in July 2025 set that amount and made it permanent, with adjustments for inflation in later years. Only the part of an estate above the exclusion can be taxed.',
    ),
    paragraph(
      'You can also give up to ',
      { text: '$19,000', bold: true },
      ' to each person you choose in 2026 without touching that exclusion. If you are married, your spouse can give another $19,000 to each person from their own money.',
    ),
    list([
      'Gifts of up to $19,000 to one person in a year need no gift tax return.',
      'A larger gift usually means filing a gift tax return (IRS Form 709). Tax is owed only once your taxable gifts over your lifetime pass the exclusion.',
      'Tuition paid straight to a school, and medical bills paid straight to the provider, do not count against the $19,000.',
    ]),
    heading('Married couples and the unused exclusion', 'h3'),
    paragraph(
      'When a married person dies, the surviving spouse can keep the part of the exclusion the first spouse did not use. This is called portability. It is not automatic: the executor must file a federal estate tax return on time to claim it, even when no tax is owed.',
    ),
    heading('Colorado has no estate or inheritance tax'),
    paragraph(
      'Colorado currently has no estate tax and no inheritance tax. The state’s estate tax law is still on the books, but it is tied to a federal credit that no longer exists, so it collects nothing. The ',
      {
        text: 'Colorado Legislative Council Staff’s page on the estate tax',
        href: 'https://leg.colorado.gov/agencies/legislative-council-staff/estate-tax',
      },
      ' explains the history.',
    ),
    heading('Why plan if no tax is due?'),
    paragraph(
      'Taxes were never the main reason to plan. A will or a living trust answers questions that matter more to most families:',
    ),
    list([
      'Who would raise your young children if you could not',
      'Who pays your bills and manages your money if illness means you cannot',
      'Who receives your home, your savings and the things you treasure',
      'How to make the work simpler for the people you leave behind',
    ]),
    quote(
      '“A plan is less about the government and more about the people you love. It tells them what you wanted, in your own words.” — Dana Whitfield',
    ),
    paragraph(
      'Read what a plan can include on our ',
      { text: 'estate planning page', href: '/services/estate-planning' },
      ', or see the fixed fees on our ',
      { text: 'pricing page', href: '/services/estate-planning/pricing' },
      '.',
    ),
    faqBlock('2026-estate-tax-exclusion-colorado:faq', 'Questions about estate tax in 2026', [
      {
        question: 'Does the $15 million apply to each spouse?',
        answer:
          'Yes. The exclusion is per person. With portability, a surviving spouse can also keep the part the first spouse did not use, if the estate tax return is filed on time.',
      },
      {
        question: 'Does Colorado tax what my children inherit?',
        answer:
          'No. Colorado currently has no inheritance tax and no estate tax. Some other states do, so tell us if you own a home or land in another state.',
      },
    ]),
    notLegalAdvice(),
  ),
}

/** Facts: docs/content-sources.md §14 (which reuses §3, §11). */
const gunTrusts2026: SeedPost = {
  title: 'Gun trusts in 2026: the $0 tax stamp and what still applies',
  slug: 'gun-trusts-2026-zero-tax-stamp',
  excerpt:
    'The federal tax on suppressors and short-barreled rifles is now $0. Registration, ATF approval and the trust’s paperwork still apply.',
  categorySlug: 'estate-planning',
  tagSlugs: ['gun-trusts', 'trusts', 'taxes'],
  publishedAt: '2026-04-21T15:00:00.000Z',
  content: richText(
    paragraph(
      'Since January 1, 2026, owners have asked us whether the change in federal law makes a gun trust unnecessary. The short answer: the tax changed, the rules did not.',
    ),
    heading('What changed on January 1'),
    paragraph(
      'For suppressors, short-barreled rifles, short-barreled shotguns and “any other weapons” made or transferred on or after January 1, 2026, the National Firearms Act tax is now ',
      { text: '$0', bold: true },
      '. For most of these items it used to be $200. The change came from the federal tax law signed in July 2025. Machine guns and destructive devices still carry the $200 tax.',
    ),
    heading('What did not change'),
    paragraph(
      'The registration system is the same. Before you take possession of an item, you still need:',
    ),
    list([
      'An approved ATF Form 4 to transfer an item to you or your trust, or Form 1 to make one',
      'Fingerprints and photographs sent with each application',
      'ATF’s approval before the item is in your hands',
    ]),
    paragraph(
      'Lawsuits challenging the remaining registration rules are pending. We do not predict how they will end; until a court or Congress changes the rules, they apply.',
    ),
    heading('Why a trust still helps'),
    paragraph(
      'A gun trust was never mainly about the tax. It lets more than one person lawfully possess the trust’s items, and it says who receives them when you die. Read more on our ',
      { text: 'gun trusts page', href: '/services/estate-planning/gun-trusts' },
      '.',
    ),
    heading('Responsible persons', 'h3'),
    paragraph(
      'Under ATF’s ',
      {
        text: 'Final Rule 41F',
        href: 'https://www.atf.gov/rules-and-regulations/final-rule-41f-background-checks-responsible-persons-effective-july-13',
      },
      ', in effect since July 13, 2016, every trustee who can direct the trust’s firearms is a “responsible person”. Each one sends ATF Form 5320.23, with fingerprints and photographs, when the trust files a Form 1 or Form 4, and a copy goes to the chief law enforcement officer where that person lives. No sign-off from local law enforcement is needed.',
    ),
    heading('Planning for the next generation', 'h3'),
    paragraph(
      'When you die, your successor trustee follows ATF’s rules to transfer each item to the people you named. Writing down who receives what, and who may hold items in the meantime, spares your family guesswork at a hard time. Keep the approved forms with the trust, tell your trustees where both are kept, and look at the list of trustees again whenever someone moves, marries or can no longer serve.',
    ),
    ctaBlock('gun-trusts-2026-zero-tax-stamp:cta', {
      heading: 'Thinking about a gun trust?',
      text: 'A gun trust is one of our fixed-fee packages. Read what it includes, or book a meeting to talk it through.',
      actions: [
        pageLink('See what it includes', '/services/estate-planning/pricing'),
        book('Book an education meeting', 'estatePlanEducation'),
      ],
    }),
    notLegalAdvice(),
  ),
}

/** Facts: docs/content-sources.md §14 (which reuses §9). */
const inheritedIras: SeedPost = {
  title: 'Inherited an IRA? The 10-year rule in plain words',
  slug: 'inherited-ira-10-year-rule',
  excerpt:
    'Most people who inherit an IRA from someone other than a spouse must empty it within 10 years. How the rule works in 2026.',
  categorySlug: 'estate-planning',
  tagSlugs: ['inherited-iras', 'taxes', 'wills'],
  publishedAt: '2026-08-18T15:00:00.000Z',
  content: richText(
    paragraph(
      'An IRA does not pass under your will. It goes to the people named on the account’s beneficiary form, and the tax rules for those people changed for deaths after 2019. If you have inherited an IRA, or named your children on yours, here is what to know.',
    ),
    heading('Who must follow the 10-year rule'),
    paragraph(
      'Most beneficiaries who are not the owner’s spouse must empty an inherited IRA by the end of the 10th year after the year the owner died.',
    ),
    paragraph(
      'Some beneficiaries, called “eligible designated beneficiaries”, have more choices. The IRS lists them as:',
    ),
    list([
      'The owner’s surviving spouse',
      'The owner’s minor child, until the child comes of age',
      'A person who is disabled or chronically ill',
      'A person not more than 10 years younger than the owner',
    ]),
    heading('Do you have to take money out every year?'),
    paragraph('Under the 10-year rule, it depends on when the owner died.'),
    heading('If the owner had started required withdrawals', 'h3'),
    paragraph(
      'If the owner died on or after their required beginning date (the date their own required withdrawals had to start), you must take a yearly minimum withdrawal in years one through nine, and empty the account by the end of year ten.',
    ),
    heading('If the owner died before that date', 'h3'),
    paragraph(
      'No yearly withdrawal is required; the only deadline is the end of the tenth year. You may still take money out sooner.',
    ),
    paragraph(
      'The IRS waived penalties for yearly withdrawals missed in 2021 through 2024, so for many families the yearly withdrawals began in 2025. The 10-year clock itself was not reset.',
    ),
    heading('Taxes and timing'),
    paragraph(
      'You may take the whole account at any time. Money you take out of an inherited traditional IRA is generally taxable income in the year you take it, so one large withdrawal can push you into a higher bracket. The IRS explains each kind of beneficiary’s choices on its ',
      {
        text: 'Retirement topics – Beneficiary page',
        href: 'https://www.irs.gov/retirement-plans/plan-participant-employee/retirement-topics-beneficiary',
      },
      '.',
    ),
    quote(
      '“Check the beneficiary forms on your retirement accounts every few years. They decide where that money goes, whatever the will says.” — Dana Whitfield',
    ),
    paragraph(
      'We review beneficiary forms as part of every ',
      { text: 'estate plan', href: '/services/estate-planning' },
      ' we write.',
    ),
    ctaBlock('inherited-ira-10-year-rule:roth-tool', {
      heading: 'Leaving an IRA to your own children?',
      text: 'Our Roth conversion tool compares converting part of a traditional IRA to a Roth IRA during your lifetime with not converting, and shows what your children would keep after income tax.',
      actions: [pageLink('Try the Roth conversion tool', '/tools/RothConversionModel')],
    }),
    faqBlock('inherited-ira-10-year-rule:faq', 'Questions about inherited IRAs', [
      {
        question: 'I inherited my husband’s IRA. Does the 10-year rule apply to me?',
        answer:
          'A surviving spouse is an eligible designated beneficiary and has more options than other heirs, especially as the only beneficiary. Ask the account’s custodian and your tax preparer which choice fits you before you move any money.',
      },
      {
        question: 'Can I take everything out at once?',
        answer:
          'Yes. A beneficiary may take the whole account at any time. The withdrawal is generally taxable income for that year, so plan the timing with your tax preparer.',
      },
    ]),
    notLegalAdvice(),
  ),
}

export const estatePlanningPosts: SeedPost[] = [estateTax2026, gunTrusts2026, inheritedIras]
