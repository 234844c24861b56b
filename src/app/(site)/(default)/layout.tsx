import type { ReactNode } from 'react'

/** The default layout: pages outside the blog, services and policies sections. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <div data-layout="default">{children}</div>
}
