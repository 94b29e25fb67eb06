export { toCsv, csvFile, downloadFile, parseCsv, type CsvColumn, type ParsedCsv } from './csv'
export { exportAllPages, type ExportAllPagesOptions, type ExportProgress, type PageOfRows } from './export-pages'
