/** What a mouse event says about how it was made. */
type Click = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/**
 * Whether a click is the main button with no modifier key: one the page may handle itself. With
 * a modifier the visitor asks for a new tab or window, which the link's own address opens.
 */
export const isPlainClick = (event: Click) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
