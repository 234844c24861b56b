import type { ContactChannels } from '@/domain/navigation/link-href'
import type { RetentionPeriods } from '@/domain/privacy/retention'
import type { FirmProfile } from '@/domain/seo/structured-data'

/** What blocks may need beyond their own fields: the firm's settings and the page they are on. */
export type BlockContext = {
  channels: ContactChannels
  firm: FirmProfile
  /** The page's canonical path, e.g. /services/estate-planning/pricing. */
  pagePath: string
  /** The hosted payment form of the site settings, if set. */
  paymentFormUrl: string | null
  /** How long visitors' records are kept (Site settings → Privacy), for the privacy policy. */
  retention: RetentionPeriods
}
