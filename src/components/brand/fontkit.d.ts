// fontkit ships no types; share-card-fonts.ts asks a font file only which characters it has.
declare module 'fontkit' {
  /** A font read from the bytes of a TrueType or OpenType file. */
  export function create(data: Uint8Array): {
    hasGlyphForCodePoint(codePoint: number): boolean
  }
}
