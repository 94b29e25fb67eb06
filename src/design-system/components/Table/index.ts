export { Table, type ColumnAlign, type RowKey, type TableColumn, type TableProps } from './Table'
