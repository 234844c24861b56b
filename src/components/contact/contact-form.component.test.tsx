import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ContactForm } from './contact-form.client'
import type { ContactResult } from './contact-result'
import { sendContactMessage } from './contact.actions'

// The Server Action is the form's network edge: the browser would POST to the server here.
vi.mock('./contact.actions', () => ({ sendContactMessage: vi.fn() }))
const action = vi.mocked(sendContactMessage)

const sentFields = (call = 0) => Object.fromEntries(action.mock.calls[call]?.[1] ?? [])

function renderForm() {
  render(
    <ContactForm phoneDisplay="(303) 555-0142" phoneHref="tel:+13035550142" pagePath="/contact" />,
  )
  return userEvent.setup()
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Ada Byron')
  await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com')
  await user.selectOptions(screen.getByLabelText('What is your question about?'), 'Estate planning')
  await user.type(screen.getByLabelText('Your message'), 'We would like to write our wills.')
  await user.click(screen.getByLabelText('I have read the notice above'))
}

describe('ContactForm', () => {
  beforeEach(() => action.mockReset())

  it('lists what is missing in a focused summary, marks each field and sends nothing', async () => {
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    const summary = screen.getByRole('group', { name: 'There is a problem with your message' })
    expect(document.activeElement).toBe(summary)
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter your name.', '#contact-name'],
      ['Enter your e-mail address so we can reply.', '#contact-email'],
      ['Choose what your question is about.', '#contact-topic'],
      ['Tell us briefly how we can help.', '#contact-message'],
      ['Tick the box to confirm you have read the notice.', '#contact-acknowledged'],
    ])
    const name = screen.getByRole('textbox', { name: 'Your name' })
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('textbox', { name: 'Your name', description: /Enter your name/ }))
    expect(action).not.toHaveBeenCalled()
  })

  it('moves focus to the field a summary link names', async () => {
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await user.click(screen.getByRole('link', { name: 'Tell us briefly how we can help.' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Your message'))
  })

  it('asks for a phone number when the reply is to be a call', async () => {
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('radio', { name: 'Phone call' }))
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    expect(screen.getByRole('link', { name: 'Enter a phone number so we can call or text you.' }))
    expect(action).not.toHaveBeenCalled()
  })

  it('counts the characters of the message as it is typed', async () => {
    const user = renderForm()
    await user.type(screen.getByLabelText('Your message'), 'Hello')
    expect(screen.getByText('5 of 5,000 characters'))
  })

  it('sends what was typed and thanks the visitor by name, with focus on the thanks', async () => {
    action.mockResolvedValue({ status: 'sent', name: 'Ada Byron', replyBy: 'e-mail' })
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    // The button's own status says "Sending your message…" until the action answers.
    const thanks = (await screen.findByText(/Thank you, Ada Byron\./)).closest('[role="status"]')
    expect(thanks?.textContent).toContain('Thank you, Ada Byron.')
    expect(thanks?.textContent).toContain('We will reply by e-mail')
    await waitFor(() => expect(document.activeElement).toBe(thanks))
    expect(action).toHaveBeenCalledTimes(1)
    expect(sentFields()).toMatchObject({
      name: 'Ada Byron',
      email: 'ada@example.com',
      replyBy: 'email',
      topic: 'estatePlanning',
      message: 'We would like to write our wills.',
      acknowledged: 'on',
    })
  })

  it('while sending, the button is busy with its label kept, and says so once', async () => {
    let answer: (result: ContactResult) => void = () => undefined
    action.mockReturnValue(new Promise<ContactResult>((resolve) => (answer = resolve)))
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    const button = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'))
    expect(button.disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('Sending your message…')
    answer({ status: 'sent', name: 'Ada Byron', replyBy: 'e-mail' })
    expect(
      (await screen.findByText('Thank you, Ada Byron.', { exact: false })).closest(
        '[role="status"]',
      ),
    ).not.toBeNull()
  })

  it('shows the server’s own objections in the focused summary, keeping what was typed', async () => {
    const refused: ContactResult = {
      status: 'invalid',
      fieldErrors: { name: 'Use letters for your name.' },
      values: { name: 'Ada 2', email: 'ada@example.com', message: 'Wills, please.' },
    }
    action.mockResolvedValue(refused)
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    const summary = await screen.findByRole('group', {
      name: 'There is a problem with your message',
    })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(screen.getByRole('link', { name: 'Use letters for your name.' }))
    expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('Ada 2')
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe('Wills, please.')
  })

  it('offers the phone number when the message could not be saved, and focuses that', async () => {
    action.mockResolvedValue({ status: 'failed', values: { message: 'Wills, please.' } })
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not save your message just now.')
    expect(screen.getByRole('link', { name: '(303) 555-0142' }).getAttribute('href')).toBe(
      'tel:+13035550142',
    )
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe('Wills, please.')
  })

  it('gives each of two forms on one page ids of its own, which its labels and summary use', async () => {
    const { container } = render(
      <>
        <ContactForm phoneDisplay="(303) 555-0142" phoneHref="tel:+13035550142" pagePath="/a" />
        <ContactForm
          phoneDisplay="(303) 555-0142"
          phoneHref="tel:+13035550142"
          pagePath="/a"
          idPrefix="contact-second"
        />
      </>,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids.length).toBeGreaterThan(10)
    expect(new Set(ids).size).toBe(ids.length)
    const names = screen.getAllByLabelText('Your name')
    expect(names.map((input) => input.id)).toEqual(['contact-name', 'contact-second-name'])
    for (const element of container.querySelectorAll('[aria-describedby]')) {
      for (const id of element.getAttribute('aria-describedby')?.split(' ') ?? []) {
        expect(document.getElementById(id), id).not.toBeNull()
      }
    }
    const user = userEvent.setup()
    await user.click(screen.getAllByRole('button', { name: 'Send message' })[1]!)
    const summary = screen.getByRole('group', { name: 'There is a problem with your message' })
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#contact-second-name')
  })
})
