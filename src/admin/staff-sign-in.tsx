import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL, getSafeRedirect } from 'payload/shared'

import { AdminLogo } from './admin-brand'
import { StaffSignInForm } from './staff-sign-in-form.client'

/**
 * The admin's sign-in screen in place of Payload's (`admin.components.views.login`): the same
 * frame, the firm's logo and the link to reset a password, with a form that also asks for the second factor.
 */
export function StaffSignIn({ initPageResult, searchParams }: AdminViewServerProps) {
  const { config } = initPageResult.req.payload
  const adminRoute = config.routes.admin
  const redirectParameter = searchParams?.redirect
  const redirectTo = getSafeRedirect({
    fallbackTo: adminRoute,
    redirectTo: typeof redirectParameter === 'string' ? redirectParameter : '',
  })
  if (initPageResult.req.user) redirect(redirectTo)
  return (
    <>
      <div className="login__brand">
        <AdminLogo />
      </div>
      <StaffSignInForm
        loginUrl={formatAdminURL({
          apiRoute: config.routes.api,
          path: `/${config.admin.user}/login`,
        })}
        forgotUrl={formatAdminURL({ adminRoute, path: config.admin.routes.forgot })}
        redirectTo={redirectTo}
      />
    </>
  )
}
