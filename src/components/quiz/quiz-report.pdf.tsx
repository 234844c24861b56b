import 'server-only'

import { Document, Link, StyleSheet, Text, View } from '@react-pdf/renderer'

import type { QuizReading } from '@/domain/quiz/quiz-content'
import { answerInWords, type QuizReport, type QuizReportAnswer } from '@/domain/quiz/quiz-report'
import { absoluteUrl } from '@/domain/seo/structured-data'
import { dateInWords } from '@/domain/text/firm-dates'
import { titleWithSubtitle } from '@/domain/text/titles'
import { pdfColors } from '@/lib/pdf/colors'
import { PageFrame } from '@/lib/pdf/page-frame'
import { QrCode } from '@/lib/pdf/qr-code'
import { pdfText } from '@/lib/pdf/text'

const quizReportDisclaimer =
  'This report is general information drawn from your answers, not legal advice about your situation. Taking the quiz does not make you a client of the firm; only a signed engagement letter does. Laws change: talk with a lawyer before you act on it.'

const qrSizePoints = 64

const styles = StyleSheet.create({
  eyebrow: { fontSize: 10, fontWeight: 'bold', color: pdfColors.inkMuted },
  title: { fontSize: 22, lineHeight: 1.2, fontWeight: 'bold', marginTop: 4 },
  prepared: { marginTop: 8 },
  contacts: { marginTop: 4, color: pdfColors.inkMuted },
  resultBox: { marginTop: 16, padding: 14, backgroundColor: pdfColors.headerFill },
  resultLabel: { fontSize: 11, color: pdfColors.inkMuted },
  result: { fontSize: 18, lineHeight: 1.25, fontWeight: 'bold', marginTop: 2 },
  heading: { fontSize: 14, lineHeight: 1.2, fontWeight: 'bold', marginTop: 18, marginBottom: 6 },
  paragraph: { marginTop: 6 },
  item: { marginTop: 10 },
  question: { fontWeight: 'bold' },
  muted: { color: pdfColors.inkMuted },
  resource: { flexDirection: 'row', marginTop: 10, alignItems: 'center' },
  resourceText: { flex: 1, paddingLeft: 12 },
  link: { color: pdfColors.ink },
  disclaimer: {
    marginTop: 20,
    padding: 10,
    borderLeftWidth: 3,
    borderColor: pdfColors.ink,
  },
})

function AnswerItem(answer: QuizReportAnswer) {
  const { question, chosen } = answer
  return (
    <View style={styles.item} wrap={false}>
      <Text style={styles.question}>{pdfText(question.text)}</Text>
      {/* A scale's numbers mean what its help says (e.g. "1: not at all. 5: completely."). */}
      {question.kind === 'scale' && question.help ? (
        <Text style={styles.muted}>{pdfText(question.help)}</Text>
      ) : null}
      <Text style={styles.paragraph}>Your answer: {pdfText(answerInWords(answer))}</Text>
      {chosen.flatMap((each) =>
        each.whyItMatters ? (
          <Text key={each.id} style={[styles.paragraph, styles.muted]}>
            Why it matters: {pdfText(each.whyItMatters)}
          </Text>
        ) : (
          []
        ),
      )}
    </View>
  )
}

/** The posts the chosen answers recommend, each once, in the order of the answers. */
function readingsOf(answers: readonly QuizReportAnswer[]): QuizReading[] {
  const byPath = new Map<string, QuizReading>()
  for (const { chosen } of answers)
    for (const { reading } of chosen) if (reading) byPath.set(reading.path, reading)
  return [...byPath.values()]
}

function Resource({ title, url }: { title: string; url: string }) {
  return (
    <View style={styles.resource} wrap={false}>
      <QrCode url={url} sizePoints={qrSizePoints} />
      <View style={styles.resourceText}>
        <Text style={styles.question}>{pdfText(title)}</Text>
        <Link src={url} style={styles.link}>
          {url}
        </Link>
      </View>
    </View>
  )
}

/**
 * The quiz report. Its first page opens with the quiz, who it was made for and when, how to reach
 * the firm and the result with its explanation, and goes straight on: why this result, every
 * question with the answer and why it matters, the next step, further reading with QR codes, and
 * the disclaimer. The kit's page frame puts the footer 65 pt from the page's foot and breaks pages
 * 80 pt from it (seed §9).
 */
export function QuizReportDocument({ report }: { report: QuizReport }) {
  const { quiz, band, firm } = report
  const quizUrl = absoluteUrl(firm.siteUrl, `/quizzes/${quiz.slug}`)
  const nextStepUrl = report.nextStepHref.startsWith('/')
    ? absoluteUrl(firm.siteUrl, report.nextStepHref)
    : report.nextStepHref
  const readings = readingsOf(report.answers)
  const footerLine = `${quiz.title} · ${dateInWords(report.generatedOn)}`
  return (
    <Document
      title={titleWithSubtitle(quiz.title, 'your report')}
      author={firm.name}
      language="en-US"
    >
      <PageFrame firmName={firm.name} footerLine={footerLine}>
        <Text style={styles.eyebrow}>QUIZ REPORT</Text>
        <Text style={styles.title}>{pdfText(quiz.title)}</Text>
        <Text style={styles.prepared}>
          {report.name ? `Prepared for ${pdfText(report.name)} on ` : 'Prepared on '}
          {dateInWords(report.generatedOn)} by {pdfText(firm.name)}
        </Text>
        <Text style={styles.contacts}>
          {pdfText([...firm.contactLines, firm.siteUrl].join(' · '))}
        </Text>
        <View style={styles.resultBox} wrap={false}>
          <Text style={styles.resultLabel}>Your result</Text>
          <Text style={styles.result}>{pdfText(band.title)}</Text>
          <Text style={styles.paragraph}>{pdfText(band.explanation)}</Text>
        </View>
        {report.reasons.length > 0 ? (
          <>
            <Text style={styles.heading} minPresenceAhead={60}>
              Why this result
            </Text>
            {report.reasons.map((reason) => (
              <AnswerItem key={reason.question.id} {...reason} />
            ))}
          </>
        ) : null}
        <Text style={styles.heading} minPresenceAhead={60}>
          Your answers
        </Text>
        {report.answers.map((answer) => (
          <AnswerItem key={answer.question.id} {...answer} />
        ))}
        <Text style={styles.heading} minPresenceAhead={80}>
          Next steps
        </Text>
        <Resource title={band.nextStep.label} url={nextStepUrl} />
        <Text style={styles.heading} minPresenceAhead={80}>
          Resources
        </Text>
        {readings.map((reading) => (
          <Resource
            key={reading.path}
            title={reading.title}
            url={absoluteUrl(firm.siteUrl, reading.path)}
          />
        ))}
        <Resource title="Take the quiz again" url={quizUrl} />
        <View style={styles.disclaimer} wrap={false}>
          <Text>{quizReportDisclaimer}</Text>
        </View>
      </PageFrame>
    </Document>
  )
}
