import { heading, list, paragraph, richText } from '../rich-text'
import { book, callOffice, pageLink, type PageData } from './page-data'

/** The date shown on the privacy policy and the terms of use. */
const lastUpdated = 'Last updated: November 23, 2026'

const policiesIndex: PageData = {
  title: 'Policies',
  path: '/policies',
  description:
    'How Juniper Hill Law sets fees, protects your information, offers limited-scope help and sets the terms for using this website.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Policies',
      lead: 'Here you can read how we charge for our work, how this website handles your information, how limited-scope help works and the terms for using this site. Each page is written in plain words.',
    },
    {
      blockType: 'serviceLines',
      heading: 'Our policies',
      intro:
        'Choose a page to read more. If anything is unclear, call or e-mail us and we will explain.',
      services: [
        {
          title: 'Fees and Charges',
          summary:
            'Fixed fees agreed in writing before we begin, what a fee covers, how to pay, how our trust account works and how refunds work.',
          path: '/policies/fees',
          icon: 'scale',
        },
        {
          title: 'Privacy Policy',
          summary:
            'What this website collects and why, what it does not collect, how long we keep it, who can see it and how to ask for a copy or deletion.',
          path: '/policies/privacy',
          icon: 'shield-check',
        },
        {
          title: 'Unbundled Services',
          summary:
            'How a lawyer can help with just part of a Colorado civil case, what that help covers and what stays your responsibility.',
          path: '/policies/unbundled',
          icon: 'file-text',
        },
        {
          title: 'Terms of Use',
          summary:
            'What this website is and is not: general information, not legal advice. Using it does not make you our client.',
          path: '/policies/terms-of-use',
          icon: 'scroll-text',
        },
      ],
    },
  ],
}

const fees: PageData = {
  title: 'Fees and Charges',
  path: '/policies/fees',
  description:
    'Fixed fees agreed in writing before work begins, costs paid to others, secure online payment, our COLTAF trust account and refunds of unearned fees.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Fees and Charges',
      lead: 'We charge a fixed fee for our work. You will know the fee, and what it covers, before we begin. This page explains fees, other costs, payments, our trust account and refunds.',
    },
    {
      blockType: 'richText',
      heading: 'Fixed fees, agreed in writing',
      content: richText(
        paragraph(
          'Before we start any work, we agree on a fixed fee with you. We put it in writing in an engagement letter. The letter says what work the fee covers. We both sign it before the work begins.',
        ),
        paragraph(
          'If you later ask us to do more than the letter describes, we will tell you the fee for the extra work first. We only go ahead once we have both agreed to it in writing.',
        ),
        heading('What costs extra', 'h3'),
        paragraph(
          'Our fee pays for our legal work. Some matters also have costs that are paid to others, not to us. For example:',
        ),
        list(['court filing fees', 'recording fees', 'other fees paid to a government office']),
        paragraph(
          'We will tell you which of these costs your matter is likely to have, so they do not come as a surprise.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'How to pay',
      content: richText(
        paragraph(
          'You can pay online through a secure payment page run by a payment processor. You will find the link on our ',
          { text: 'Make a payment', href: '/make-a-payment' },
          ' page.',
        ),
        paragraph(
          'You type your card details on the processor’s own page, not on this website. Your card details never pass through our site.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Money held in trust',
      content: richText(
        paragraph(
          'Money you pay before we have earned it is held in a COLTAF trust account. This is a separate account for clients’ money. The money stays there until we have earned it. Only then do we move it to the firm. This is what the Colorado Rules of Professional Conduct require.',
        ),
        paragraph(
          'Our payment processor keeps trust money and the firm’s own money apart. Card fees are never taken out of money held in trust.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Refunds',
      content: richText(
        paragraph(
          'If our work ends before it is finished, we refund the part of the fee we have not earned. Your engagement letter explains how the earned part is worked out.',
        ),
        paragraph(
          'You can ask us about your fee, a payment or a refund at any time, before or after you sign. We are happy to explain.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Short phone calls',
      content: richText(
        paragraph(
          'While we are working on your matter, we do not charge for short phone calls about it. If you have a quick question, please call.',
        ),
      ),
    },
    {
      blockType: 'callToAction',
      heading: 'Questions about a fee or a payment?',
      text: 'Call the office and we will walk you through it. If you are ready to pay, use our secure payment page.',
      actions: [callOffice, pageLink('Make a payment', '/make-a-payment')],
    },
  ],
}

const privacy: PageData = {
  title: 'Privacy Policy',
  path: '/policies/privacy',
  description:
    'What our website collects and why, what it does not collect, how long we keep it, who can see it and how to ask us for a copy or deletion.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Privacy Policy',
      lead: 'This page explains what information this website collects, why we collect it, how long we keep it and who can see it. It also explains how you can ask for a copy of your information or ask us to delete it.',
    },
    {
      blockType: 'richText',
      content: richText(
        paragraph({ text: lastUpdated, bold: true }),
        paragraph(
          'Juniper Hill Law is a small, family-owned law practice in Lakewood, Colorado. We keep what this website collects to a minimum. This policy covers this website only.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'What we collect and why',
      content: richText(
        heading('When you send us a message', 'h3'),
        paragraph(
          'When you use the form on our ',
          { text: 'Contact', href: '/contact' },
          ' page, we collect:',
        ),
        list([
          'your name and e-mail address',
          'your phone number, if you choose to give it',
          'how you would like us to reply',
          'the topic of your question (the kind of legal help)',
          'your message',
          'your tick in the box saying you have read the notice for people who are not yet clients',
        ]),
        paragraph(
          'We use this to answer you and to see whether we can help. Your message is stored in the firm’s database. Within the firm, only our staff can see it, in the site’s admin area. An e-mail goes to our office to let us know a new message has arrived. The text of your message is never written to our server logs.',
        ),
        heading('Quizzes', 'h3'),
        paragraph(
          'Some pages have short quizzes. We may store the answers you give so the site can make a PDF report for you.',
        ),
        heading('The Roth conversion tool', 'h3'),
        paragraph(
          'The Roth conversion tool works out its results from what you type in. Your entries are kept in the page address (URL), so a saved link brings back the same analysis. We do not store your entries unless you download a PDF. The PDF is made on our server and is not kept.',
        ),
        heading('Server logs', 'h3'),
        paragraph(
          'Like most websites, ours keeps a record of requests. It notes the address that was asked for, the time, whether the request worked and technical details of any error. It does not include the text of messages. We use these logs only to keep the site working and secure.',
        ),
        heading('Stopping abuse', 'h3'),
        paragraph(
          'To stop people from flooding our forms, the site counts how many forms are sent from each network (IP) address over a short window of 10 minutes. These counts are kept only in the server’s memory for that short time.',
        ),
        heading('Your browser', 'h3'),
        paragraph(
          'We do not use tracking cookies for visitors. The site uses your browser’s session storage for small technical notes. This storage is erased when you close the tab. For example, it helps the site avoid reloading a page twice after an update. It also remembers that you closed the floating “book a meeting” button.',
        ),
        paragraph(
          'This site sets no cookie for visitors unless you answer our question about analytics (see below). Your answer is kept for six months in a small cookie named “analytics-consent”, so we do not ask on every page. Our staff also get a login cookie when they use the admin area.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'What we do not collect',
      content: richText(
        list([
          'We do not use advertising trackers.',
          'We do not use analytics unless you agree to it.',
          'We do not collect card details. You enter them on the payment processor’s own page, so they never pass through this website.',
        ]),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Analytics, only if you agree',
      content: richText(
        paragraph(
          'We may use Google Analytics to count visits and to learn which pages help people. It is off unless you say yes. When it is turned on, the site asks you first, in a box at the bottom of the page. Until you choose “Accept analytics”, nothing is sent to Google and no analytics cookie is stored.',
        ),
        paragraph(
          'If you accept, Google Analytics stores cookies in your browser. Their names start with “_ga”. It sends Google the pages you view, your type of device and browser, and your rough location. Its advertising features stay off.',
        ),
        paragraph(
          'You can change your choice at any time with “Cookie and analytics choices” at the bottom of every page. If you decline after accepting, the site deletes those cookies.',
        ),
      ),
    },
    { blockType: 'retentionPeriods', heading: 'How long we keep it' },
    {
      blockType: 'richText',
      heading: 'Who sees it',
      content: richText(
        paragraph(
          'Our attorney and our office staff can see what you send us. The companies that host this website and send its e-mail also handle it, but only to provide those services to us.',
        ),
        paragraph({ text: 'We never sell your information.', bold: true }),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Outside services',
      content: richText(
        paragraph(
          'Booking a meeting and making a payment happen on services run by other companies: a scheduling service and a secure payment page. When you use them, their own privacy policies apply. Please read those policies too.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Your choices',
      content: richText(
        paragraph('You can ask us to:'),
        list([
          'give you a copy of the information we hold about you',
          'correct information that is wrong',
          'delete your information',
        ]),
        paragraph(
          'To ask, e-mail office@example.com or call (303) 555-0142. We will answer within 30 days. We honor these requests from anyone who asks.',
        ),
        paragraph(
          'If you are a client, your client file is kept for as long as your engagement letter says.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Children',
      content: richText(
        paragraph(
          'This website is not meant for children under 13, and we do not knowingly collect information from them. If you think a child has sent us information, please tell us and we will delete it.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Changes to this policy',
      content: richText(
        paragraph(
          'If we change how this website handles information, we will update this page and the date at the top.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Contact us',
      content: richText(
        paragraph('If you have a question about your privacy, please get in touch:'),
        list([
          'Juniper Hill Law, 1200 Example Avenue, Suite 210, Lakewood, CO 80226',
          'Phone: (303) 555-0142',
          'E-mail: office@example.com',
        ]),
      ),
    },
  ],
}

const unbundled: PageData = {
  title: 'Unbundled Services',
  path: '/policies/unbundled',
  description:
    'How limited-scope (unbundled) legal help works in Colorado civil cases: what it covers, its limits, your part in it and what court papers must show.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Unbundled Services',
      lead: 'Sometimes you need a lawyer for only part of a case. Colorado court rules allow that. This page explains how limited-scope help works, what it can cover and what stays with you.',
    },
    {
      blockType: 'richText',
      heading: 'What limited-scope help is',
      content: richText(
        paragraph(
          '“Unbundled” or “limited-scope” help means you hire a lawyer for one part of a civil case, not the whole case. You handle the rest yourself.',
        ),
        paragraph(
          'Colorado court rules let a lawyer help a person who is representing themselves with part of a civil case. The main rule is C.R.C.P. 11(b). It was amended by Rule Change 2024(20), dated December 19, 2024. The matching county court rule, C.R.C.C.P. 311(b), was amended to match.',
        ),
        heading('Examples', 'h3'),
        paragraph('Limited-scope help can look like this:'),
        list([
          'reviewing a document you have written',
          'drafting a pleading or other paper for you to file',
          'coaching you to get ready for a hearing',
          'appearing for you at one hearing',
        ]),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Two ways it works',
      content: richText(
        heading('1. A limited appearance', 'h3'),
        paragraph(
          'Here the attorney appears in your case, but only for certain parts. The attorney files and serves a notice of limited appearance. It names the specific part or parts of the case the attorney will handle.',
        ),
        paragraph(
          'Papers served on the attorney count only for those parts. The appearance ends when the attorney files a notice of completion of limited appearance.',
        ),
        heading('2. Help with papers, without appearing', 'h3'),
        paragraph(
          'Here the attorney helps you prepare documents but does not appear in your case. No notice of appearance is needed.',
        ),
        paragraph(
          'But any document you file that the attorney helped prepare must include the attorney’s name, address, telephone number, e-mail address and Colorado attorney registration number. We will make sure that information is on the documents we help with.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Agreeing on the scope in writing',
      content: richText(
        paragraph(
          'The court rule says this kind of help is given in line with Colo. RPC 1.2(c), one of the Colorado Rules of Professional Conduct. In plain words, two things must be true:',
        ),
        list([
          'The limit on our help must be reasonable for your situation.',
          'You must give informed consent. That means you agree after we have explained what the limit means for you.',
        ]),
        paragraph(
          'We write down exactly which parts we will handle, and we both sign it. Then there is no doubt about who is doing what.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'The limits of limited-scope help',
      content: richText(
        list([
          'We are responsible only for the parts we agreed to in writing. We are not responsible for any part of the case outside that scope.',
          'You stay responsible for your deadlines, your filings and everything else in the case.',
          'It does not suit every case. Some matters are better handled by one lawyer from start to finish. If we think that is true of yours, we will tell you.',
        ]),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Your responsibilities',
      content: richText(
        paragraph('For limited-scope help to work well, we need you to:'),
        list([
          'give us complete and accurate facts, even ones that seem unhelpful',
          'keep copies of everything you file and everything you receive',
          'keep track of every deadline and court date',
          'tell us right away about anything new, such as papers from the other side or a changed hearing date',
        ]),
        paragraph(
          'Not sure whether this kind of help is right for you? Ask us whether limited-scope help fits your matter.',
        ),
      ),
    },
    {
      blockType: 'faq',
      heading: 'Questions about unbundled services',
      items: [
        {
          question: 'Will the court know that a lawyer is helping me?',
          answer:
            'If we appear for part of your case, yes. We file and serve a notice of limited appearance that names the parts we are handling.\n\nIf we only help you prepare papers, we do not appear in the case. But any document you file that we helped prepare must show the attorney’s name, address, telephone number, e-mail address and Colorado attorney registration number.',
        },
        {
          question: 'Who keeps track of the deadlines in my case?',
          answer:
            'You do. We handle only the parts we agreed to in writing. Every other deadline, filing and task in the case stays with you.\n\nIf you are not sure whether something falls inside our agreed scope, ask us.',
        },
        {
          question: 'What happens when the agreed part is finished?',
          answer:
            'If we made a limited appearance, we file a notice of completion of limited appearance. That ends our appearance in the case.\n\nAfter that, you carry on by yourself, unless we agree in writing to help with another part.',
        },
        {
          question: 'How much does limited-scope help cost?',
          answer:
            'Like all our work, it has a fixed fee. We agree on the fee and the scope in writing before we start. Our Fees and Charges page explains how fees, payments and refunds work.',
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: 'Could limited-scope help fit your matter?',
      text: 'Tell us about your case and we will let you know whether limited-scope help makes sense, and what the fee would be.',
      actions: [book('Book a first meeting', 'newClient'), callOffice],
    },
  ],
}

const termsOfUse: PageData = {
  title: 'Terms of Use',
  path: '/policies/terms-of-use',
  description:
    'The terms for using our website: general information, not legal advice. Using the site or sending a message does not make you our client.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Terms of Use',
      lead: 'These terms explain what this website is, what it is not and how you may use it. Please read them before you rely on anything on the site.',
    },
    {
      blockType: 'richText',
      content: richText(
        paragraph({ text: lastUpdated, bold: true }),
        paragraph(
          'This website belongs to Juniper Hill Law, a family-owned law practice in Lakewood, Colorado. By using it, you agree to these terms.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Using this site does not make you our client',
      content: richText(
        paragraph(
          'Reading this website does not create an attorney-client relationship. Sending us a message or booking a meeting does not create one either.',
        ),
        paragraph(
          'We become your lawyers only when you and we have both signed an engagement letter.',
        ),
        paragraph(
          'Until then, we cannot act for you. If your matter has a deadline, such as a court date, please keep track of it yourself and tell us about it when you first get in touch.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Please wait before sharing confidential details',
      content: richText(
        paragraph(
          'Before we can help anyone, we must check that doing so would not conflict with the interests of someone else. This is called a conflict check.',
        ),
        paragraph(
          'Until we confirm that we can help you, please do not send us confidential details. A short, general description of your question is enough to start.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'General information, not legal advice',
      content: richText(
        paragraph(
          'The pages on this site give general information. They are not legal advice about your situation. Laws change, and some pages may be out of date by the time you read them.',
        ),
        paragraph(
          'Every situation is different. Please talk with a lawyer about your own facts before you act on anything you read here.',
        ),
        heading('Calculators and quizzes', 'h3'),
        paragraph(
          'The Roth conversion tool and the quizzes on this site are illustrations only. They are not tax advice or legal advice. Their results depend on what you enter.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Attorney advertising',
      content: richText(
        paragraph({ text: 'This website is attorney advertising.', bold: true }),
        paragraph(
          'Colorado’s rules for lawyers require us to name the lawyer responsible for it and give contact details. The responsible attorney is Dana Whitfield, Juniper Hill Law, 1200 Example Avenue, Suite 210, Lakewood, CO 80226, phone (303) 555-0142.',
        ),
        heading('About certification', 'h3'),
        paragraph(
          'Colorado does not certify attorneys as specialists in any field. Nothing on this site claims such a certification. When we describe the kinds of work we do, we are only telling you what we work on.',
        ),
        heading('Past results', 'h3'),
        paragraph(
          'Past results and client quotes do not guarantee a similar outcome. The result in any matter depends on its own facts.',
        ),
        heading('Where we practice', 'h3'),
        paragraph(
          'Dana Whitfield is licensed to practice law in Colorado. The information on this site is written for people in Colorado.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Using the site fairly',
      content: richText(
        paragraph(
          'Please use this website only for lawful purposes. Do not try to break into it, interfere with how it works or send automated messages through its forms.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Links to other websites',
      content: richText(
        paragraph(
          'Some pages link to websites run by others, such as our scheduling service and our payment processor. A link is not an endorsement. We do not control those sites, and their own terms and privacy policies apply.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Accessibility',
      content: richText(
        paragraph(
          'We want everyone to be able to use this website. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
        ),
        paragraph(
          'If any part of the site is hard for you to use, please tell us. Call (303) 555-0142 or e-mail office@example.com. We will give you the information in another way.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Your privacy',
      content: richText(
        paragraph(
          'Our ',
          { text: 'Privacy Policy', href: '/policies/privacy' },
          ' explains what this website collects, why, and how you can ask for a copy or deletion.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Governing law',
      content: richText(
        paragraph('These terms are governed by the laws of the State of Colorado.'),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Changes to these terms',
      content: richText(
        paragraph(
          'We may update these terms from time to time. When we do, we will change the date at the top of this page.',
        ),
      ),
    },
    {
      blockType: 'richText',
      heading: 'Contact us',
      content: richText(
        paragraph('If you have a question about these terms, please get in touch:'),
        list([
          'Juniper Hill Law, 1200 Example Avenue, Suite 210, Lakewood, CO 80226',
          'Phone: (303) 555-0142',
          'E-mail: office@example.com',
        ]),
      ),
    },
  ],
}

export const policyPages: PageData[] = [policiesIndex, fees, privacy, unbundled, termsOfUse]
