// Vitest runs outside React Server Components, where the real `server-only` would throw on import.
export {}
