import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'

/** The labelled Close button of every dialog on the site. */
export function DialogCloseButton() {
  return (
    <Dialog.Close className="text-brand-900 inline-flex min-h-12 shrink-0 items-center gap-2 rounded-md px-3 font-semibold">
      <X aria-hidden="true" className="size-6" />
      Close
    </Dialog.Close>
  )
}

/**
 * A modal dialog's overlay and panel: a sheet from the bottom on phones, centred from 640 px,
 * scrolling inside when tall, with its title, a Close button and its description. Use inside a
 * `Dialog.Root`; focus stays inside and Escape closes it (Radix).
 */
export function DialogSheet({
  title,
  description,
  isDescriptionVisible = true,
  onCloseAutoFocus,
  children,
}: {
  title: string
  description: string
  isDescriptionVisible?: boolean
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>['onCloseAutoFocus']
  children: ReactNode
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="bg-brand-950/60 fixed inset-0 z-40" />
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-xl bg-white p-6 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(48rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-brand-950 text-2xl font-bold">{title}</Dialog.Title>
          <DialogCloseButton />
        </div>
        <Dialog.Description className={isDescriptionVisible ? 'text-ink-muted mt-2' : 'sr-only'}>
          {description}
        </Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  )
}
