import { useEffect, useRef, useState } from 'react'

/**
 * A ref for an element and whether it has come within `margin` of the screen (it stays true once
 * it has). For code worth fetching only when a visitor scrolls towards what it draws.
 */
export function useNearViewport<Element extends HTMLElement>(margin = '600px') {
  const ref = useRef<Element>(null)
  const [isNear, setIsNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || isNear) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true)
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [isNear, margin])
  return { ref, isNear }
}
