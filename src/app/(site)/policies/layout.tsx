import type { ReactNode } from 'react'

import { SectionLayout } from '@/components/layout/section-layout'

/** The policies layout (seed §2): every path under /policies. */
export default function PoliciesLayout({ children }: { children: ReactNode }) {
  return (
    <SectionLayout prefix="/policies" label="Our policies">
      {children}
    </SectionLayout>
  )
}
