import { CmsImage } from '@/components/ui/cms-image'
import type { AuthorProfile } from '@/data/authors'

/** "About the author" after a post: the writer's public name, title, photo and short bio. */
export function AuthorBox({ author }: { author: AuthorProfile }) {
  return (
    <section
      aria-labelledby="author-heading"
      className="border-brand-100 mt-12 flex flex-col gap-6 rounded-xl border p-6 sm:flex-row"
    >
      {author.photo ? (
        <CmsImage
          media={author.photo}
          sizes="128px"
          className="size-32 shrink-0 rounded-full object-cover"
        />
      ) : null}
      <div>
        <h2 id="author-heading" className="text-2xl">
          About the author
        </h2>
        <p className="text-brand-900 mt-2 font-semibold">
          {author.name}
          {author.jobTitle ? `, ${author.jobTitle}` : null}
        </p>
        {author.bio ? <p className="mt-2">{author.bio}</p> : null}
      </div>
    </section>
  )
}
