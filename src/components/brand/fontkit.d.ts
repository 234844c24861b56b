// fontkit ships no types; the share card and the PDF kit ask a font file which characters it has,
// and the PDF kit's tests ask its names.
declare module 'fontkit' {
  /** A font read from the bytes of a TrueType or OpenType file. */
  export function create(data: Uint8Array): {
    familyName: string
    postscriptName: string
    hasGlyphForCodePoint(codePoint: number): boolean
  }
}
