/**
 * What a name must not hold: control characters and line breaks (they smuggle e-mail headers),
 * invisible format characters and direction overrides (U+200B, U+202E: they disguise what staff
 * read), line and paragraph separators (U+2028, U+2029) and private-use characters.
 */
export const invisibleOrControl = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}]/u
/** Control characters other than line breaks and tabs, which a message may contain. */
export const controlExceptWhitespace = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
