'use client'

import { useId, useState } from 'react'

import { inputStyle } from './admin-input-style'

/** A set-up's QR code as the server drew it (see src/lib/qr/qr-code-path.ts). */
type QrPath = { d: string; sizeModules: number }

/** What the server hands over to add an account to an authenticator app. */
export type TwoFactorSetupView = { setupToken: string; secret: string; qr: QrPath }

/** Reads the `{ message }` (or Payload's `{ errors: [{ message }] }`) of a refused request. */
export function messageOf(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null) return fallback
  if ('message' in body && typeof body.message === 'string') return body.message
  if ('errors' in body && Array.isArray(body.errors)) {
    const [first]: unknown[] = body.errors
    if (typeof first === 'object' && first !== null && 'message' in first) {
      return typeof first.message === 'string' ? first.message : fallback
    }
  }
  return fallback
}

/** A refusal in Payload's error banner (its colours pass WCAG AA contrast), announced at once. */
export function FormError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} role="alert" className="banner banner--type-error">
      {message}
    </p>
  )
}

/** The QR code and the secret to type by hand, with the steps to add the account to an app. */
export function TwoFactorSetupInstructions({ setup }: { setup: TwoFactorSetupView }) {
  const { d, sizeModules } = setup.qr
  return (
    <div className="two-factor-setup">
      <ol>
        <li>
          Open an authenticator app on your phone (Google or Microsoft Authenticator, 1Password…).
        </li>
        <li>Add an account and scan this QR code.</li>
        <li>Enter the six-digit code that the app shows.</li>
      </ol>
      <svg
        role="img"
        aria-label="QR code that adds this account to an authenticator app"
        width={192}
        height={192}
        viewBox={`0 0 ${sizeModules} ${sizeModules}`}
        style={{ background: '#ffffff' }}
      >
        <path d={d} fill="#000000" />
      </svg>
      <p>
        Cannot scan it? Type this key into the app instead:{' '}
        <code style={{ wordBreak: 'break-all' }}>{setup.secret}</code>
      </p>
    </div>
  )
}

/**
 * The account's current password, asked for with a code before a change to how it signs in, so
 * that a session alone cannot make one. It takes the focus, being the first thing to type.
 */
export function CurrentPasswordInput({ error }: { error: string | null }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={`field-type password${error ? 'error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        Your current password
      </label>
      <div className="field-type__wrap">
        <input
          ref={(input) => input?.focus()}
          id={id}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          style={inputStyle}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? <FormError id={errorId} message={error} /> : null}
    </div>
  )
}

/**
 * The code input: an authenticator's six digits by default (the phone's number pad, and the code
 * a phone can fill in itself), or a recovery code, which has letters, when `allowRecovery` is set.
 */
export function CodeField({
  error,
  allowRecovery = false,
  isFocused = true,
}: {
  error: string | null
  allowRecovery?: boolean
  /** False when another input comes first and takes the focus. */
  isFocused?: boolean
}) {
  const id = useId()
  const [isRecovery, setIsRecovery] = useState(false)
  const errorId = `${id}-error`
  return (
    <div className={`field-type text${error ? 'error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {isRecovery ? 'Recovery code' : 'Code from your authenticator app'}
      </label>
      <div className="field-type__wrap">
        <input
          // A new input when the kind changes, so that the browser's hints start afresh.
          key={isRecovery ? 'recovery' : 'authenticator'}
          ref={(input) => {
            if (isFocused) input?.focus()
          }}
          id={id}
          name="code"
          type="text"
          required
          autoComplete={isRecovery ? 'off' : 'one-time-code'}
          inputMode={isRecovery ? 'text' : 'numeric'}
          pattern={isRecovery ? undefined : '[0-9 ]{6,7}'}
          maxLength={isRecovery ? 20 : 7}
          spellCheck={false}
          style={inputStyle}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? <FormError id={errorId} message={error} /> : null}
      {allowRecovery ? (
        <button
          type="button"
          className="btn btn--style-none btn--size-small"
          style={{ textDecoration: 'underline', marginTop: '0.5rem' }}
          onClick={() => setIsRecovery(!isRecovery)}
        >
          {isRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </button>
      ) : null}
    </div>
  )
}

/** The recovery codes as a text file keeps them: a heading, then one code a line. */
function recoveryCodesText(codes: string[]) {
  return ['Recovery codes for the admin. Each signs you in once.', '', ...codes, ''].join('\n')
}

/**
 * New recovery codes, shown once, with what they are for, and the three ways to keep them: print
 * the page, download them as a text file, or copy them for a password manager.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState('')
  const text = recoveryCodesText(codes)
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied('Copied. Paste them into your password manager.'),
      () => setCopied('Your browser did not allow copying: download or print them instead.'),
    )
  return (
    <div className="two-factor-recovery-codes">
      <h2>Your recovery codes</h2>
      <p>
        Each code signs you in once if you lose your phone. Print them or keep them in a password
        manager: they will not be shown again.
      </p>
      <ol style={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <button type="button" className="btn btn--style-secondary" onClick={() => window.print()}>
          Print
        </button>
        <a
          className="btn btn--style-secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          Download
        </a>
        <button type="button" className="btn btn--style-secondary" onClick={() => void copy()}>
          Copy
        </button>
      </p>
      <p role="status">{copied}</p>
    </div>
  )
}
