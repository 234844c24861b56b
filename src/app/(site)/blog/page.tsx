import { BlogFront, blogFrontMetadata } from './_blog/blog-front'

export function generateMetadata() {
  return blogFrontMetadata(1)
}

/** /blog: the featured post, the spotlight list and the newest posts. */
export default function BlogPage() {
  return <BlogFront page={1} />
}
