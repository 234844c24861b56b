/**
 * The word each fuzzed document carries for the search check: unique to its seed and number, and
 * written in one of the scripts the site's visitors search in, so the search is asked for words
 * of every script, not only English ones.
 */
import { mixedSeed } from './seeded-choices'

/**
 * Alphabets of 26 letters for each script a word can be written in. Chinese, written without
 * spaces, is cut into words by a dictionary, so a made-up "word" is searched as its characters:
 * those are the heavenly stems, earthly branches and four zodiac animals, which the fuzzer's
 * other Chinese text does not use, so that the characters of one document's word are not found
 * in the words of most others.
 */
const alphabets = {
  latin: [...'abcdefghijklmnopqrstuvwxyz'],
  accented: [...'àbçdéfğhîjķłmñöpqřšţüvŵxÿž'],
  cyrillic: [...'абвгдежзийклмнопрстуфхцчшщ'],
  greek: [...'αβγδεζηθικλμνξοπρστυφχψωάέ'],
  arabic: [...'ابتثجحخدذرزسشصضطظعغفقكلمنه'],
  hebrew: [...'אבגדהוזחטיכלמנסעפצקרשתךםןף'],
  chinese: [...'甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥鼠牛虎兔'],
} as const

export type WordScript = keyof typeof alphabets
export const wordScripts = Object.keys(alphabets) as WordScript[]

/**
 * The search word of document `index` of run `seed` in `script`: seven letters of the script
 * from the mixed seed (different for every document of a run; neighbours share no prefix), after
 * two fixed letters that make it unlike any real word (none in Chinese, whose letters are words).
 */
export function searchWord(seed: number, index: number, script: WordScript): string {
  const letters = alphabets[script]
  let number = mixedSeed(seed, index)
  let word = script === 'chinese' ? '' : `${letters[16]}${letters[25]}`
  for (let digit = 0; digit < 7; digit += 1) {
    word += letters[number % 26]
    number = Math.floor(number / 26)
  }
  return word
}
