import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { readDatabase } from '../support/database-rows'
import { e2eEnv } from '../support/e2e-env'
import { expect, gotoHydrated, test } from '../support/fixtures'
import { outboxMessages } from '../support/outbox'
import { seededFirm } from '../support/seeded-firm'

/** Each test comes from an address of its own, so the rate limit counts its submissions alone. */
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${octet()}.${octet()}` })
})

const form = (page: Page) => page.getByRole('region', { name: 'Send us a message' })

async function fillValidMessage(page: Page, message: string) {
  await form(page).getByLabel('Your name').fill('Ada Lovelace')
  await form(page).getByLabel('E-mail address').fill('ada@example.com')
  await form(page).getByLabel('What is your question about?').selectOption('Estate planning')
  await form(page).getByLabel('Your message', { exact: true }).fill(message)
  await form(page).getByLabel('I have read the notice above').check()
}

/** WCAG's contrast ratio of an `rgb(r, g, b)` colour against white. */
function contrastWithWhite(rgb: string): number {
  const channels = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((value) => {
    const channel = Number(value) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  const [red = 0, green = 0, blue = 0] = channels
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
  return 1.05 / (luminance + 0.05)
}

test.describe('contact page', () => {
  test('lists every way to reach the office, from the settings', async ({ page }) => {
    await page.goto('/contact')
    const details = page.getByRole('region', { name: 'How to reach us' })
    await expect(details.getByRole('link', { name: seededFirm.phoneDisplay })).toHaveAttribute(
      'href',
      seededFirm.phoneHref,
    )
    await expect(details.getByRole('link', { name: '(303) 555-0143' })).toHaveAttribute(
      'href',
      seededFirm.smsHref,
    )
    await expect(details.getByText('(303) 555-0144')).toBeVisible()
    await expect(details.getByRole('link', { name: seededFirm.email })).toHaveAttribute(
      'href',
      `mailto:${seededFirm.email}`,
    )
    const directions = details.getByRole('link', { name: /Get directions/ })
    expect(
      new URL((await directions.getAttribute('href')) ?? '').searchParams.get('destination'),
    ).toBe('1200 Example Avenue, Suite 210, Lakewood, CO 80226')
    await expect(details.getByText('Monday – Friday')).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('/contact-us shows the same page, canonical to /contact', async ({ page }) => {
    const response = await page.goto('/contact-us')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Contact Us | Juniper Hill Law')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/contact$/)
    await expect(form(page).getByRole('button', { name: 'Send message' })).toBeVisible()
  })

  test('an empty message gets a focused error summary and a message beside each field', async ({
    page,
    expectAccessible,
    cspViolations,
  }) => {
    await gotoHydrated(page, '/contact')
    await form(page)
      .getByLabel('Your message', { exact: true })
      .fill('Please call me about my will.')
    await form(page).getByRole('button', { name: 'Send message' }).click()

    const summary = form(page).getByRole('heading', {
      name: 'There is a problem with your message',
    })
    await expect(summary).toBeVisible()
    await expect(page.locator(':focus')).toContainText('There is a problem with your message')
    for (const message of [
      'Enter your name.',
      'Enter your e-mail address so we can reply.',
      'Choose what your question is about.',
      'Tick the box to confirm you have read the notice.',
    ]) {
      await expect(form(page).getByRole('link', { name: message })).toBeVisible()
    }
    await expect(form(page).getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')
    await expect(form(page).getByLabel('Your message', { exact: true })).toHaveValue(
      'Please call me about my will.',
    )
    await expectAccessible()
    expect(await cspViolations()).toEqual([])

    await form(page).getByRole('link', { name: 'Enter your name.' }).click()
    await expect(form(page).getByLabel('Your name')).toBeFocused()
  })

  test('a phone reply needs a phone number, and a wrong one is explained', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    await fillValidMessage(page, 'Please call me.')
    await form(page).getByLabel('Phone call').check()
    await form(page).getByRole('button', { name: 'Send message' }).click()
    await expect(
      form(page).getByRole('link', { name: 'Enter a phone number so we can call or text you.' }),
    ).toBeVisible()
    await form(page).getByLabel('Phone number (optional)').fill('555-01')
    await form(page).getByRole('button', { name: 'Send message' }).click()
    await expect(
      form(page).getByRole('link', {
        name: 'Enter a 10-digit US phone number, e.g. (303) 555-0142, or leave it empty.',
      }),
    ).toBeVisible()
  })

  test('a message is stored and the office is e-mailed; the visitor is thanked', async ({
    page,
    expectAccessible,
  }) => {
    const marker = `Marker ${randomUUID()}`
    await gotoHydrated(page, '/contact')
    await fillValidMessage(page, `We would like to plan our estate. ${marker}`)
    await form(page).getByRole('button', { name: 'Send message' }).click()

    const thanks = form(page).getByRole('status')
    await expect(thanks).toContainText('Thank you, Ada Lovelace.')
    await expect(thanks).toContainText('We will reply by e-mail')
    await expect(thanks).toBeFocused()
    await expectAccessible()
    await expect(async () => {
      const email = outboxMessages().find((message) => message.includes(marker))
      expect(email).toContain('Subject: New website inquiry: Estate planning')
      expect(email).toContain('Reply-To: Ada Lovelace <ada@example.com>')
    }).toPass({ timeout: 15_000 })
  })

  test('a bot that fills the hidden honeypot field is thanked, and nothing is stored or sent', async ({
    page,
  }) => {
    const marker = `Marker ${randomUUID()}`
    await gotoHydrated(page, '/contact')
    await fillValidMessage(page, `Cheap offers for your firm. ${marker}`)
    await form(page).locator('input[name="website"]').fill('https://spam.example.com')
    await form(page).getByRole('button', { name: 'Send message' }).click()
    await expect(form(page).getByRole('status')).toContainText('Thank you, Ada Lovelace.')
    // The thanks comes once the server has judged the message: a message it kept would be stored
    // by now, and the office's e-mail is queued only with a stored message.
    const stored = await readDatabase(e2eEnv.DATABASE_URL, (query) =>
      query('SELECT id FROM inquiries WHERE message LIKE ?', [`%${marker}%`]),
    )
    expect(stored).toEqual([])
    expect(outboxMessages().some((message) => message.includes(marker))).toBe(false)
  })

  test('works by keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    await form(page).getByLabel('Your name').focus()
    await page.keyboard.type('Grace Hopper')
    await page.keyboard.press('Tab')
    await page.keyboard.type('grace@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('303 555 0177')
    await page.keyboard.press('Tab')
    await expect(form(page).getByLabel('E-mail', { exact: true })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(form(page).getByLabel('Phone call')).toBeChecked()
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Please call me about a contract.')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(form(page).getByRole('status')).toContainText('We will reply by phone call')
  })

  test('radios and checkboxes wear the brand blue, at least 3:1 on white, with a visible focus ring', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact')
    const radio = form(page).getByLabel('E-mail', { exact: true })
    const checkbox = form(page).getByLabel('I have read the notice above')
    await checkbox.check()
    for (const control of [radio, checkbox]) {
      const accent = await control.evaluate((element) => getComputedStyle(element).accentColor)
      expect(accent).toBe('rgb(16, 58, 110)')
      expect(contrastWithWhite(accent)).toBeGreaterThanOrEqual(3)
    }
    await form(page).getByLabel('Phone number (optional)').focus()
    await page.keyboard.press('Tab')
    await expect(radio).toBeFocused()
    const ring = await radio.evaluate((element) => {
      const style = getComputedStyle(element)
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor }
    })
    expect(ring.style).toBe('solid')
    expect(ring.width).toBe('3px')
    expect(contrastWithWhite(ring.color)).toBeGreaterThanOrEqual(3)
  })

  test('Send message ripples for 401 ms from where it is pressed, and shows it is busy while sending', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact')
    await fillValidMessage(page, `Please hold this while it sends. ${randomUUID()}`)
    // Hold the Server Action's answer so the busy state can be seen.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    const send = form(page).getByRole('button', { name: 'Send message' })
    const ripple = () =>
      send.evaluate((button) => {
        const style = getComputedStyle(button, '::after')
        return { opacity: Number(style.opacity), duration: style.transitionDuration }
      })
    expect(await ripple()).toEqual({ opacity: 0, duration: '0.401s, 0.401s' })
    // Pressed 12 px from its left edge, the circle grows from there, not from the middle.
    const box = await send.boundingBox()
    if (!box) throw new Error('Send message is not on screen')
    await page.mouse.move(box.x + 12, box.y + box.height / 2)
    await page.mouse.down()
    expect((await ripple()).opacity).toBeCloseTo(0.3)
    expect(await send.evaluate((button) => getComputedStyle(button, '::after').left)).toBe('12px')
    await page.mouse.up()
    // It grows and fades out (over the 401 ms checked above; a busy machine may draw its frames
    // late, so the wait is the usual one).
    await expect.poll(async () => (await ripple()).opacity).toBe(0)

    await expect(send).toHaveAttribute('aria-busy', 'true')
    await expect(send).toBeDisabled()
    await expect(form(page).getByRole('status')).toHaveText('Sending your message…')
    release()
    await expect(form(page).getByRole('status')).toContainText('Thank you, Ada Lovelace.')
  })

  test('no ripple when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/contact')
    const send = form(page).getByRole('button', { name: 'Send message' })
    const content = () => send.evaluate((button) => getComputedStyle(button, '::after').content)
    await send.hover()
    await page.mouse.down()
    expect(await content()).toBe('none')
    await page.mouse.up()
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    expect(await content()).not.toBe('none')
  })

  test(
    'after 5 messages in 10 minutes, a sixth is refused kindly and keeps what was typed',
    { tag: '@any-width' },
    async ({ page }) => {
      await gotoHydrated(page, '/contact')
      for (let sent = 0; sent < 5; sent += 1) {
        await fillValidMessage(page, `Message number ${sent + 1}`)
        await form(page).getByRole('button', { name: 'Send message' }).click()
        await expect(form(page).getByRole('status')).toBeVisible()
        await page.reload()
      }
      await fillValidMessage(page, 'Message number 6')
      await form(page).getByRole('button', { name: 'Send message' }).click()
      const refusal = form(page).getByRole('alert')
      await expect(refusal).toContainText('You have sent several messages in the last few minutes')
      await expect(refusal.getByRole('link', { name: seededFirm.phoneDisplay })).toBeVisible()
      await expect(form(page).getByLabel('Your message', { exact: true })).toHaveValue(
        'Message number 6',
      )
      await expect(form(page).getByLabel('Your name')).toHaveValue('Ada Lovelace')
    },
  )
})

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server explains a mistake and keeps everything typed', async ({ page }) => {
    await page.goto('/contact')
    await form(page).getByLabel('Your name').fill('Ada Lovelace')
    await form(page).getByLabel('E-mail address').fill('ada@')
    await form(page).getByLabel('Your message', { exact: true }).fill('Line one.\nLine two.')
    await form(page).getByRole('button', { name: 'Send message' }).click()
    await expect(
      form(page).getByRole('link', { name: 'Enter an e-mail address like name@example.com.' }),
    ).toBeVisible()
    await expect(form(page).getByLabel('Your name')).toHaveValue('Ada Lovelace')
    await expect(form(page).getByLabel('E-mail address')).toHaveValue('ada@')
    await expect(form(page).getByLabel('Your message', { exact: true })).toHaveValue(
      'Line one.\nLine two.',
    )
  })

  test('a complete message is sent and thanked', async ({ page }) => {
    await page.goto('/contact')
    await fillValidMessage(page, 'Sent without JavaScript.')
    await form(page).getByRole('button', { name: 'Send message' }).click()
    await expect(form(page).getByRole('status')).toContainText('Thank you, Ada Lovelace.')
  })
})
