import Link from 'next/link'
import type { ServerProps } from 'payload'

import { attentionCountsSince, recordDashboardVisit } from '@/data/staff-dashboard'
import { adminListHref } from '@/domain/staff/admin-links'
import { dateTimeInWords } from '@/domain/text/firm-dates'

const cardStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  padding: '1rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 4px)',
  textDecoration: 'none',
  color: 'inherit',
  height: '100%',
} as const

/**
 * The top of the dashboard (`admin.components.beforeDashboard`, issue 26): what arrived since the
 * staff member's last visit (contact messages, quiz reports, searches that found nothing, missed
 * pages), each count a link to its list filtered to those, then what is scheduled to publish.
 * Viewing it marks the visit (src/domain/staff/dashboard-visit.ts): reloads within half an hour
 * keep the counts; a view after a pause counts from the last view before it.
 */
export async function AttentionSummary({ payload, user }: ServerProps) {
  if (!user) return null
  const adminRoute = payload.config.routes.admin
  const { countsSince } = await recordDashboardVisit(payload, Number(user.id))
  const counts = await attentionCountsSince(payload, countsSince)
  const since = countsSince.toISOString()
  const cards = [
    {
      count: counts.inquiries,
      label: counts.inquiries === 1 ? 'new contact message' : 'new contact messages',
      href: adminListHref(adminRoute, 'inquiries', [['createdAt', 'greater_than', since]]),
    },
    {
      count: counts.quizSubmissions,
      label: counts.quizSubmissions === 1 ? 'quiz report sent' : 'quiz reports sent',
      href: adminListHref(adminRoute, 'quiz-submissions', [['createdAt', 'greater_than', since]]),
    },
    {
      count: counts.zeroResultSearches,
      label:
        counts.zeroResultSearches === 1
          ? 'search that found nothing'
          : 'searches that found nothing',
      href: adminListHref(adminRoute, 'search-stats', [
        ['kind', 'equals', 'zeroResults'],
        ['createdAt', 'greater_than', since],
      ]),
    },
    {
      count: counts.missedPages,
      label: counts.missedPages === 1 ? 'missed page' : 'missed pages',
      href: adminListHref(adminRoute, 'missed-pages', [
        ['source', 'equals', 'visitor'],
        ['lastSeenAt', 'greater_than', since],
      ]),
    },
  ]
  const dailyTasks = [
    { label: 'Write a blog post', href: `${adminRoute}/collections/posts/create` },
    { label: 'Edit a page', href: `${adminRoute}/collections/pages` },
    { label: 'Contact messages', href: `${adminRoute}/collections/inquiries` },
    { label: 'Phone, hours and addresses', href: `${adminRoute}/globals/site-settings` },
  ]
  return (
    <>
      <nav aria-labelledby="daily-tasks-heading" style={{ marginBottom: '2rem' }}>
        <h2 id="daily-tasks-heading">What would you like to do?</h2>
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: '0.75rem',
          }}
        >
          {dailyTasks.map((task) => (
            <li key={task.href}>
              <Link
                href={task.href}
                prefetch={false}
                className="btn btn--style-secondary btn--size-large"
                style={{ margin: 0 }}
              >
                {task.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="attention-heading" style={{ marginBottom: '2.5rem' }}>
        <h2 id="attention-heading" style={{ marginBottom: '0.25rem' }}>
          Since your last visit
        </h2>
        <p style={{ marginTop: 0 }}>Counted from {dateTimeInWords(countsSince)} (Colorado time).</p>
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: '1rem 0 2rem',
            display: 'grid',
            gap: '1rem',
            gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
          }}
        >
          {cards.map((card) => (
            <li key={card.href}>
              <Link href={card.href} prefetch={false} style={cardStyle}>
                <span style={{ fontSize: '2rem', fontWeight: 600, lineHeight: 1 }}>
                  {card.count}
                </span>
                <span>{card.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        <h3>Scheduled to publish</h3>
        {counts.scheduled.length === 0 ? (
          <p>Nothing is scheduled.</p>
        ) : (
          <ul>
            {counts.scheduled.map((change) => (
              <li key={`${change.collection}-${change.id}-${change.at.toISOString()}`}>
                <Link
                  href={`${adminRoute}/collections/${change.collection}/${change.id}`}
                  prefetch={false}
                >
                  {change.title}
                </Link>{' '}
                — {change.isPublish ? 'publishes' : 'unpublishes'} {dateTimeInWords(change.at)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
