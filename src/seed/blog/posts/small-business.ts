import { book, pageLink } from '../../pages/page-data'
import { ctaBlock, faqBlock, heading, list, paragraph, quote, richText } from '../../rich-text'
import { notLegalAdvice, type SeedPost } from './seed-post'

/** Facts: docs/content-sources.md §14 (which reuses §4). */
const formingAnLlc: SeedPost = {
  title: 'Forming a Colorado LLC in 2026: the steps and the state fees',
  slug: 'forming-a-colorado-llc',
  excerpt:
    'How a Colorado LLC is formed, what the Secretary of State charges, and the yearly report that keeps the company in good standing.',
  categorySlug: 'small-business',
  tagSlugs: ['llc', 'colorado'],
  publishedAt: '2026-02-10T15:00:00.000Z',
  content: richText(
    paragraph(
      'A limited liability company, or LLC, is the most common choice we see for new small businesses in Colorado. Forming one takes a few steps. Keeping it in good standing takes one small filing a year.',
    ),
    heading('Before you file'),
    list(
      [
        'Choose a name. It must end with “LLC”, “limited liability company” or another ending the law allows, such as “Ltd.”.',
        'Choose a registered agent: a person or company that agrees to receive legal papers for the LLC.',
        'Decide whether the members themselves or managers they choose will run the company.',
        'Have ready the principal office address and the name and mailing address of each person forming the LLC.',
      ],
      true,
    ),
    heading('Filing the Articles of Organization'),
    paragraph(
      'An LLC comes into being when the Colorado Secretary of State files its Articles of Organization. The state fee is ',
      { text: '$50', bold: true },
      '. The Articles give the company’s name, principal office, registered agent, the people forming it, and who manages it. The Secretary of State’s ',
      {
        text: 'instructions for Articles of Organization',
        href: 'https://www.sos.state.co.us/pubs/business/helpFiles/ARTORG_LLC_HELP.html',
      },
      ' explain each item.',
    ),
    heading('An EIN from the IRS', 'h3'),
    paragraph(
      'Most banks ask for an employer identification number (EIN) before they open a business account, and you need one to hire employees. The IRS gives EINs free of charge online. Websites that charge a fee for an EIN are charging for a form you can fill in yourself.',
    ),
    heading('Every year: the periodic report'),
    paragraph(
      'Each year the LLC files a periodic report with the Secretary of State, confirming its registered agent and principal office. The fee is ',
      { text: '$25', bold: true },
      '; it rose from $10 on July 1, 2024.',
    ),
    paragraph(
      'The deadline follows the month the LLC was formed: the report is due by the end of the second month after that month comes round again. An LLC formed in March, for example, files by May 31 each year.',
    ),
    quote(
      '“Put the periodic report on the same calendar as your tax deadlines. A missed $25 filing is far more trouble to fix than to file.” — Dana Whitfield',
    ),
    heading('What the filing does not cover'),
    paragraph(
      'The Articles are a public record and say very little. How the owners share profits, make decisions and handle an owner who leaves belongs in an operating agreement, a private document that is not filed with the state. We help owners choose a structure, file the Articles and write that agreement; see our ',
      { text: 'small business page', href: '/services/small-business' },
      '.',
    ),
    faqBlock('forming-a-colorado-llc:faq', 'Questions about forming an LLC', [
      {
        question: 'Do I need a lawyer to form an LLC?',
        answer:
          'No. Owners can file the Articles themselves on the Secretary of State’s website. A lawyer helps most with the decisions around the filing: who owns what, who decides, and what happens if an owner leaves, falls ill or dies.',
      },
      {
        question: 'What if we miss the periodic report?',
        answer:
          'File it as soon as you can. A late report costs more than one filed on time, and a company that stays behind can lose its good standing with the state. We can help put things right.',
      },
    ]),
    notLegalAdvice(),
  ),
}

/** Facts: docs/content-sources.md §14. */
const sCorporationElection: SeedPost = {
  title: 'Should your LLC be taxed as an S corporation? Questions to ask first',
  slug: 'llc-s-corporation-election',
  excerpt:
    'An LLC is taxed like a sole proprietorship or a partnership unless it chooses otherwise. What an S corporation election changes, and when it is due.',
  categorySlug: 'small-business',
  tagSlugs: ['llc', 'taxes'],
  publishedAt: '2026-05-19T15:00:00.000Z',
  content: richText(
    paragraph(
      'Sooner or later, most LLC owners hear that an S corporation election could lower their taxes. Sometimes it can. Before anything is filed, it helps to know what the election changes and what it asks of you.',
    ),
    heading('How an LLC is taxed to begin with'),
    paragraph(
      'For federal income tax, the IRS treats an LLC with one owner as part of its owner (a “disregarded entity”), much like a sole proprietorship. An LLC with two or more owners is treated as a partnership. Either kind can choose to be taxed as a corporation instead.',
    ),
    heading('What an S corporation election changes'),
    paragraph(
      'An S corporation still passes its income through to the owners’ personal tax returns. The difference is in how owners who work in the business are paid:',
    ),
    list([
      'An owner who works in the business is paid a salary, with payroll taxes withheld, like any employee.',
      'Profit above that salary can be paid out as distributions, which are not subject to Social Security and Medicare taxes.',
      'The company runs payroll and files its own yearly return, Form 1120-S.',
    ]),
    heading('The reasonable salary rule', 'h3'),
    paragraph(
      'The IRS expects an owner who works in an S corporation to take a reasonable salary, roughly what the business would pay someone else to do the same work, before taking distributions. If the salary is too low, the IRS can treat distributions as wages and collect the payroll taxes.',
    ),
    heading('Who can make the election, and when'),
    paragraph('The election is made on IRS Form 2553. To qualify, the company generally must:'),
    list([
      'Be a domestic (United States) company',
      'Have no more than 100 shareholders',
      'Have only allowed shareholders, such as individuals, estates and certain trusts, and no nonresident aliens',
      'Have only one class of stock',
    ]),
    paragraph(
      'Form 2553 generally must be filed no later than 2 months and 15 days after the start of the tax year the election is meant to cover: March 15 for a business on the calendar year. The IRS ',
      { text: 'instructions for Form 2553', href: 'https://www.irs.gov/instructions/i2553' },
      ' explain the deadline and the relief available for late elections.',
    ),
    heading('Is it worth it?'),
    paragraph(
      'That depends on your profit, the salary your work would fairly earn, and the extra cost of payroll and bookkeeping. We compare the numbers with your accountant before you decide. Read more about our ',
      { text: 'small business services', href: '/services/small-business' },
      '.',
    ),
    ctaBlock('llc-s-corporation-election:cta', {
      heading: 'Talk it through before the deadline',
      text: 'A short consultation can tell you whether the election is worth a closer look for your business.',
      actions: [
        book('Book a business consultation', 'newBusinessClient'),
        pageLink('How our fees work', '/policies/fees'),
      ],
    }),
    notLegalAdvice(),
  ),
}

/** Facts: docs/content-sources.md §14. */
const employeeOrContractor: SeedPost = {
  title: 'Employee or independent contractor? How Colorado and the IRS decide',
  slug: 'employee-or-independent-contractor-colorado',
  excerpt:
    'Calling a worker a contractor does not make them one. The tests the IRS and Colorado use, and the paperwork that helps.',
  categorySlug: 'small-business',
  tagSlugs: ['colorado', 'taxes'],
  publishedAt: '2026-09-15T15:00:00.000Z',
  content: richText(
    paragraph(
      'Hiring help is a good sign for a small business. Before the first payday, decide whether the person is an employee or an independent contractor. The label on the agreement matters less than how the work is really done.',
    ),
    heading('How the IRS looks at it'),
    paragraph(
      'For federal taxes, the IRS asks how much control the business has over the work. It sorts the facts into three groups:',
    ),
    list([
      [
        { text: 'Behavioral control:', bold: true },
        ' does the business direct how, when and where the work is done, or train the worker?',
      ],
      [
        { text: 'Financial control:', bold: true },
        ' who pays for tools and expenses, can the worker make a profit or a loss, and does the worker offer services to others?',
      ],
      [
        { text: 'Type of relationship:', bold: true },
        ' is there a written contract, are there benefits such as insurance or vacation pay, and is the work lasting and central to the business?',
      ],
    ]),
    paragraph(
      'No single fact decides it. If you are unsure, you can ask the IRS to decide by filing Form SS-8.',
    ),
    heading('Colorado’s test for unemployment insurance'),
    paragraph(
      'Colorado starts from the other end. For unemployment insurance, a person who works for you is presumed to be in covered employment unless it is shown that the person is both free from your control and direction in doing the work, under the contract and in fact, and customarily engaged in an independent trade, occupation, profession or business related to the work.',
    ),
    heading('A written agreement can shift the burden', 'h3'),
    paragraph(
      'A written agreement that meets the law’s requirements can shift who has to prove the worker’s status. It must also say, in larger, bold or underlined type, that the contractor is not entitled to unemployment benefits unless someone provides that coverage, and that the contractor must pay federal and state income tax on what they are paid. As the ',
      {
        text: 'Colorado Department of Labor and Employment',
        href: 'https://cdle.colorado.gov/independent-contractors',
      },
      ' notes, such a contract does not settle the question; it only changes who must prove it.',
    ),
    quote(
      '“Write down how the work will really happen, then make sure it happens that way. Paperwork that does not match the facts protects no one.” — Dana Whitfield',
    ),
    heading('Before you hire'),
    list(
      [
        'Describe the work: who sets the hours, who supplies the tools, and how long it will last.',
        'Put the arrangement in writing, and keep it true to how the work is done.',
        'If the person is an employee, set up payroll and withholding before the first payday.',
      ],
      true,
    ),
    paragraph(
      'We write and review independent-contractor agreements as part of our ',
      { text: 'small business work', href: '/services/small-business' },
      '.',
    ),
    faqBlock('employee-or-independent-contractor-colorado:faq', 'Questions about hiring', [
      {
        question: 'Does a signed contractor agreement settle the question?',
        answer:
          'No. Both the IRS and Colorado look at how the work is really done. A well-written Colorado agreement can shift who has to prove the worker’s status for unemployment insurance, but it does not decide it.',
      },
      {
        question: 'Can I ask the IRS to decide?',
        answer:
          'Yes. Filing IRS Form SS-8 asks the IRS to determine a worker’s status for federal employment taxes and income tax withholding.',
      },
    ]),
    notLegalAdvice(),
  ),
}

export const smallBusinessPosts: SeedPost[] = [
  formingAnLlc,
  sCorporationElection,
  employeeOrContractor,
]
