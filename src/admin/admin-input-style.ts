/**
 * Payload's text input look (its `formInput` mixin), for inputs outside its field components: their
 * styles come with those components, which these screens do not load.
 */
export const inputStyle = {
  width: '100%',
  height: '40px',
  padding: '8px 15px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-elevation-800)',
  fontSize: '1rem',
  fontFamily: 'var(--font-body)',
} as const
