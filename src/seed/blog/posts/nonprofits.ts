import { book, pageLink } from '../../pages/page-data'
import { ctaBlock, faqBlock, heading, list, paragraph, quote, richText } from '../../rich-text'
import { notLegalAdvice, postPath, type SeedPost } from './seed-post'

/** Facts: docs/content-sources.md §14 (which reuses §4, §6). */
const startingANonprofit: SeedPost = {
  title: 'Starting a nonprofit in Colorado: the order of the steps',
  slug: 'starting-a-colorado-nonprofit',
  excerpt:
    'From Articles of Incorporation to the IRS application: the steps to form a Colorado nonprofit and seek 501(c)(3) status, with the 2026 fees.',
  categorySlug: 'nonprofits',
  tagSlugs: ['501c3', 'colorado'],
  publishedAt: '2026-03-31T15:00:00.000Z',
  content: richText(
    paragraph(
      'A group of neighbors with a good idea can become a nonprofit corporation quickly. Becoming a tax-exempt charity takes longer. It helps to know the order of the steps before you begin.',
    ),
    heading('Step by step'),
    list(
      [
        'Choose a name and the people who will serve on the first board.',
        'File Articles of Incorporation with the Colorado Secretary of State. The fee is $50.',
        'Write bylaws, the rules the board will follow, and hold a first board meeting.',
        'Get an employer identification number (EIN) from the IRS. It is free.',
        'Apply to the IRS to be recognized as a 501(c)(3) organization, on Form 1023 or Form 1023-EZ.',
        'Before you ask the public for donations, register with the Secretary of State, unless an exemption applies.',
      ],
      true,
    ),
    heading('Write the Articles with the IRS in mind', 'h3'),
    paragraph(
      'To qualify under section 501(c)(3), the organizing document must limit the organization’s purposes to exempt ones, such as charitable or educational work. It must also say that, if the organization ever dissolves, its assets go to another exempt purpose. It is simplest to include that wording from the start.',
    ),
    quote(
      '“Bylaws are where a board settles its future disagreements in advance. They deserve an evening of your time.” — Dana Whitfield',
    ),
    heading('The IRS application'),
    paragraph(
      'The IRS charges ',
      { text: '$600', bold: true },
      ' for Form 1023 and ',
      { text: '$275', bold: true },
      ' for the shorter Form 1023-EZ, which only small organizations may use. Both are filed online.',
    ),
    paragraph(
      'Timing matters. If you apply within 27 months after the end of the month the nonprofit was formed, and the IRS approves, the exemption can reach back to the date of formation. Apply later, and it generally starts only from the date you applied. The IRS explains this on its page about ',
      {
        text: 'applying more than 27 months after formation',
        href: 'https://www.irs.gov/charities-non-profits/form-1023-purpose-of-questions-about-organization-applying-more-than-27-months-after-date-of-formation',
      },
      '.',
    ),
    heading('After the IRS letter'),
    paragraph(
      'Exemption brings yearly duties: an annual filing with the IRS, a $25 periodic report to the Secretary of State and, if you raise money from the public, the state’s charity registration. We cover them in ',
      {
        text: 'Keeping your nonprofit in good standing',
        href: postPath('keeping-a-colorado-nonprofit-in-good-standing'),
      },
      '. Our ',
      { text: 'nonprofit services page', href: '/services/nonprofits' },
      ' describes how we help at each step.',
    ),
    faqBlock('starting-a-colorado-nonprofit:faq', 'Questions about starting a nonprofit', [
      {
        question: 'Can we accept donations before the IRS approves us?',
        answer:
          'You can receive money, but register with the Secretary of State before you solicit unless an exemption applies, and be careful what you tell donors about deductions. Whether an early gift is deductible depends on the IRS recognizing your exemption back to the date of the gift, one more reason to apply within 27 months.',
      },
      {
        question: 'Which IRS form should we use?',
        answer:
          'It depends on your size and your activities. The short form is only for organizations with gross receipts of $50,000 or less a year and total assets of $250,000 or less, and some kinds of organization cannot use it at all. We compare the two forms in another article on this blog.',
      },
    ]),
    notLegalAdvice(),
  ),
}

/** Facts: docs/content-sources.md §14 (which reuses §6). */
const form1023OrEz: SeedPost = {
  title: 'Form 1023 or Form 1023-EZ? Choosing the right IRS application',
  slug: 'form-1023-or-form-1023-ez',
  excerpt:
    'The short Form 1023-EZ costs less, but only small organizations may use it. The limits, the fees, and what each application asks of you.',
  categorySlug: 'nonprofits',
  tagSlugs: ['501c3', 'taxes'],
  publishedAt: '2026-07-14T15:00:00.000Z',
  content: richText(
    paragraph(
      'Once a Colorado nonprofit is incorporated, the next big step is asking the IRS to recognize it as a 501(c)(3) organization. There are two application forms. Choosing the right one saves time and money. Either way, have your Articles of Incorporation filed and your EIN in hand before you apply.',
    ),
    heading('The short form: Form 1023-EZ'),
    paragraph(
      'Form 1023-EZ is the streamlined application, and its user fee is ',
      { text: '$275', bold: true },
      '. Before using it, an organization works through the eligibility worksheet in the form’s instructions. Among other things, it must have:',
    ),
    list([
      'Gross receipts of no more than $50,000 in each of the past three years, and no more than $50,000 expected in each of the next three',
      'Total assets worth no more than $250,000',
      'A “no” answer to every question about the kinds of organizations and activities that cannot use the short form',
    ]),
    paragraph(
      'The short form asks you to confirm statements rather than describe your programs in detail, so it is quicker to prepare. The ',
      {
        text: 'IRS instructions for Form 1023-EZ',
        href: 'https://www.irs.gov/pub/irs-pdf/i1023ez.pdf',
      },
      ' contain the full worksheet.',
    ),
    heading('The full application: Form 1023'),
    paragraph(
      'Form 1023 has a user fee of ',
      { text: '$600', bold: true },
      '. It asks you to describe your activities and your finances, and to upload your organizing documents and bylaws as one PDF. An organization above the short form’s limits, or not eligible for it for another reason, must use this form.',
    ),
    heading('Both are filed online', 'h3'),
    paragraph(
      'Since January 31, 2020, both forms are filed, and the fee paid, only online through Pay.gov.',
    ),
    heading('The 27-month window applies to both'),
    paragraph(
      'If you file either form within 27 months after the end of the month your organization was formed, and it is approved, the exemption can date back to formation. After that, it generally starts from the date you filed.',
    ),
    quote(
      '“If you are close to either limit, plan for the next three years, not just this one. The short form looks forward as well as back.” — Dana Whitfield',
    ),
    paragraph(
      'For the steps before the application, read ',
      {
        text: 'Starting a nonprofit in Colorado',
        href: postPath('starting-a-colorado-nonprofit'),
      },
      ', or see our ',
      { text: 'nonprofit services', href: '/services/nonprofits' },
      '.',
    ),
    ctaBlock('form-1023-or-form-1023-ez:cta', {
      heading: 'Not sure which form fits?',
      text: 'We help Colorado groups choose and prepare the right application, for a fee agreed before we begin.',
      actions: [
        book('Book a nonprofit consultation', 'newNonprofitClient'),
        pageLink('Nonprofit services', '/services/nonprofits'),
      ],
    }),
    notLegalAdvice(),
  ),
}

/** Facts: docs/content-sources.md §14 (which reuses §4). */
const goodStanding: SeedPost = {
  title: 'Keeping your nonprofit in good standing: the yearly filings in Colorado',
  slug: 'keeping-a-colorado-nonprofit-in-good-standing',
  excerpt:
    'A yearly IRS filing, a $25 state report and, for most groups that raise money, a charity registration: the tasks that keep a nonprofit’s status.',
  categorySlug: 'nonprofits',
  tagSlugs: ['501c3', 'colorado', 'taxes'],
  publishedAt: '2026-11-10T15:00:00.000Z',
  content: richText(
    paragraph(
      'The IRS letter recognizing your nonprofit is a milestone. Keeping that status takes a few yearly filings. None is hard, but each has its own deadline.',
    ),
    heading('The IRS: a return or notice every year'),
    paragraph(
      'Most tax-exempt organizations file something with the IRS every year. Which form depends on size:',
    ),
    list([
      'Form 990-N, the “e-Postcard”, for most small organizations whose gross receipts are normally $50,000 or less. It is short and filed online.',
      'Form 990-EZ or Form 990 for larger organizations.',
    ]),
    paragraph(
      'The filing is due by the 15th day of the 5th month after your fiscal year ends: May 15 for an organization whose year ends on December 31. The e-Postcard cannot be filed until the year it reports on has ended.',
    ),
    heading('Three missed years end the exemption', 'h3'),
    paragraph(
      'An organization that does not file for three years in a row automatically loses its federal tax exemption, as of the due date of the third missed filing. Getting it back takes a new application. The IRS explains the rule on its ',
      {
        text: 'e-Postcard page',
        href: 'https://www.irs.gov/charities-non-profits/annual-electronic-filing-requirement-for-small-exempt-organizations-form-990-n-e-postcard',
      },
      '.',
    ),
    heading('The state: a $25 periodic report'),
    paragraph(
      'A Colorado nonprofit corporation files a periodic report with the Secretary of State each year, just as an LLC does. The fee is $25, and the deadline follows the month the corporation was formed. A corporation that falls behind on its reports can lose its good standing with the state.',
    ),
    heading('Fundraising: charity registration'),
    paragraph(
      'A charitable organization that asks for donations in Colorado must register with the Secretary of State before it solicits, and renew the registration each year. An organization is exempt if it does not raise more than $25,000 in gross revenue in a fiscal year, not counting government grants and grants from other 501(c)(3) organizations; that exemption does not apply once it hires a paid solicitor. The ',
      {
        text: 'Secretary of State’s registration FAQ',
        href: 'https://coloradosos.gov/pubs/charities/FAQ/registration.html',
      },
      ' lists the other exemptions.',
    ),
    quote(
      '“Put all three deadlines on the board’s calendar, with a name next to each one.” — Dana Whitfield',
    ),
    paragraph(
      'If your organization is behind on any of these, our ',
      { text: 'nonprofit services page', href: '/services/nonprofits' },
      ' explains how we can help.',
    ),
    faqBlock(
      'keeping-a-colorado-nonprofit-in-good-standing:faq',
      'Questions about yearly filings',
      [
        {
          question: 'We had almost no income this year. Do we still file?',
          answer:
            'Usually, yes. An organization whose gross receipts are normally $50,000 or less generally files the short Form 990-N, even in a quiet year. Skipping it three years in a row costs the exemption.',
        },
        {
          question: 'Is there a penalty for filing the e-Postcard late?',
          answer:
            'The IRS does not charge a penalty for a late Form 990-N, but it sends a reminder, and the three-year rule still applies.',
        },
      ],
    ),
    notLegalAdvice(),
  ),
}

export const nonprofitPosts: SeedPost[] = [startingANonprofit, form1023OrEz, goodStanding]
