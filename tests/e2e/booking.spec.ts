import { afterNextPaint, expect, gotoHydrated, test } from '../support/fixtures'
import { seededFirm } from '../support/seeded-firm'

test.describe('booking dialog', () => {
  test('the floating button opens it, focus stays inside, Escape closes it and returns focus', async ({
    page,
    expectAccessible,
  }) => {
    await gotoHydrated(page, '/services/estate-planning')
    const floating = page.getByRole('complementary', { name: 'Book a consultation' })
    await expect(floating).toBeHidden()
    await page.mouse.wheel(0, 800)
    await expect(floating).toBeVisible()

    const opener = floating.getByRole('link', { name: 'Book a consultation' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'What would you like help with?' })
    await expect(dialog).toBeVisible()
    // axe reads the colours once the dialog has finished fading in.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    )
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-visible', 'false')
    for (const [service, href] of [
      ['Estate planning', 'https://book.example.com/estate-plan-education'],
      ['Small business', 'https://book.example.com/new-business-client'],
      ['Bankruptcy', 'https://book.example.com/new-bankruptcy-client'],
      ['Nonprofits', 'https://book.example.com/new-nonprofit-client'],
    ] as const) {
      await expect(dialog.getByRole('heading', { name: service })).toBeVisible()
      await expect(
        dialog.getByRole('link', { name: new RegExp(`\\(${service}\\)$`) }),
      ).toHaveAttribute('href', href)
    }
    await expectAccessible()

    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('the header’s Book a meeting opens it on a wide screen', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, 'the header button shows from 1024 px')
    await gotoHydrated(page, '/')
    await page.getByRole('banner').getByRole('link', { name: 'Book a meeting' }).click()
    await expect(page.getByRole('dialog', { name: 'What would you like help with?' })).toBeVisible()
  })

  test('the scheduling cards offer help choosing, which opens it', async ({ page }) => {
    await gotoHydrated(page, '/services/bankruptcy')
    await page.getByRole('link', { name: 'Not sure which meeting fits? Help me choose' }).click()
    await expect(page.getByRole('dialog', { name: 'What would you like help with?' })).toBeVisible()
  })
})

test.describe('floating call to action', () => {
  test('never shows on the contact or payment pages', async ({ page }) => {
    for (const path of ['/contact', '/contact-us', '/make-a-payment']) {
      await gotoHydrated(page, path)
      await page.mouse.wheel(0, 1500)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await afterNextPaint(page)
      await expect(page.getByRole('complementary', { name: 'Book a consultation' })).toHaveCount(0)
    }
  })

  test('once closed, it stays closed for the session', async ({ page }) => {
    await gotoHydrated(page, '/services/small-business')
    await page.mouse.wheel(0, 800)
    const floating = page.getByRole('complementary', { name: 'Book a consultation' })
    await floating.getByRole('button', { name: 'Hide the booking button' }).click()
    await expect(floating).toBeHidden()
    await gotoHydrated(page, '/services/nonprofits')
    await page.mouse.wheel(0, 800)
    // Past the 300 px at which it would show, and rendered since.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await afterNextPaint(page)
    await expect(floating).toBeHidden()
  })

  test('leaves room at the end of the page so it never covers the footer', async ({ page }) => {
    await gotoHydrated(page, '/policies/fees')
    await page.keyboard.press('End')
    const floating = page.getByRole('complementary', { name: 'Book a consultation' })
    await expect(floating).toBeVisible()
    // The page grows by the room it keeps for the button; go to the end until it has settled.
    const copyright = page.getByRole('contentinfo').getByText(/© \d{4}/)
    await expect
      .poll(async () => {
        await page.keyboard.press('End')
        const ctaTop = (await floating.boundingBox())?.y ?? 0
        const copyrightBottom = await copyright.evaluate(
          (element) => element.getBoundingClientRect().bottom,
        )
        return copyrightBottom <= ctaTop
      })
      .toBe(true)
  })
})

test.describe('after booking', () => {
  test('each meeting kind has its own confirmation with next steps and preparation', async ({
    page,
    expectAccessible,
  }) => {
    const response = await page.goto('/landings/booking?type=estate-plan-education')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your estate planning education meeting is booked',
    )
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How to prepare' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Need to change the time?' })).toBeVisible()
    await expect(page.getByRole('link', { name: seededFirm.phoneDisplay }).first()).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectAccessible()
  })

  for (const query of ['', '?type=gun-trust', '?type=new-client&type=check-in']) {
    test(`a missing or unknown type (${query || 'none'}) lists the meeting kinds, not an error`, async ({
      page,
    }) => {
      const response = await page.goto(`/landings/booking${query}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a meeting')
      await expect(page.getByRole('link', { name: /Book this meeting/ })).toHaveCount(10)
    })
  }

  test('the meeting kinds read with the right article: an estate plan…, a new client…', async ({
    page,
  }) => {
    await page.goto('/landings/booking')
    const main = page.getByRole('main')
    for (const sentence of [
      'Book an estate plan check-up.',
      'Book an estate planning education meeting.',
      'Book an estate plan design meeting.',
      'Book a new client consultation.',
      'Book a client check-in.',
    ]) {
      await expect(main.getByText(sentence, { exact: true })).toBeVisible()
    }
    await expect(main).not.toContainText(/\ba [aeiou]/i)
  })
})

test.describe('payment', () => {
  test('the payment page hands off to the hosted form and links the fees policy', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/make-a-payment')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make a Payment')
    await expect(
      page.getByRole('link', { name: 'Continue to the secure payment form' }),
    ).toHaveAttribute('href', 'https://pay.example.com/juniper-hill-law')
    await expect(page.getByRole('link', { name: 'Fees and Charges' }).first()).toHaveAttribute(
      'href',
      '/policies/fees',
    )
    await expect(page.getByRole('main').locator('input')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectAccessible()
  })

  test('the return page thanks only when the provider’s marker is present', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/landings/payment-thank-you?utm_source=lawmatics')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your payment')
    await expectAccessible()
    await page.goto('/landings/payment-thank-you')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Looking to make a payment?')
    await expect(page.getByRole('link', { name: 'Go to the payment page' })).toHaveAttribute(
      'href',
      '/make-a-payment',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})
