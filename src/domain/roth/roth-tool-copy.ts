/** The Roth tool page's title and summary: its heading, its metadata and its share card. */
export const rothToolCopy = {
  title: 'Roth Conversion Analysis Tool',
  description:
    "Analyze the impact of Roth IRA conversions on your family's tax strategy and inheritance planning.",
}

/** The Roth tool page's path; its PDF report is served at `${rothToolPath}/report.pdf`. */
export const rothToolPath = '/tools/RothConversionModel'
