// fontkit ships no types; the share card and the PDF kit ask a font file which characters it has,
// and the PDF kit's tests ask its names and all its characters.
declare module 'fontkit' {
  /** A font read from the bytes of a TrueType or OpenType file. */
  export function create(data: Uint8Array): {
    familyName: string
    postscriptName: string
    /** The Unicode code points it has glyphs for. */
    characterSet: number[]
    hasGlyphForCodePoint(codePoint: number): boolean
  }
}
