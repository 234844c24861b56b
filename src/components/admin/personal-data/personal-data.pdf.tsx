import 'server-only'

import { Document, StyleSheet, Text, View } from '@react-pdf/renderer'

import { dateTimeInWords } from '@/domain/text/firm-dates'
import { pdfColors } from '@/lib/pdf/colors'
import { contentWidthPoints, PageFrame } from '@/lib/pdf/page-frame'
import { Table, TableCell, TableHeaderRow, TableRow } from '@/lib/pdf/table'
import { pdfText } from '@/lib/pdf/text'

import type { PersonalDataReport, PersonRecordDetail } from './personal-data-summary'

const styles = StyleSheet.create({
  eyebrow: { fontSize: 10, fontWeight: 'bold', color: pdfColors.inkMuted },
  title: { fontSize: 20, lineHeight: 1.2, fontWeight: 'bold', marginTop: 4 },
  paragraph: { marginTop: 6 },
  heading: { fontSize: 14, lineHeight: 1.2, fontWeight: 'bold', marginTop: 18, marginBottom: 6 },
  recordHeading: { fontSize: 11, fontWeight: 'bold', marginTop: 12, marginBottom: 4 },
  field: { flexDirection: 'row', marginTop: 3 },
  label: { width: 130, color: pdfColors.inkMuted },
  value: { flex: 1 },
})

const jobColumns = [0.32, 0.16, 0.26, 0.26].map((share) => share * contentWidthPoints)
const outboxColumns = [0.5, 0.5].map((share) => share * contentWidthPoints)

function RecordDetail({ heading, fields }: PersonRecordDetail) {
  return (
    <View>
      <Text style={styles.recordHeading} minPresenceAhead={40}>
        {pdfText(heading)}
      </Text>
      {fields.map(({ label, value }) => (
        <View key={label} style={styles.field}>
          <Text style={styles.label}>{label}</Text>
          <Text style={styles.value}>{pdfText(value)}</Text>
        </View>
      ))}
    </View>
  )
}

const when = (value: string | null) => (value ? dateTimeInWords(new Date(value)) : '—')

/**
 * The data the firm keeps that carries one e-mail address, for the person who asked for it: each
 * inquiry and quiz submission with all it says, the e-mails queued about them and the stored
 * e-mails that carry the address.
 */
export function PersonalDataDocument({ report }: { report: PersonalDataReport }) {
  const generated = dateTimeInWords(report.generatedAt)
  return (
    <Document
      title={`Personal data held for ${report.address}`}
      author={report.firmName}
      language="en-US"
    >
      <PageFrame
        firmName={report.firmName}
        footerLine={`Personal data of ${report.address} · ${generated}`}
      >
        <Text style={styles.eyebrow}>PERSONAL DATA</Text>
        <Text style={styles.title}>What we keep about you</Text>
        <Text style={styles.paragraph}>
          {pdfText(`Data held for ${report.address}`)}: everything {pdfText(report.firmName)} keeps
          that carries this e-mail address, as of {generated} (Colorado time).
        </Text>

        <Text style={styles.heading} minPresenceAhead={60}>
          Messages and quiz submissions ({report.records.length})
        </Text>
        {report.records.length === 0 ? (
          <Text>None.</Text>
        ) : (
          report.records.map((record) => <RecordDetail key={record.heading} {...record} />)
        )}

        <Text style={styles.heading} minPresenceAhead={60}>
          E-mails queued about them ({report.emailJobs.length})
        </Text>
        {report.emailJobs.length === 0 ? (
          <Text>None.</Text>
        ) : (
          <Table>
            <TableHeaderRow>
              {['About', 'State', 'Queued', 'Sent'].map((heading, index) => (
                <TableCell key={heading} width={jobColumns[index] ?? 0}>
                  <Text>{heading}</Text>
                </TableCell>
              ))}
            </TableHeaderRow>
            {report.emailJobs.map((job) => (
              <TableRow key={job.id}>
                {[job.about, job.state, when(job.queuedAt), when(job.completedAt)].map(
                  (value, index) => (
                    <TableCell key={index} width={jobColumns[index] ?? 0}>
                      <Text>{value}</Text>
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </Table>
        )}

        <Text style={styles.heading} minPresenceAhead={60}>
          Stored e-mails that carry the address ({report.outboxMessages.length})
        </Text>
        {report.outboxMessages.length === 0 ? (
          <Text>None.</Text>
        ) : (
          <Table>
            <TableHeaderRow>
              {['Subject', 'Written'].map((heading, index) => (
                <TableCell key={heading} width={outboxColumns[index] ?? 0}>
                  <Text>{heading}</Text>
                </TableCell>
              ))}
            </TableHeaderRow>
            {report.outboxMessages.map((message) => (
              <TableRow key={message.file}>
                <TableCell width={outboxColumns[0] ?? 0}>
                  <Text>{pdfText(message.subject)}</Text>
                </TableCell>
                <TableCell width={outboxColumns[1] ?? 0}>
                  <Text>{when(message.writtenAt)}</Text>
                </TableCell>
              </TableRow>
            ))}
          </Table>
        )}
      </PageFrame>
    </Document>
  )
}
