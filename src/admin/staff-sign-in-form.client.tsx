'use client'

import { Button, Link } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'
import { z } from 'zod'

import { inputStyle } from './admin-input-style'
import {
  CodeField,
  FormError,
  messageOf,
  RecoveryCodes,
  TwoFactorSetupInstructions,
  type TwoFactorSetupView,
} from './two-factor-parts.client'

type Step =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'setup'; setup: TwoFactorSetupView }
  | { kind: 'recovery-codes'; codes: string[] }

const SecondFactorAnswerSchema = z.object({
  errors: z.tuple([
    z.object({
      message: z.string(),
      data: z.object({
        twoFactor: z.enum(['code-required', 'code-wrong', 'setup-required', 'setup-code-wrong']),
        setup: z
          .object({
            setupToken: z.string(),
            secret: z.string(),
            qr: z.object({ d: z.string(), sizeModules: z.number() }),
          })
          .optional(),
      }),
    }),
  ]),
})

const SignedInSchema = z.object({ twoFactorRecoveryCodes: z.array(z.string()).optional() })

const fieldOf = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * The admin's sign-in: e-mail and password, then the authenticator code (or a recovery code) for
 * an account with one, or the set-up of one when the firm requires it. The password stays in this
 * component's memory between the steps, as the sign-in is one request with everything in it.
 */
export function StaffSignInForm({
  loginUrl,
  forgotUrl,
  redirectTo,
}: {
  loginUrl: string
  forgotUrl: string
  redirectTo: string
}) {
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const [credentials, setCredentials] = useState({ email: '', password: '' })
  const [error, setError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)

  async function signIn(body: Record<string, string>) {
    const response = await fetch(loginUrl, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer: unknown = await response.json().catch(() => null)
    if (response.ok) {
      const codes = SignedInSchema.safeParse(answer).data?.twoFactorRecoveryCodes
      if (codes?.length) setStep({ kind: 'recovery-codes', codes })
      // A full load, so that the admin starts with the new session.
      else window.location.assign(redirectTo)
      return
    }
    const secondFactor = SecondFactorAnswerSchema.safeParse(answer)
    if (!secondFactor.success) {
      setError(messageOf(answer, 'The sign-in did not work. Please try again.'))
      return
    }
    const [{ message, data }] = secondFactor.data.errors
    if (data.twoFactor === 'code-required') {
      setStep({ kind: 'code' })
      setError(null)
    } else if (data.twoFactor === 'setup-required' && data.setup) {
      setStep({ kind: 'setup', setup: data.setup })
      setError(null)
    } else {
      setError(message)
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setIsPending(true)
    try {
      if (step.kind === 'password') {
        const typed = { email: fieldOf(form, 'email'), password: fieldOf(form, 'password') }
        setCredentials(typed)
        await signIn(typed)
      } else if (step.kind === 'code') {
        await signIn({ ...credentials, twoFactorCode: fieldOf(form, 'code') })
      } else if (step.kind === 'setup') {
        await signIn({
          ...credentials,
          twoFactorCode: fieldOf(form, 'code'),
          twoFactorSetupToken: step.setup.setupToken,
        })
      }
    } catch {
      setError('The server could not be reached. Please try again.')
    } finally {
      setIsPending(false)
    }
  }

  if (step.kind === 'recovery-codes') {
    return (
      <div className="login__form">
        <p role="status">Two-factor sign-in is on for your account.</p>
        <RecoveryCodes codes={step.codes} />
        <Button size="large" onClick={() => window.location.assign(redirectTo)}>
          I have saved them; continue
        </Button>
      </div>
    )
  }

  return (
    <form className="login__form" onSubmit={handleSubmit} noValidate={false}>
      <div className="login__form__inputWrap">
        {step.kind === 'password' ? (
          <>
            <div className="field-type email">
              <label className="field-label" htmlFor="sign-in-email">
                Email <span className="required">*</span>
              </label>
              <div className="field-type__wrap">
                <input
                  id="sign-in-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  style={inputStyle}
                />
              </div>
            </div>
            <div className="field-type password">
              <label className="field-label" htmlFor="sign-in-password">
                Password <span className="required">*</span>
              </label>
              <div className="field-type__wrap">
                <input
                  id="sign-in-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  style={inputStyle}
                />
              </div>
            </div>
            {error ? <FormError message={error} /> : null}
          </>
        ) : null}
        {step.kind === 'code' ? (
          <>
            <h1 style={{ fontSize: '1.5rem' }}>Two-factor sign-in</h1>
            <CodeField error={error} allowRecovery />
          </>
        ) : null}
        {step.kind === 'setup' ? (
          <>
            <h1 style={{ fontSize: '1.5rem' }}>Set up two-factor sign-in</h1>
            <p>The firm requires a second step at sign-in for every staff account.</p>
            <TwoFactorSetupInstructions setup={step.setup} />
            <CodeField error={error} />
          </>
        ) : null}
      </div>
      {step.kind === 'password' ? <Link href={forgotUrl}>Forgot password?</Link> : null}
      <Button type="submit" size="large" disabled={isPending}>
        {step.kind === 'password' ? 'Login' : 'Verify and sign in'}
      </Button>
    </form>
  )
}
