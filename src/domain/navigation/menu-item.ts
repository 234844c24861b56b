/** One entry of a menu: a label and the site path it opens. */
export type MenuItem = { label: string; path: string }
