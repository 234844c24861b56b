/**
 * Every page the site starts with: its title, the layout its path calls for (seed §2) and its
 * canonical address (an alias shows its twin's page and names the twin as canonical).
 */
export const seededPages = [
  {
    path: '/',
    title: 'Juniper Hill Law | Colorado Estate Planning, Business & Bankruptcy',
    layout: 'default',
  },
  { path: '/about', title: 'About Us | Juniper Hill Law', layout: 'default' },
  {
    path: '/about-us',
    title: 'About Us | Juniper Hill Law',
    layout: 'default',
    canonical: '/about',
  },
  { path: '/services', title: 'Services | Juniper Hill Law', layout: 'services' },
  {
    path: '/services/estate-planning',
    title: 'Estate Planning | Juniper Hill Law',
    layout: 'services',
  },
  {
    path: '/services/estate-planning/pricing',
    title: 'Estate Planning Pricing | Juniper Hill Law',
    layout: 'services',
  },
  {
    path: '/services/estate-planning/gun-trusts',
    title: 'Gun Trusts | Juniper Hill Law',
    layout: 'services',
  },
  {
    path: '/services/estate-planning/GunTrusts',
    title: 'Gun Trusts | Juniper Hill Law',
    layout: 'services',
    canonical: '/services/estate-planning/gun-trusts',
  },
  {
    path: '/services/small-business',
    title: 'Small Business | Juniper Hill Law',
    layout: 'services',
  },
  { path: '/services/bankruptcy', title: 'Bankruptcy | Juniper Hill Law', layout: 'services' },
  {
    path: '/services/nonprofits',
    title: 'Nonprofit Organizations | Juniper Hill Law',
    layout: 'services',
  },
  { path: '/policies', title: 'Policies | Juniper Hill Law', layout: 'policies' },
  { path: '/policies/fees', title: 'Fees and Charges | Juniper Hill Law', layout: 'policies' },
  { path: '/policies/privacy', title: 'Privacy Policy | Juniper Hill Law', layout: 'policies' },
  {
    path: '/policies/unbundled',
    title: 'Unbundled Services | Juniper Hill Law',
    layout: 'policies',
  },
  {
    path: '/policies/terms-of-use',
    title: 'Terms of Use | Juniper Hill Law',
    layout: 'policies',
  },
  { path: '/search', title: 'Search | Juniper Hill Law', layout: 'default' },
  { path: '/blog/search', title: 'Search the blog | Juniper Hill Law', layout: 'blog' },
  { path: '/blog', title: 'Blog | Juniper Hill Law', layout: 'blog' },
  { path: '/blog/categories', title: 'Blog categories | Juniper Hill Law', layout: 'blog' },
  {
    path: '/blog/categories/bankruptcy',
    title: 'Bankruptcy articles | Juniper Hill Law',
    layout: 'blog',
  },
  { path: '/blog/tags', title: 'Blog topics | Juniper Hill Law', layout: 'blog' },
  {
    path: '/blog/tags/taxes',
    title: 'Articles about taxes | Juniper Hill Law',
    layout: 'blog',
  },
  {
    path: '/blog/chapter-7-or-chapter-13',
    title:
      'Chapter 7 or Chapter 13? How the two kinds of personal bankruptcy differ | Juniper Hill Law',
    layout: 'blog',
  },
]
