import { dateInWords } from '@/domain/text/firm-dates'

/** A post's date as readers say it ("March 10, 2026"), machine-readable in `dateTime`. */
export function PostDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateInWords(new Date(iso))}</time>
}
