import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Send } from 'lucide'
import { describe, expect, it, vi } from 'vitest'

import { Button } from './button'

const spinner = (button: HTMLElement) => button.querySelector('svg.animate-spin')

describe('Button', () => {
  it('shows its icon and label, and does what it is pressed for', async () => {
    const onClick = vi.fn()
    render(
      <Button icon={Send} onClick={onClick}>
        Send message
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Send message' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(button.querySelectorAll('svg')).toHaveLength(1)
    expect(spinner(button)).toBeNull()
    expect(button.className).toContain('ripple')
    await userEvent.setup().click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('while busy: disabled, aria-busy, a spinner in the icon’s place, the label kept', async () => {
    const onClick = vi.fn()
    render(
      <Button icon={Send} isBusy onClick={onClick}>
        Send message
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Send message' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.querySelectorAll('svg')).toHaveLength(1)
    expect(spinner(button)?.getAttribute('aria-hidden')).toBe('true')
    expect(button.textContent).toBe('Send message')
    await userEvent.setup().click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('gets a spinner while busy even without an icon', () => {
    render(<Button isBusy>Search</Button>)
    expect(spinner(screen.getByRole('button', { name: 'Search' }))).not.toBeNull()
  })

  it('says its busy label in a polite status only while busy', () => {
    const { rerender } = render(
      <Button type="submit" busyLabel="Sending your message…">
        Send message
      </Button>,
    )
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    rerender(
      <Button type="submit" isBusy busyLabel="Sending your message…">
        Send message
      </Button>,
    )
    expect(screen.getByRole('status').textContent).toBe('Sending your message…')
    expect(screen.getByRole('button', { name: 'Send message' }).getAttribute('type')).toBe('submit')
  })

  it('stays disabled when told so, busy or not', () => {
    render(<Button disabled>Next</Button>)
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
