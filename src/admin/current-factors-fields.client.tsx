'use client'

import { PasswordField, TextField, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState, type ComponentProps } from 'react'
import { z } from 'zod'

/**
 * Whether the account form holds a change to how the account signs in: a new password typed (in
 * the fields Payload's "Change password" adds) or another e-mail address than the saved one. The
 * server asks for the current factors then (src/collections/users.hooks.ts, confirmSignInChanges).
 */
function useIsSignInChange() {
  const { id, savedDocumentData } = useDocumentInfo()
  const newPassword = useFormFields(([fields]) => fields.password?.value)
  const email = useFormFields(([fields]) => fields.email?.value)
  const savedEmail: unknown = savedDocumentData?.email
  const isPasswordChange = typeof newPassword === 'string' && newPassword !== ''
  const isEmailChange =
    typeof email === 'string' && typeof savedEmail === 'string' && email !== savedEmail
  return id !== undefined && (isPasswordChange || isEmailChange)
}

/** What Payload hands a text field's component (these fields are text fields shown otherwise). */
type TextFieldProps = ComponentProps<typeof TextField>

/** The signed-in staff member's current password, shown while a password or e-mail changes. */
export function CurrentPasswordField(props: TextFieldProps) {
  const isSignInChange = useIsSignInChange()
  if (!isSignInChange) return null
  return (
    <PasswordField
      autoComplete="current-password"
      field={{
        ...props.field,
        admin: {
          ...props.field.admin,
          description: 'Needed to change a password or an e-mail address.',
        },
      }}
      path={props.path}
    />
  )
}

const StatusSchema = z.object({ isEnabled: z.boolean() })

/**
 * A current code, shown with the password while a password or e-mail changes if the signed-in
 * staff member signs in with a second factor (whose state only the server knows).
 */
export function CurrentCodeField(props: TextFieldProps) {
  const isSignInChange = useIsSignInChange()
  const { config } = useConfig()
  const statusUrl = `${config.serverURL}${config.routes.api}/users/two-factor`
  const [isTwoFactorOn, setIsTwoFactorOn] = useState<boolean | null>(null)

  useEffect(() => {
    if (!isSignInChange || isTwoFactorOn !== null) return
    let isCurrent = true
    fetch(statusUrl, { credentials: 'include' })
      .then((response) => response.json())
      .then((body: unknown) => {
        if (isCurrent) setIsTwoFactorOn(StatusSchema.parse(body).isEnabled)
      })
      // Unknown: ask for the code, which the server ignores if there is no second factor.
      .catch(() => {
        if (isCurrent) setIsTwoFactorOn(true)
      })
    return () => {
      isCurrent = false
    }
  }, [isSignInChange, isTwoFactorOn, statusUrl])

  if (!isSignInChange || !isTwoFactorOn) return null
  return (
    <TextField
      {...props}
      field={{
        ...props.field,
        admin: {
          ...props.field.admin,
          description: 'Or one of your recovery codes.',
        },
      }}
    />
  )
}
