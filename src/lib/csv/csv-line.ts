import { CsvError, parse } from 'csv-parse/sync'

/**
 * The fields of one line of a CSV file as spreadsheets write it (csv-parse): separated by commas,
 * or by semicolons (Excel in many European languages) or tabs (cells copied from a
 * spreadsheet), a field in double quotes may hold those and `""` for a quote. Null when the
 * line's quotes do not close.
 */
export function csvLineFields(line: string): string[] | null {
  try {
    const [fields] = parse(line, {
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][]
    return fields ?? []
  } catch (error) {
    if (error instanceof CsvError) return null
    throw error
  }
}
