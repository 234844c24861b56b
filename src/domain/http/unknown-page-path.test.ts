import { describe, expect, it } from 'vitest'

import { isUnknownPagePath, pageRoutesOf } from './unknown-page-path'

const routes = pageRoutesOf({
  '/(payload)/admin/[[...segments]]/page': '/admin/[[...segments]]',
  '/(payload)/api/[...slug]/route': '/api/[...slug]',
  '/(payload)/api/graphql/route': '/api/graphql',
  '/(site)/(default)/[...slug]/page': '/[...slug]',
  '/(site)/(default)/page': '/',
  '/(site)/(default)/landings/booking/page': '/landings/booking',
  '/(site)/(default)/tools/RothConversionModel/page': '/tools/RothConversionModel',
  '/(site)/(default)/tools/RothConversionModel/report.pdf/route':
    '/tools/RothConversionModel/report.pdf',
  '/(site)/policies/[[...slug]]/page': '/policies/[[...slug]]',
  '/(site)/services/[[...slug]]/page': '/services/[[...slug]]',
  '/(site)/blog/[post]/page': '/blog/[post]',
  '/(site)/og/[[...slug]]/route': '/og/[[...slug]]',
  '/(site)/(default)/tools/RothConversionModel/opengraph-image-1a2b3c/route':
    '/tools/RothConversionModel/opengraph-image-1a2b3c',
  '/icon/route': '/icon',
  '/manifest.webmanifest/route': '/manifest.webmanifest',
  '/_not-found/page': '/_not-found',
  '/robots.txt/route': '/robots.txt',
})
const known = new Set([
  '/',
  '/about',
  '/about-us',
  '/services',
  '/services/estate-planning',
  '/old-fees',
  '/blog/a-known-post',
  '/planificaci\u00f3n-patrimonial',
])
const isUnknown = (path: string) => isUnknownPagePath(path, routes, known)

describe('isUnknownPagePath', () => {
  it.each([
    '/about',
    '/about-us',
    '/old-fees',
    '/services',
    '/services/estate-planning',
    '/',
    '/landings/booking',
    '/tools/RothConversionModel/report.pdf',
    '/api/pages/abc',
    '/api/graphql',
    '/admin',
    '/admin/collections/pages',
    '/blog/a-known-post',
    '/robots.txt',
    '/og',
    '/og/about',
    '/og/services/estate-planning',
    '/tools/RothConversionModel/opengraph-image-1a2b3c',
    '/icon',
    '/manifest.webmanifest',
    '/_not-found',
    '/_next/static/chunks/app.js',
    '/nope/',
    // A redirect's old address, composed as stored, or decomposed as a Mac may send it.
    '/planificaci\u00f3n-patrimonial',
    '/planificacio\u0301n-patrimonial',
  ])('%s is left to the app', (path) => expect(isUnknown(path)).toBe(false))

  it.each([
    '/no-such-page',
    '/.env',
    '/package.json',
    '/services/nope',
    '/policies',
    '/policies/nope',
    '/About',
    '/tools/nope',
    '/landings/booking/extra',
    '/og/nope',
    '/og/services/nope',
    '/ogre',
    '/icon/extra',
    '/blog/any-post',
  ])('%s shows no page', (path) => expect(isUnknown(path)).toBe(true))

  it('leaves everything to the app when no route is the CMS’s', () =>
    expect(
      isUnknownPagePath(
        '/nope',
        pageRoutesOf({ '/(site)/page': '/', '/about/page': '/about' }),
        new Set(),
      ),
    ).toBe(false))
})
