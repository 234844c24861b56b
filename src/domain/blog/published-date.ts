/** How far ahead a post's date may be when it is published: a clock a little fast, not a plan. */
const toleranceMs = 5 * 60_000

/**
 * Why a post cannot be published with `publishedAt` as its date at `now`, or null when it can:
 * a date ahead would publish the post at once, dated later and listed first, so the way to
 * publish later (Schedule Publish) is named instead.
 */
export function futurePublishedDateProblem(
  publishedAt: string | Date | null | undefined,
  isPublishing: boolean,
  now: Date,
): string | null {
  if (!isPublishing || !publishedAt) return null
  const dateMs = new Date(publishedAt).getTime()
  if (Number.isNaN(dateMs) || dateMs <= now.getTime() + toleranceMs) return null
  return 'This date is still to come, and Publish puts the post on the site now. To publish it later, leave this date empty, save the draft, then choose Schedule Publish from the arrow beside Publish and “Publish” as its type.'
}
