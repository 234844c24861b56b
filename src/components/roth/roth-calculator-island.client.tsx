'use client'

/**
 * The Roth tool page's calculator. The server renders the whole first view, results included;
 * the browser fetches the calculator's code in a chunk of its own after the page's own scripts,
 * so the first paint waits for none of it (`#islands/roth-calculator`, see lazy-island).
 */
export { RothCalculator as RothCalculatorIsland } from '#islands/roth-calculator'
