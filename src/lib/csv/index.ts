export { toCsv, csvFile, downloadFile, parseCsv, type CsvColumn, type ParsedCsv } from './csv'
export { exportAllPages, type ExportAllPagesOptions, type ExportProgress, type PageOfRows } from './export-pages'
export { exportCsvFile, ExportPageFailed, type ExportCsvFileOptions } from './export-file'
