'use client'

import { Button, useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { z } from 'zod'

import {
  CodeField,
  CurrentPasswordInput,
  FormError,
  messageOf,
  RecoveryCodes,
  TwoFactorSetupInstructions,
  type TwoFactorSetupView,
} from './two-factor-parts.client'

const StatusSchema = z.object({
  isEnabled: z.boolean(),
  isRequired: z.boolean(),
  recoveryCodesLeft: z.number(),
})

const SetupSchema = z.object({
  setupToken: z.string(),
  secret: z.string(),
  qr: z.object({ d: z.string(), sizeModules: z.number() }),
})

const CodesSchema = z.object({ recoveryCodes: z.array(z.string()) })

type Status = z.infer<typeof StatusSchema>

/** A refusal's message, and the input it belongs to when the server names one. */
type PanelError = { message: string; field?: 'password' | 'code' }

const FieldOfRefusalSchema = z.object({ field: z.enum(['password', 'code']) })

function errorOf(answer: unknown, fallback: string): PanelError {
  const field = FieldOfRefusalSchema.safeParse(answer).data?.field
  return { message: messageOf(answer, fallback), ...(field && { field }) }
}

/** What the panel shows: the state, a set-up under way, a code asked for an action, new codes. */
type Panel =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TwoFactorSetupView }
  | { kind: 'confirm'; action: 'recovery-codes' | 'disable' }
  | { kind: 'codes'; codes: string[] }

/**
 * The account page's two-factor panel: the owner turns two-factor sign-in on (QR code, first code,
 * recovery codes shown once), makes new recovery codes, or turns it off; each change asks for the
 * account's password, and once two-factor is on for a current code too. Other staff see only that
 * it is the owner's to change.
 */
export function TwoFactorSettings() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const base = `${config.serverURL}${config.routes.api}/users/two-factor`
  const isOwnAccount = id !== undefined && user?.id !== undefined && String(user.id) === String(id)
  const [status, setStatus] = useState<Status | null>(null)
  const [panel, setPanel] = useState<Panel>({ kind: 'status' })
  const [error, setError] = useState<PanelError | null>(null)
  const [isPending, setIsPending] = useState(false)
  const codeGroup = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!isOwnAccount || panel.kind !== 'status') return
    let isCurrent = true
    fetch(base, { credentials: 'include' })
      .then((response) => response.json())
      .then((body: unknown) => {
        if (isCurrent) setStatus(StatusSchema.parse(body))
      })
      .catch(() => {
        if (isCurrent) setError({ message: 'The two-factor settings could not be loaded.' })
      })
    return () => {
      isCurrent = false
    }
  }, [base, isOwnAccount, panel.kind])

  async function post(path: string, body: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer: unknown = await response.json().catch(() => null)
    return { isOk: response.ok, answer }
  }

  async function run(action: () => Promise<void>) {
    setIsPending(true)
    setError(null)
    try {
      await action()
    } catch {
      setError({ message: 'The server could not be reached. Please try again.' })
    } finally {
      setIsPending(false)
    }
  }

  const startSetup = () =>
    run(async () => {
      const { isOk, answer } = await post('/setup')
      if (isOk) setPanel({ kind: 'setup', setup: SetupSchema.parse(answer) })
      else setError(errorOf(answer, 'The set-up could not start.'))
    })

  function handleCode() {
    const valueOf = (name: string) =>
      codeGroup.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? ''
    const factors = { password: valueOf('password'), code: valueOf('code') }
    void run(async () => {
      if (panel.kind === 'setup') {
        const { isOk, answer } = await post('/enable', {
          ...factors,
          setupToken: panel.setup.setupToken,
        })
        if (isOk) setPanel({ kind: 'codes', codes: CodesSchema.parse(answer).recoveryCodes })
        else setError(errorOf(answer, 'That code is not right.'))
      } else if (panel.kind === 'confirm') {
        const path = panel.action === 'disable' ? '/disable' : '/recovery-codes'
        const { isOk, answer } = await post(path, factors)
        if (!isOk) setError(errorOf(answer, 'That code is not right.'))
        else if (panel.action === 'disable') setPanel({ kind: 'status' })
        else setPanel({ kind: 'codes', codes: CodesSchema.parse(answer).recoveryCodes })
      }
    })
  }

  return (
    <section
      aria-labelledby="two-factor-heading"
      className="field-type"
      style={{ marginBlock: '2rem' }}
    >
      <h2 id="two-factor-heading" style={{ fontSize: '1.25rem' }}>
        Two-factor sign-in
      </h2>
      {!isOwnAccount ? (
        <p>Only the account&apos;s owner can change its two-factor sign-in.</p>
      ) : panel.kind === 'codes' ? (
        <>
          <p role="status">Two-factor sign-in is on.</p>
          <RecoveryCodes codes={panel.codes} />
          <Button buttonStyle="secondary" onClick={() => setPanel({ kind: 'status' })}>
            I have saved them
          </Button>
        </>
      ) : panel.kind === 'setup' || panel.kind === 'confirm' ? (
        // The panel sits inside the account's edit form, and a form in a form is invalid HTML:
        // a group whose Enter key and button confirm the code, without saving the document.
        <div
          ref={codeGroup}
          role="group"
          aria-label="Confirm with a code"
          onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
            if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
            event.preventDefault()
            handleCode()
          }}
        >
          {panel.kind === 'setup' ? <TwoFactorSetupInstructions setup={panel.setup} /> : null}
          <CurrentPasswordInput error={error?.field === 'password' ? error.message : null} />
          <CodeField
            error={error && error.field !== 'password' ? error.message : null}
            allowRecovery={panel.kind === 'confirm'}
            isFocused={false}
          />
          <Button onClick={handleCode} disabled={isPending}>
            {panel.kind === 'setup' ? 'Turn on two-factor sign-in' : 'Confirm'}
          </Button>
          <Button buttonStyle="secondary" onClick={() => setPanel({ kind: 'status' })}>
            Cancel
          </Button>
        </div>
      ) : status === null ? (
        <p role="status">{error?.message ?? 'Loading…'}</p>
      ) : status.isEnabled ? (
        <>
          <p>Two-factor sign-in is on. {status.recoveryCodesLeft} of 10 recovery codes are left.</p>
          <Button
            buttonStyle="secondary"
            onClick={() => setPanel({ kind: 'confirm', action: 'recovery-codes' })}
          >
            Make new recovery codes
          </Button>
          {status.isRequired ? (
            <p>The firm requires two-factor sign-in, so it cannot be turned off.</p>
          ) : (
            <Button
              buttonStyle="secondary"
              onClick={() => setPanel({ kind: 'confirm', action: 'disable' })}
            >
              Turn off two-factor sign-in
            </Button>
          )}
        </>
      ) : (
        <>
          <p>
            Two-factor sign-in is off. With it on, signing in also asks for a code from an
            authenticator app on your phone.
          </p>
          {error ? <FormError message={error.message} /> : null}
          <Button onClick={() => void startSetup()} disabled={isPending}>
            Set up two-factor sign-in
          </Button>
        </>
      )}
    </section>
  )
}
