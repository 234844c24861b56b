import { honeypotFieldName } from '@/domain/forms/honeypot'

/**
 * The honeypot field every public form includes (checked on the server with
 * `isHoneypotFilled`): off screen, out of the tab order and hidden from screen readers.
 */
export function HoneypotField({ formId }: { formId: string }) {
  const id = `${formId}-${honeypotFieldName}`
  return (
    <div className="absolute -left-[10000px]" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={honeypotFieldName} tabIndex={-1} autoComplete="off" />
    </div>
  )
}
