import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { QuizContent } from '@/domain/quiz/quiz-content'
import { parseQuizEmailRequest, quizEmailValues } from '@/domain/quiz/quiz-report-request'
import { restoredSession } from '@/domain/quiz/quiz-session'
import { sessionFromText } from '@/domain/quiz/quiz-session-text'

import { QuizNotice } from './quiz-notice'
import { QuizRunner } from './quiz-runner.client'
import { answerQuiz } from './quiz.actions'

// The Server Action is the quiz's network edge; only "E-mail the report" reaches it with JavaScript.
vi.mock('./quiz.actions', () => ({ answerQuiz: vi.fn() }))
const action = vi.mocked(answerQuiz)

const answer = (id: string, label: string, value: number) => ({
  id,
  label,
  value,
  whyItMatters: `${label} matters.`,
  reading: null,
})

const quiz: QuizContent = {
  slug: 'will-check',
  title: 'Do you need a will?',
  questions: [
    {
      id: 'children',
      kind: 'yesNo',
      text: 'Do you have children under 18?',
      help: 'Stepchildren count if you support them.',
      answers: [answer('children-yes', 'Yes', 5), answer('children-no', 'No', 0)],
    },
    {
      id: 'assets',
      kind: 'multiple',
      text: 'What do you own?',
      help: null,
      answers: [
        answer('assets-home', 'A home', 3),
        answer('assets-savings', 'Savings', 1),
        answer('assets-business', 'A business', 4),
      ],
    },
  ],
  bands: [
    {
      id: 'simple',
      title: 'A simple will may do',
      min: 0,
      max: 6,
      explanation: 'Your situation is straightforward.',
      nextStep: { label: 'Read about wills', schedulingKind: null, url: '/blog/wills' },
    },
    {
      id: 'plan',
      title: 'You need an estate plan',
      min: 7,
      max: null,
      explanation: 'Guardians and property need a plan.',
      nextStep: { label: 'Book a planning meeting', schedulingKind: null, url: null },
    },
  ],
}

function renderQuiz() {
  const { unmount } = render(
    <QuizRunner
      quiz={quiz}
      nextStepHrefs={{ plan: '/book/estate-planning' }}
      pagePath="/quizzes/will-check"
      version="1"
      canDownload
      notice={<QuizNotice />}
    />,
  )
  return { user: userEvent.setup(), unmount }
}

type User = ReturnType<typeof userEvent.setup>

const heading = (name: string) => screen.getByRole('heading', { level: 2, name })

async function answerAll(user: User) {
  await user.click(screen.getByRole('button', { name: 'Start the quiz' }))
  await user.click(screen.getByRole('radio', { name: 'Yes' }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await user.click(screen.getByRole('checkbox', { name: 'A home' }))
  await user.click(screen.getByRole('button', { name: 'See my result' }))
}

describe('QuizRunner', () => {
  beforeEach(() => {
    action.mockReset()
    sessionStorage.clear()
  })

  it('asks one question a screen, moving focus to each new question', async () => {
    const { user } = renderQuiz()
    expect(heading('Before you start'))
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }))

    expect(screen.getByText('Question 1 of 2'))
    expect(document.activeElement).toBe(heading('Do you have children under 18?'))
    expect(
      screen.getByRole('group', { description: 'Stepchildren count if you support them.' }),
    ).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: 'No' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Question 2 of 2'))
    expect(document.activeElement).toBe(heading('What do you own?'))
  })

  it('offers Next only once an answer is chosen', async () => {
    const { user } = renderQuiz()
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }))
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' })
    expect(next.disabled).toBe(true)

    await user.click(screen.getByRole('radio', { name: 'Yes' }))
    expect(next.disabled).toBe(false)
  })

  it('goes back to the last question with its answer still chosen', async () => {
    const { user } = renderQuiz()
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }))
    await user.click(screen.getByRole('radio', { name: 'Yes' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))

    expect(document.activeElement).toBe(heading('Do you have children under 18?'))
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true)
  })

  it('shows the result, why, and the next step, with nothing sent to the server', async () => {
    const { user } = renderQuiz()
    await answerAll(user)

    expect(document.activeElement).toBe(heading('You need an estate plan'))
    expect(screen.getByText('You answered: Yes'))
    expect(screen.getByText('You answered: A home'))
    expect(screen.getByRole('link', { name: 'Book a planning meeting' }).getAttribute('href')).toBe(
      '/book/estate-planning',
    )
    expect(action).not.toHaveBeenCalled()
  })

  it('keeps the answers in the tab, so a reload goes on where the visitor was', async () => {
    const { user, unmount } = renderQuiz()
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }))
    await user.click(screen.getByRole('radio', { name: 'Yes' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    unmount()

    renderQuiz()
    expect(await screen.findByText('Question 2 of 2'))
  })

  it('e-mails the report: mistakes in a focused summary, then a focused confirmation', async () => {
    // As the server answers before it stores anything: the form checked by the shared schema.
    action.mockImplementation(async (_previous, formData) => {
      const input = Object.fromEntries(formData)
      const parsed = parseQuizEmailRequest(input)
      return {
        started: true,
        session: restoredSession(quiz, sessionFromText(formData.get('session'))),
        problem: null,
        email: parsed.ok
          ? { status: 'sent', email: parsed.request.email }
          : { status: 'invalid', fieldErrors: parsed.fieldErrors, values: quizEmailValues(input) },
      }
    })
    const { user } = renderQuiz()
    await answerAll(user)
    await user.type(screen.getByLabelText('Your name (optional)'), 'Ada')
    await user.click(screen.getByRole('button', { name: 'E-mail the report' }))

    const summary = await screen.findByRole('group', { name: 'Please correct the following' })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(
      screen.getAllByRole('link', { name: /^(Enter|Tick)/ }).map((link) => link.textContent),
    ).toEqual([
      'Enter your e-mail address to have the report sent.',
      'Tick the box to have the report e-mailed to you.',
    ])
    expect(screen.getByLabelText<HTMLInputElement>('Your name (optional)').value).toBe('Ada')

    await user.type(screen.getByLabelText('Your e-mail address'), 'ada@example.com')
    await user.click(screen.getByRole('checkbox', { name: /E-mail me the report/ }))
    await user.click(screen.getByRole('button', { name: 'E-mail the report' }))

    // The status says "Sending the report…" first, then the confirmation when the action answers.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'The report is on its way to ada@example.com.',
      ),
    )
    const thanks = screen.getByRole('status')
    await waitFor(() => expect(document.activeElement).toBe(thanks))
    expect(Object.fromEntries(action.mock.calls[1]?.[1] ?? [])).toMatchObject({
      intent: 'email',
      quiz: 'will-check',
      email: 'ada@example.com',
      consent: 'on',
    })
  })
})
