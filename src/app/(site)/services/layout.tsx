import type { ReactNode } from 'react'

import { SectionLayout } from '@/components/layout/section-layout'

/** The services layout (seed §2): every path under /services. */
export default function ServicesLayout({ children }: { children: ReactNode }) {
  return (
    <SectionLayout prefix="/services" label="Our services">
      {children}
    </SectionLayout>
  )
}
