/** The ten kinds of meeting the firm's external scheduler offers, by the specification's names. */
export const schedulingKinds = [
  'checkIn',
  'estatePlanCheckup',
  'estatePlanEducation',
  'estatePlanDesign',
  'newClient',
  'newBusinessClient',
  'newBankruptcyClient',
  'newNonprofitClient',
  'petitionReviewInPerson',
  'petitionReviewRemote',
] as const

export type SchedulingKind = (typeof schedulingKinds)[number]

/** Plain-English names of each meeting kind, as visitors and the attorney read them. */
export const schedulingKindLabels: Record<SchedulingKind, string> = {
  checkIn: 'Client check-in',
  estatePlanCheckup: 'Estate plan check-up',
  estatePlanEducation: 'Estate planning education meeting',
  estatePlanDesign: 'Estate plan design meeting',
  newClient: 'New client consultation',
  newBusinessClient: 'New business client consultation',
  newBankruptcyClient: 'New bankruptcy client consultation',
  newNonprofitClient: 'New nonprofit client consultation',
  petitionReviewInPerson: 'Bankruptcy petition review (in person)',
  petitionReviewRemote: 'Bankruptcy petition review (video)',
}

/** The scheduler's name for a kind in return links, e.g. estatePlanEducation → estate-plan-education. */
export function schedulingKindType(kind: SchedulingKind): string {
  return kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/**
 * The kind a return link's `type` names, in the scheduler's spelling (`new-client`) or the
 * specification's (`newClient`); null when it names none (missing, unknown, a list).
 */
export function schedulingKindFromType(type: unknown): SchedulingKind | null {
  if (typeof type !== 'string') return null
  return schedulingKinds.find((kind) => kind === type || schedulingKindType(kind) === type) ?? null
}
