/** The seeded firm's contact details, as the e2e database starts. */
export const seededFirm = {
  name: 'Juniper Hill Law',
  phoneDisplay: '(303) 555-0142',
  phoneHref: 'tel:+13035550142',
  smsHref: 'sms:+13035550143',
  email: 'office@example.com',
  attorney: 'Dana Whitfield',
}
