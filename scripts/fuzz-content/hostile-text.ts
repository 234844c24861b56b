/**
 * The words the content fuzzer writes with: names and phrases in every script the site must
 * carry (Latin with diacritics, Cyrillic, Greek, Chinese, Arabic and Hebrew written right to
 * left), emoji, characters that mean something in HTML, XML, URLs or JSON, and words longer than
 * any line. Everything here is what staff could type or paste into the admin; pure and seeded.
 */
import type { Random } from './seeded-choices'

/** Phrases by script, each a few words a firm's website could really carry. */
export const phrasesByScript = {
  latin: [
    'Zoë Ñúñez-Łukasiewicz',
    'Ærøskøbing façade',
    'Đặng Thị Thu Hà',
    'Jürgen Groß über Erbschaft',
    'Čeština a Šťastný',
    'Ötüken İstanbul ğ',
    'Ångström déjà vu naïve',
    // The same letters typed as a base letter and a combining accent (NFD), as macOS pastes them.
    'Zoe\u0308 Nu\u0301n\u0303ez',
  ],
  cyrillic: ['Юридическая консультация', 'Щёлково и Подмосковье', 'Наследство без завещания'],
  greek: ['Νομική συμβουλή', 'Ἀθῆναι καὶ Θεσσαλονίκη', 'Κληρονομιά χωρίς διαθήκη'],
  chinese: ['遗产规划与信托', '北京市律师事务所', '小企业破产咨询'],
  arabic: ['الاستشارات القانونية', 'مُحَمَّد بن عبد الله', 'التخطيط العقاري والوصايا'],
  hebrew: ['ייעוץ משפטי', 'שָׁלוֹם עֲלֵיכֶם', 'תכנון עיזבון וצוואות'],
  emoji: ['👩🏽‍⚖️', '🏳️‍🌈', '🇺🇸', '⚖️📜', '😀', '👨‍👩‍👧‍👦'],
  markup: [
    'Smith & Sons <b>LLC</b>',
    '"quoted" and \'single\'',
    '</script><script>alert(1)</script>',
    ']]> <![CDATA[ x ]]>',
    '{{ template }} ${value} %s %20 %%',
    'C:\\Users\\path #hash ?query=a&b=c',
    '— en – dash … ellipsis · “curly” ‘quotes’',
    'a\u00a0non\u2011breaking\u00a0space',
    'soft\u00adhyphen and zero\u200bwidth',
    // A right-to-left mark between scripts, as an editor pasting Hebrew next to English leaves it.
    'Tel Aviv \u200fתל אביב\u200e office',
  ],
} as const

export type Script = keyof typeof phrasesByScript

/** Words longer than a line of any page, card or PDF: compounds, a bare address, a run of CJK. */
export const overlongWords = [
  'Rechtsschutzversicherungsgesellschaftenvertragsbedingungsänderungsverordnung',
  'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft',
  'https://www.example.com/very/long/path/that/never/breaks/anywhere/at/all/because/it/has/no/spaces/whatsoever.html',
  'Непереводимаядлиннаястрокабезпробеловкотораянеразрываетсянигде',
  '遗产规划与信托遗产规划与信托遗产规划与信托遗产规划与信托遗产规划与信托遗产规划与信托遗产规划与信托',
  'x'.repeat(140),
] as const

const scripts = Object.keys(phrasesByScript) as Script[]

/**
 * `text` cut to at most `maxLength` UTF-16 code units (how Payload counts a field's length)
 * without splitting a surrogate pair, and trimmed so that it does not end in a space.
 */
export function cutToLength(text: string, maxLength: number): string {
  let cut = text.slice(0, maxLength)
  const last = cut.charCodeAt(cut.length - 1)
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1)
  return cut.trimEnd()
}

/** One phrase of a random script (an overlong word now and then). */
export function hostilePhrase({ random, pick }: Random): string {
  if (random() < 0.08) return pick(overlongWords)
  return pick(phrasesByScript[pick(scripts)])
}

/**
 * Text of hostile phrases between `minLength` and `maxLength` code units, ending at the maximum
 * one time in four (fields are filled to their limit), always holding `mustHold` (the marker
 * words the checks look for) first when given.
 */
export function hostileText(
  choices: Random,
  {
    minLength = 1,
    maxLength,
    mustHold = '',
  }: { minLength?: number; maxLength: number; mustHold?: string },
): string {
  const target =
    choices.random() < 0.25
      ? maxLength
      : minLength + Math.floor(choices.random() * (maxLength - minLength + 1))
  let text = mustHold
  while (text.length < Math.max(target, minLength)) {
    text = text === '' ? hostilePhrase(choices) : `${text} ${hostilePhrase(choices)}`
  }
  const cut = cutToLength(text, target)
  // Trimming or a surrogate pair may leave it a character short of the minimum: pad with letters.
  return cut.length >= minLength ? cut : cutToLength(`${cut}${'é'.repeat(minLength)}`, maxLength)
}

/** Paragraphs of hostile text separated by empty lines, as plain-text fields take them. */
export function hostileParagraphs(choices: Random, maxLength: number): string {
  const paragraphs = Array.from({ length: 1 + Math.floor(choices.random() * 4) }, () =>
    hostileText(choices, { maxLength: Math.max(1, Math.floor(maxLength / 4)) }),
  )
  return cutToLength(paragraphs.join('\n\n'), maxLength)
}
