import { callOffice, type PageData } from './page-data'

export const paymentPage: PageData = {
  title: 'Make a Payment',
  path: '/make-a-payment',
  noindex: true,
  description:
    'Pay an invoice, a retainer or a fixed fee to Juniper Hill Law through our payment provider’s secure form.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Make a Payment',
      lead: 'Pay securely online in a few minutes. Our payment provider keeps trust money and operating money apart, as Colorado’s rules require.',
      actions: [callOffice],
    },
    {
      blockType: 'paymentHandoff',
      heading: 'Pay online',
      payable: [
        { item: 'An invoice we have sent you' },
        { item: 'A retainer (held in our trust account until it is earned)' },
        { item: 'A fixed fee agreed in your engagement letter' },
      ],
      needed:
        'Have your invoice number ready if you are paying an invoice. Only your first name is required; put your invoice number or matter in the notes so we can match the payment.',
      buttonLabel: 'Continue to the secure payment form',
    },
  ],
}
