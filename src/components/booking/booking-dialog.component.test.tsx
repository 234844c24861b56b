import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import {
  BookingButton,
  BookingDialogProvider,
  type BookingDialogContent,
} from './booking-dialog.client'

const content: BookingDialogContent = {
  heading: 'Book a first meeting',
  intro: 'Pick what you need help with.',
  choices: [
    {
      id: 'estate',
      title: 'Estate planning',
      firstMeeting: 'A free 30-minute call.',
      buttonLabel: 'Book a call',
      href: 'https://calendar.example/estate',
    },
    {
      id: 'bankruptcy',
      title: 'Bankruptcy',
      firstMeeting: 'A free 45-minute meeting.',
      buttonLabel: 'Book a meeting',
      href: 'https://calendar.example/bankruptcy',
    },
  ],
}

function renderWithButton(dialogContent: BookingDialogContent) {
  render(
    <BookingDialogProvider content={dialogContent}>
      <BookingButton fallbackHref="/contact" className="button">
        Book a meeting with us
      </BookingButton>
    </BookingDialogProvider>,
  )
  return userEvent.setup()
}

const opener = () => screen.getByRole('link', { name: 'Book a meeting with us' })
const dialog = () => screen.getByRole<HTMLDialogElement>('dialog', { hidden: true })

describe('BookingDialogProvider and BookingButton', () => {
  it('opens the dialog with one booking link for each kind of help', async () => {
    const user = renderWithButton(content)
    expect(opener().getAttribute('aria-haspopup')).toBe('dialog')
    await user.click(opener())

    expect(dialog().open).toBe(true)
    const open = screen.getByRole('dialog', { name: 'Book a first meeting' })
    expect(within(open).getByText('Pick what you need help with.'))
    expect(
      within(open)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Book a call (Estate planning)', 'https://calendar.example/estate'],
      ['Book a meeting (Bankruptcy)', 'https://calendar.example/bankruptcy'],
    ])
  })

  it('closes on Close and gives focus back to the button that opened it', async () => {
    const user = renderWithButton(content)
    await user.click(opener())
    await user.click(screen.getByRole('button', { name: 'Close' }))

    expect(dialog().open).toBe(false)
    expect(screen.queryByRole('link', { name: /Book a call/ })).toBeNull()
    expect(document.activeElement).toBe(opener())
  })

  it('closes on a click outside the dialog, on its backdrop', async () => {
    const user = renderWithButton(content)
    await user.click(opener())
    await user.click(dialog())

    expect(dialog().open).toBe(false)
  })

  it('keeps Tab going round inside the open dialog', async () => {
    const user = renderWithButton(content)
    await user.click(opener())
    screen.getByRole('link', { name: 'Book a meeting (Bankruptcy)' }).focus()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Book a meeting (Bankruptcy)' }),
    )
  })

  it('is a plain link to the fallback page when there is nothing to book', async () => {
    const user = renderWithButton({ ...content, choices: [] })
    expect(opener().getAttribute('aria-haspopup')).toBeNull()
    expect(opener().getAttribute('href')).toBe('/contact')
    await user.click(opener())
    expect(dialog().open).toBe(false)
  })
})
