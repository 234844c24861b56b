import { describe, expect, it } from 'vitest'

import { quickAssumptionNotes } from './assumption-notes'
import { analyzeRothConversion, rothInputSchema } from './index'
import { assumptionNotesFor, ownRmdsLeftOutNote } from './mode-notes'
import { yearOfDeathNote } from './results-copy'
import { workedExampleA, workedExampleB, workedExampleC, workedExampleH } from './worked-examples'

const notesOf = (example: unknown) =>
  assumptionNotesFor(rothInputSchema.parse(example), analyzeRothConversion(example))

describe('assumptionNotesFor', () => {
  it('gives the quick version its own notes', () => {
    expect(notesOf(workedExampleA)).toBe(quickAssumptionNotes)
  })

  it('describes the couple as entered, never the quick version', () => {
    const text = notesOf(workedExampleH).join('\n')
    for (const quickOnly of [
      'in one step',
      'equal parts over 10 years',
      'not included',
      'inheritance happens now',
    ]) {
      expect(text).not.toContain(quickOnly)
    }
    expect(text).toContain('in 9 equal yearly parts')
    expect(text).toContain('The first death comes in 14 years')
    expect(text).toContain('inherit at the second, in 24 years')
    expect(text).toContain(yearOfDeathNote)
    expect(text).toContain('Medicare premiums are included')
    expect(text).toContain('(2.5 % a year)')
    expect(text).toContain('23 years after the inheritance')
  })

  it('says what is left out when it is', () => {
    const text = notesOf(workedExampleB).join('\n')
    expect(text).toContain('in 4 equal yearly parts')
    expect(text).toContain('The children inherit in 10 years.')
    expect(text).toContain('required minimum distributions are not included')
    expect(text).toContain('Medicare premiums (IRMAA) are not included.')
    expect(text).toContain('No inflation')
    expect(text).toContain('Results are valued at the end of year 10.')
  })

  it('keeps the flat-rate notes for a personalized analysis under flat rates', () => {
    const text = notesOf(workedExampleC).join('\n')
    expect(text).toContain('now, in one step, and pays the income tax on it from the IRA itself')
    expect(text).toContain('flat tax rate')
  })

  it('names a spouse who keeps the IRAs when the spouse dies first', () => {
    const example = {
      ...workedExampleH,
      spouse: { ...workedExampleH.spouse, firstToDie: 'spouse' },
    }
    expect(notesOf(example).join('\n')).toContain('the parent keeps the IRAs')
  })
})

describe('ownRmdsLeftOutNote', () => {
  const input = (changes: object) => rothInputSchema.parse({ ...workedExampleH, ...changes })
  it('warns when the owners’ RMDs are off and an owner reaches the age before the inheritance', () => {
    expect(ownRmdsLeftOutNote(input({ includeOwnerRmds: false }))).toBe(
      'Your own required distributions are left out, so the ‘without converting’ balance is too large.',
    )
    expect(
      ownRmdsLeftOutNote(
        input({
          includeOwnerRmds: false,
          yearsUntilInheritance: 8,
          conversionYears: 1,
          spouse: { ...workedExampleH.spouse, age: 70, firstDeathYears: 1 },
        }),
      ),
    ).not.toBeNull()
  })

  it('says nothing when they are on, the age is unknown, or no owner reaches it', () => {
    expect(ownRmdsLeftOutNote(input({}))).toBeNull()
    expect(ownRmdsLeftOutNote(rothInputSchema.parse(workedExampleB))).toBeNull()
    expect(ownRmdsLeftOutNote(rothInputSchema.parse(workedExampleA))).toBeNull()
    expect(
      ownRmdsLeftOutNote(
        input({
          includeOwnerRmds: false,
          yearsUntilInheritance: 2,
          conversionYears: 1,
          spouse: undefined,
          parent: { ...workedExampleH.parent, filingStatus: 'single' },
        }),
      ),
    ).toBeNull()
  })
})
