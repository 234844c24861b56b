import type { ContactChannels } from '@/domain/navigation/link-href'
import type { Landing } from '@/payload-types'

import type { BookingDialogContent } from './booking-dialog.client'

/** The dialog's texts with each card's scheduling link; a card whose link is not set is left out. */
export function bookingDialogContent(
  landings: Pick<Landing, 'dialogHeading' | 'dialogIntro' | 'dialogCards'>,
  channels: ContactChannels,
): BookingDialogContent {
  return {
    heading: landings.dialogHeading,
    intro: landings.dialogIntro ?? null,
    choices: landings.dialogCards.flatMap((card, index) => {
      const href = channels.schedulingLinks[card.schedulingKind]
      return href
        ? [
            {
              id: card.id ?? String(index),
              title: card.title,
              firstMeeting: card.firstMeeting,
              buttonLabel: card.buttonLabel,
              href,
            },
          ]
        : []
    }),
  }
}
