/**
 * Letters that carry no separate accent mark in Unicode, read as the letters a visitor without
 * them on the keyboard types ("Łódź" is found by "lodz", "Straße" by "strasse").
 */
const foldedLetters: Readonly<Record<string, string>> = {
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
}

/** A run of words as the index keeps them: letters and digits of any script, with _ ' ’ - inside. */
const wordPattern = /[\p{L}\p{N}_'’-]+/gu

/** Scripts written without spaces between words, whose words a dictionary tells apart. */
const unspacedScripts =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u

const words = new Intl.Segmenter('zh', { granularity: 'word' })

/** `text` in lower case, accents and other marks removed, letters without a mark folded. */
export function foldForSearch(text: string): string {
  let folded = text.normalize('NFKD').toLowerCase().replace(/\p{M}/gu, '')
  for (const [letter, replacement] of Object.entries(foldedLetters)) {
    folded = folded.replaceAll(letter, replacement)
  }
  return folded
}

/**
 * The words of `text` as the site search indexes and looks them up, before stemming: folded
 * (`foldForSearch`), in every script (not only English letters), apostrophes and hyphens kept
 * inside a word but not at its ends, and text in scripts written without spaces (Chinese,
 * Japanese, Thai) cut into its words by the runtime's dictionary (Intl.Segmenter).
 */
export function searchTokens(text: string): string[] {
  const tokens: string[] = []
  for (const [match] of foldForSearch(text).matchAll(wordPattern)) {
    const word = match.replace(/^[_'’-]+|[_'’-]+$/g, '')
    if (word === '') continue
    if (!unspacedScripts.test(word)) {
      tokens.push(word)
      continue
    }
    for (const { segment, isWordLike } of words.segment(word)) {
      if (isWordLike) tokens.push(segment)
    }
  }
  return tokens
}
