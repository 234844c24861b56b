import { z } from 'zod/mini'

// Zod compiles object schemas with `new Function` when it may, and first probes whether it may.
// The site's policy forbids eval (no 'unsafe-eval', ADR 002), so in the browser the probe is only
// a reported Content-Security-Policy violation (Lighthouse: inspector-issues) and zod falls back
// to the parser this selects anyway. Every schema module imports this before defining schemas.
z.config({ jitless: true })
