import { book, callOffice } from '../../pages/page-data'
import { ctaBlock, faqBlock, heading, list, paragraph, quote, richText } from '../../rich-text'
import { notLegalAdvice, postPath, type SeedPost } from './seed-post'

/**
 * Facts: docs/content-sources.md §14 (which reuses §5, §12). Repeats the h3 "What it costs" under
 * each chapter on purpose: the table of contents must give the second one its own id.
 */
const chapter7OrChapter13: SeedPost = {
  title: 'Chapter 7 or Chapter 13? How the two kinds of personal bankruptcy differ',
  slug: 'chapter-7-or-chapter-13',
  excerpt:
    'Most people who file bankruptcy choose Chapter 7 or Chapter 13. How the two differ, who can use each, and what the court charges to file.',
  categorySlug: 'bankruptcy',
  tagSlugs: ['chapter-7', 'chapter-13'],
  publishedAt: '2026-03-10T15:00:00.000Z',
  content: richText(
    paragraph(
      'If your debts have grown past what you can manage, you may be weighing bankruptcy. Most people who file do so under one of two chapters of the federal Bankruptcy Code. Here is how they differ, in plain words.',
    ),
    heading('Chapter 7: a fresh start from many debts'),
    paragraph(
      'In Chapter 7, a trustee looks at what you own. Property the law protects, called exempt property, stays with you; the rest can be sold to pay creditors. In most Chapter 7 cases there is little or nothing to sell, and the case usually ends a few months after filing with a discharge of many debts.',
    ),
    paragraph(
      'Not everyone may use Chapter 7. A “means test” looks at your income; if it is above the median for a household of your size in Colorado, the court may not let the case go forward under Chapter 7.',
    ),
    heading('What it costs', 'h3'),
    paragraph(
      'The court’s fee to file a Chapter 7 case is ',
      { text: '$338', bold: true },
      '. If you cannot pay it all at once, you can ask to pay in installments. If your household income is below 150% of the federal poverty guidelines and you cannot pay even in installments, the court may waive the fee.',
    ),
    heading('Chapter 13: a repayment plan'),
    paragraph(
      'In Chapter 13 you keep your property and repay part or all of your debts through a plan. If your income is below the state median, the plan is generally three years unless the court approves a longer one; if it is above, generally five. No plan may run longer than five years.',
    ),
    paragraph(
      'People often choose Chapter 13 to try to keep a home by catching up on missed mortgage payments over time, or because their income is too high for Chapter 7.',
    ),
    heading('What it costs', 'h3'),
    paragraph(
      'The court’s fee to file a Chapter 13 case is ',
      { text: '$313', bold: true },
      ', and it can also be paid in installments. Your plan payments are separate from this fee. The court fees are set nationally; see, for example, the ',
      {
        text: 'fee chart of the U.S. Bankruptcy Court for the District of Wyoming',
        href: 'https://www.wyb.uscourts.gov/news/fee-chart-effective-12-1-2020',
      },
      '.',
    ),
    heading('What both chapters ask of you'),
    list([
      'A credit counseling course from an approved agency in the 180 days before you file',
      'Forms listing what you own, what you owe, what you earn and what you spend',
      'A second course, in personal financial management, before your debts are discharged',
    ]),
    paragraph(
      'Some debts usually survive either chapter, such as child support and alimony, most student loans and many recent taxes. We explain the two courses in ',
      {
        text: 'The two courses bankruptcy requires',
        href: postPath('bankruptcy-credit-counseling-and-debtor-education'),
      },
      ', and how we help on our ',
      { text: 'bankruptcy page', href: '/services/bankruptcy' },
      '.',
    ),
    faqBlock('chapter-7-or-chapter-13:faq', 'Questions about choosing a chapter', [
      {
        question: 'Will I lose my house?',
        answer:
          'Not necessarily. Colorado law protects a certain amount of the equity in your home, and Chapter 13 lets many people catch up on payments over time. What happens to a home depends on its value, what you owe on it and the chapter you file, so we go through the numbers with you first.',
      },
      {
        question: 'Do I need a lawyer to file?',
        answer:
          'You may file on your own, but bankruptcy courts themselves recommend a lawyer’s help: the forms are detailed, and you sign them under penalty of perjury.',
      },
    ]),
    notLegalAdvice(),
  ),
}

/** Facts: docs/content-sources.md §14 (which reuses §12). */
const twoCourses: SeedPost = {
  title: 'The two courses bankruptcy requires: credit counseling and debtor education',
  slug: 'bankruptcy-credit-counseling-and-debtor-education',
  excerpt:
    'Everyone who files bankruptcy takes one short course before filing and another before the discharge. When each is due, and what happens if one is missed.',
  categorySlug: 'bankruptcy',
  tagSlugs: ['chapter-7', 'chapter-13'],
  publishedAt: '2026-06-16T15:00:00.000Z',
  content: richText(
    paragraph(
      'Bankruptcy asks for two short courses, one before you file and one after. Both can usually be taken online. Missing either one can cost you the result you filed for. In short:',
    ),
    list([
      'Course one, credit counseling: in the 180 days before you file',
      'Course two, personal financial management: after you file, before your debts are discharged',
    ]),
    heading('Before you file: credit counseling'),
    paragraph(
      'In the 180 days before you file, you must receive credit counseling from a nonprofit agency approved by the U.S. Trustee Program. The session reviews your budget and other ways to deal with your debts. You receive a certificate, which is filed with your case.',
    ),
    paragraph(
      'A court can put this requirement off only in narrow, urgent circumstances, so it is best done early.',
    ),
    quote(
      '“Take the first course once you and your lawyer expect to file within the next few months, so the certificate is still good on the day you file.” — Dana Whitfield',
    ),
    heading('After you file: the financial management course'),
    paragraph(
      'After the case is filed, you take a second course, on budgeting and using credit wisely. In a joint case, each spouse takes it.',
    ),
    heading('The Chapter 7 deadline', 'h3'),
    paragraph(
      'In Chapter 7, proof that you finished the course (Official Form 423, unless the course provider files its certificate for you) is due within 60 days after the first date set for the meeting of creditors.',
    ),
    heading('The Chapter 13 deadline', 'h3'),
    paragraph(
      'In Chapter 13, it is due no later than your last plan payment. In either chapter, if the proof is never filed, the court may close the case without a discharge, and reopening it costs another fee. The ',
      {
        text: 'U.S. Bankruptcy Court for the Eastern District of Michigan',
        href: 'https://www.mieb.uscourts.gov/financial-management-requirement',
      },
      ' explains the rule in plain words.',
    ),
    heading('Cost and exceptions'),
    paragraph(
      'Approved providers set their own fees, but the law requires them to offer the course without regard to your ability to pay. If you cannot afford it, ask the provider for a reduced fee or a waiver. The court excuses the courses only in narrow cases, such as a disability that prevents taking them, or active military duty in a combat zone.',
    ),
    paragraph(
      'For how the two chapters differ, read ',
      { text: 'Chapter 7 or Chapter 13?', href: postPath('chapter-7-or-chapter-13') },
      ', or see our ',
      { text: 'bankruptcy page', href: '/services/bankruptcy' },
      '.',
    ),
    ctaBlock('bankruptcy-credit-counseling-and-debtor-education:cta', {
      heading: 'Not sure where to start?',
      text: 'Talk with us before you take the first course. We explain the steps and the fee before anything is filed.',
      actions: [book('Book a bankruptcy consultation', 'newBankruptcyClient'), callOffice],
    }),
    notLegalAdvice(),
  ),
}

/** Facts: docs/content-sources.md §14. */
const automaticStay: SeedPost = {
  title: 'What the automatic stay does, and what it does not',
  slug: 'bankruptcy-automatic-stay',
  excerpt:
    'Filing bankruptcy stops most collection at once, from calls to lawsuits and garnishments. The exceptions, and when the protection is shorter.',
  categorySlug: 'bankruptcy',
  tagSlugs: ['chapter-7', 'chapter-13'],
  publishedAt: '2026-10-13T15:00:00.000Z',
  content: richText(
    paragraph(
      'Many people first call us when the pressure peaks: a garnishment on a paycheck, a lawsuit, a foreclosure date. Filing a bankruptcy case brings an immediate pause called the automatic stay.',
    ),
    heading('What the stay stops'),
    paragraph(
      'The stay begins the moment the case is filed, without a judge having to sign anything. While it lasts, creditors generally must stop:',
    ),
    list([
      'Phone calls and letters demanding payment',
      'Lawsuits to collect a debt',
      'Wage garnishments and bank levies',
      'Repossessions and foreclosure sales',
    ]),
    paragraph(
      'Creditors usually learn of the case from a notice the court clerk sends. If a creditor contacts you after you file, tell your lawyer. A creditor that knowingly breaks the stay can be penalized by the court.',
    ),
    heading('What the stay does not stop'),
    list([
      'Criminal cases',
      'Most actions to set or collect child support and alimony',
      'A government agency enforcing its police or regulatory powers',
      'A tax audit',
    ]),
    paragraph(
      'A secured creditor, such as a car lender or a mortgage company, can also ask the court to lift the stay, for example when payments stop during the case. If you are not sure whether an action against you has stopped, ask us rather than assume.',
    ),
    heading('When the stay is shorter, or missing'),
    paragraph(
      'If another bankruptcy case of yours was dismissed in the year before you file, the stay may last only 30 days unless the court extends it. With two or more such cases in that year, there may be no stay at all unless the court orders one. The ',
      {
        text: 'U.S. Bankruptcy Court for the District of Wyoming',
        href: 'https://www.wyb.uscourts.gov/content/automatic-stay',
      },
      ' sums this up on its page about the stay.',
    ),
    heading('Why timing matters', 'h3'),
    paragraph(
      'Because the stay begins when you file, the filing date can matter when a garnishment or a sale date is close. Filing in a rush has its own risks, though: the forms must still be complete and correct.',
    ),
    quote(
      '“The stay is a pause, not a finish line. It gives you room to work through the case with a clear head.” — Dana Whitfield',
    ),
    paragraph(
      'For the difference between the two main chapters, read ',
      { text: 'Chapter 7 or Chapter 13?', href: postPath('chapter-7-or-chapter-13') },
      ', or see our ',
      { text: 'bankruptcy page', href: '/services/bankruptcy' },
      '.',
    ),
    faqBlock('bankruptcy-automatic-stay:faq', 'Questions about the automatic stay', [
      {
        question: 'How long does the stay last?',
        answer:
          'Generally until the case ends, or until the court lifts it for a particular creditor. If you receive a discharge, the discharge then bars collection of the debts it covers.',
      },
      {
        question: 'Will the stay stop my wage garnishment?',
        answer:
          'In most cases a garnishment for an ordinary debt must stop once the case is filed. Withholding for child support or alimony can continue.',
      },
    ]),
    notLegalAdvice(),
  ),
}

export const bankruptcyPosts: SeedPost[] = [chapter7OrChapter13, twoCourses, automaticStay]
