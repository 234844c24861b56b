import { notFound } from 'next/navigation'

import { getBlogFrontPosts } from '@/data/blog-front'
import { pageCount, parsePageParam, postsPerPage } from '@/domain/blog/pagination'

import { BlogFront, blogFrontMetadata } from '../../_blog/blog-front'

type PageParams = { params: Promise<{ page: string }> }

export async function generateStaticParams() {
  const pages = pageCount((await getBlogFrontPosts()).listed.length, postsPerPage)
  return Array.from({ length: pages - 1 }, (_, index) => ({ page: String(index + 2) }))
}

export async function generateMetadata({ params }: PageParams) {
  const page = parsePageParam((await params).page)
  return page ? blogFrontMetadata(page) : {}
}

/** /blog/page/2 and on: older posts, nine to a page, none of them featured on /blog. */
export default async function BlogListingPage({ params }: PageParams) {
  const page = parsePageParam((await params).page)
  if (!page) notFound()
  return <BlogFront page={page} />
}
