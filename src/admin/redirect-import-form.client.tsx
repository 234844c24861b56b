'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import { z } from 'zod'

import {
  redirectListLimits,
  redirectListSizeProblem,
  redirectListTooLarge,
} from '@/domain/redirects/redirect-list'

import { inputStyle } from './admin-input-style'

const AnswerSchema = z.union([
  z.object({ status: z.literal('saved'), created: z.number(), unchanged: z.number() }),
  z.object({
    status: z.literal('refused'),
    accepted: z.number(),
    refused: z.array(z.object({ line: z.number(), text: z.string(), reason: z.string() })),
  }),
  z.object({ message: z.string() }),
])

type Answer = z.infer<typeof AnswerSchema>

type Outcome = Answer | { status: 'sending' } | null

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

async function sendList(list: string): Promise<Answer> {
  const response = await fetch('/api/redirects/import', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ list }),
  })
  const parsed = AnswerSchema.safeParse(await response.json().catch(() => null))
  if (parsed.success) return parsed.data
  return { message: `The import failed (${response.status}). Please try again.` }
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (outcome === null) return null
  if ('message' in outcome) {
    return <p className="banner banner--type-error">{outcome.message}</p>
  }
  if (outcome.status === 'sending') return <p>Checking the list…</p>
  if (outcome.status === 'saved') {
    return (
      <p className="banner banner--type-success">
        Saved {plural(outcome.created, 'new redirect', 'new redirects')}
        {outcome.unchanged > 0
          ? `; ${plural(outcome.unchanged, 'line was', 'lines were')} there already`
          : ''}
        .
      </p>
    )
  }
  return (
    <>
      <p className="banner banner--type-error">
        Nothing was saved: {plural(outcome.refused.length, 'line needs', 'lines need')} fixing (
        {plural(outcome.accepted, 'line is', 'lines are')} right). Fix{' '}
        {outcome.refused.length === 1 ? 'it' : 'them'}, then import the whole list again.
      </p>
      {/* A table wider than the screen scrolls in its own region, reachable by keyboard. */}
      <div
        role="region"
        aria-label="Lines refused"
        tabIndex={0}
        style={{ overflowX: 'auto', marginBottom: '1rem' }}
      >
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>
            Lines refused
          </caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                Line
              </th>
              <th scope="col" style={cell}>
                As written
              </th>
              <th scope="col" style={cell}>
                Why
              </th>
            </tr>
          </thead>
          <tbody>
            {outcome.refused.map((refused) => (
              <tr key={refused.line} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
                <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                  {refused.line}
                </th>
                <td style={{ ...cell, wordBreak: 'break-all' }}>
                  <code>{refused.text}</code>
                </td>
                <td style={cell}>{refused.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

const cell = {
  padding: '0.5rem 0.75rem 0.5rem 0',
  textAlign: 'left',
  verticalAlign: 'top',
} as const

/**
 * The import's form: a box to paste the list into, or a CSV file to fill it from, and the
 * answer: how many were saved, or each refused line with why (nothing saved then).
 */
export function RedirectImportForm() {
  const router = useRouter()
  const [list, setList] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    if (file.size > redirectListLimits.bytes) {
      setOutcome({ message: redirectListTooLarge })
      return
    }
    setList(await file.text())
    setOutcome(null)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const sizeProblem = redirectListSizeProblem(list)
    if (sizeProblem) {
      setOutcome({ message: sizeProblem })
      return
    }
    setOutcome({ status: 'sending' })
    const answer = await sendList(list).catch(() => ({
      message: 'The import could not reach the site. Please try again.',
    }))
    setOutcome(answer)
    // The list below shows the new redirects.
    if ('status' in answer && answer.status === 'saved') router.refresh()
  }

  return (
    <form onSubmit={handleSubmit} style={{ marginBottom: '1rem' }}>
      <label htmlFor="redirect-list" style={{ display: 'block', margin: '1rem 0 0.5rem' }}>
        Redirects, one a line (from,to,permanent)
      </label>
      <textarea
        id="redirect-list"
        name="list"
        required
        rows={8}
        spellCheck={false}
        value={list}
        onChange={(event) => setList(event.target.value)}
        placeholder={'/old-contact/,/contact,yes\n/our-fees,/policies/fees,yes'}
        style={{ ...inputStyle, height: 'auto', fontFamily: 'var(--font-mono)' }}
      />
      <label htmlFor="redirect-file" style={{ display: 'block', margin: '1rem 0 0.5rem' }}>
        Or fill the box from a CSV file
      </label>
      <input
        id="redirect-file"
        type="file"
        accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
        onChange={handleFile}
      />
      <div aria-live="polite" style={{ marginTop: '1rem' }}>
        <OutcomeMessage outcome={outcome} />
      </div>
      <Button
        type="submit"
        disabled={outcome !== null && 'status' in outcome && outcome.status === 'sending'}
      >
        Import redirects
      </Button>
    </form>
  )
}
