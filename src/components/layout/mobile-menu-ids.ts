/**
 * The phone menu's id (its button's popover target) and its title's, one of each on a page:
 * shared by the menu's behaviour (a client component) and its contents (rendered on the server).
 */
export const mobileMenuIds = { menu: 'site-menu', title: 'site-menu-title' } as const
