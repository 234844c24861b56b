/**
 * Values baked into the browser bundle at build time by `next.config.ts`. Each falls back to
 * 'unknown' so a build outside git still greets and polls sensibly.
 */
export const publicEnv = {
  buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? 'unknown',
  buildCommit: process.env.NEXT_PUBLIC_BUILD_COMMIT ?? 'unknown',
  buildDate: process.env.NEXT_PUBLIC_BUILD_DATE ?? 'unknown',
}
