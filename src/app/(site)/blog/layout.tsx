import type { ReactNode } from 'react'

/** The blog layout (seed §2): every path under /blog. */
export default function BlogLayout({ children }: { children: ReactNode }) {
  return <div data-layout="blog">{children}</div>
}
