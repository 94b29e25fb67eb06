/** CSV batches of mints and transfers (issue 12 item 4): mounted next to the mint and selection actions. */
export { CsvBatchAction, type CsvBatchActionProps } from './components/CsvBatchAction'
