/** A post's date as readers say it ("March 10, 2026"), machine-readable in `dateTime`. */
export function PostDate({ iso }: { iso: string }) {
  const label = new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/Denver',
  })
  return <time dateTime={iso}>{label}</time>
}
