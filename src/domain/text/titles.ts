/** Closing quotes and brackets that may follow a title's last mark, e.g. `Is it "final"?` or `(draft)`. */
const closers = `"'”’)]`

/**
 * A title followed by a subtitle, punctuated as a sentence reads: after a title that ends a
 * sentence (?, !, ., …, also inside closing quotes) the subtitle starts a sentence of its own with
 * a capital; otherwise a colon joins them. A title's own trailing colon, semicolon, comma or dash
 * gives way to that colon. E.g. "Do you need a gun trust?" + "your report" → "Do you need a gun
 * trust? Your report"; "Estate plan check" + "your report" → "Estate plan check: your report".
 */
export function titleWithSubtitle(title: string, subtitle: string): string {
  const main = title.trim().replace(/[\s:;,\-–—]+$/u, '')
  const sub = subtitle.trim()
  if (main === '') return sub
  let end = main.length
  while (end > 0 && closers.includes(main.charAt(end - 1))) end -= 1
  const endsSentence = /[?!.…]$/u.test(main.slice(0, end))
  return endsSentence ? `${main} ${sub.charAt(0).toUpperCase()}${sub.slice(1)}` : `${main}: ${sub}`
}
