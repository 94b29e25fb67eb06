import { fillTemplate } from '@/lib/i18n/fill-template'
import { useEffect, type ChangeEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import type { AccountType, BusinessType } from '@/api/primitives'
import { Alert, Button, Dialog, ProgressBar, Spinner, Stack } from '@/design-system'
import { csvFile, downloadFile } from '@/lib/csv'
import { useI18n } from '../../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import { machineInspector } from '@/lib/machine-replay/inspect'
import { collectiblesQueryRoot } from '../../query-keys'
import { fileProblemText, rowProblemText, rowResultText } from '../batch-messages'
import { resultsCsv, templateFile, templateFileName } from '../batch-files'
import type { BatchKind } from '../batch-rows'
import { csvBatchActors } from '../csv-batch.actors'
import { csvBatchMachine, pendingRows, succeededCount } from '../csv-batch.machine'
import { BatchRowsTable } from './BatchRowsTable'

export type CsvBatchMachine = typeof liveCsvBatchMachine

/** The batch machine with its live side effects (chain reads, the passphrase dialog, signing). */
export const liveCsvBatchMachine = csvBatchMachine.provide({ actors: csvBatchActors })

export interface CsvBatchDialogProps {
  businessType: BusinessType
  kind: BatchKind
  account: { account: string; type: AccountType; role: number }
  /** Replaces the machine (stories and tests provide their own actors). */
  machine?: CsvBatchMachine | undefined
  onClose: () => void
}

export function CsvBatchDialog({ businessType, kind, account, machine, onClose }: CsvBatchDialogProps) {
  const { messages } = useI18n()
  const t = messages.csvBatch
  const queryClient = useQueryClient()
  const [state, send] = useMachine(machine ?? liveCsvBatchMachine, {
    input: { kind, businessType, account },
    inspect: machineInspector,
  })
  const { context } = state
  const sending = state.matches('sending') || state.matches('indexing')
  const checking = ['checkingKey', 'unlocking', 'checkingPoints', 'pointsRetryWait', 'estimatingFee'].some((name) =>
    state.matches(name as 'checkingKey'),
  )
  const hasResults = Object.keys(context.results).length > 0

  // Lists and details show what a run changed as soon as it has ended.
  const runEnded = hasResults && !sending && !checking && !state.matches('confirming')
  useEffect(() => {
    if (runEnded) void queryClient.invalidateQueries({ queryKey: collectiblesQueryRoot })
  }, [runEnded, context.results, queryClient])

  const invalid = context.rows.filter((entry) => entry.problems.length > 0).length
  const succeeded = succeededCount(context)
  const failed = context.rows.filter((entry) => context.results[String(entry.row.line)]?.status === 'failed').length
  const pending = pendingRows(context).length
  const runLines = context.plan.reduce((sum, transaction) => sum + transaction.lines.length, 0)
  const processed = context.plan
    .slice(0, context.nextTransaction)
    .reduce((sum, transaction) => sum + transaction.lines.length, 0)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) send({ type: 'file.loaded', fileName: file.name, text: await file.text() })
    event.target.value = ''
  }
  const downloadResults = () => {
    const lines = context.rows.map((entry) => {
      const result = context.results[String(entry.row.line)]
      const errorText =
        result?.status === 'failed'
          ? rowResultText(messages, result)
          : entry.problems.map((problem) => rowProblemText(messages, problem)).join('; ')
      return { row: entry.row, result, errorText }
    })
    downloadFile(csvFile([resultsCsv(kind, lines)]), `${kind}-batch-results.csv`)
  }

  const resultsButton = hasResults && (
    <Button variant="secondary" onClick={downloadResults}>
      {t.downloadResults}
    </Button>
  )
  let footer: React.ReactNode = null
  if (state.matches('upload'))
    footer = (
      <Button variant="secondary" onClick={onClose}>
        {t.close}
      </Button>
    )
  else if (state.matches('review'))
    footer = (
      <>
        {invalid > 0 && (
          <Button variant="secondary" onClick={() => send({ type: 'rows.removeInvalid' })}>
            {t.removeInvalid}
          </Button>
        )}
        {resultsButton}
        <Button variant="secondary" onClick={() => send({ type: 'batch.reset' })}>
          {t.reset}
        </Button>
        <Button
          variant="primary"
          disabled={invalid > 0 || pending === 0}
          onClick={() => send({ type: 'batch.submit' })}
        >
          {hasResults ? t.resume : t.next}
        </Button>
      </>
    )
  else if (checking || state.matches('confirming'))
    footer = (
      <>
        <Button variant="secondary" onClick={() => send({ type: 'batch.cancel' })}>
          {t.cancel}
        </Button>
        <Button
          variant="primary"
          disabled={!state.matches('confirming')}
          loading={checking}
          onClick={() => send({ type: 'batch.confirm' })}
        >
          {t.confirm}
        </Button>
      </>
    )
  else if (state.matches('done'))
    footer = (
      <>
        {resultsButton}
        <Button variant="secondary" onClick={() => send({ type: 'batch.reset' })}>
          {t.reset}
        </Button>
        <Button variant="primary" onClick={onClose}>
          {t.close}
        </Button>
      </>
    )

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !sending) onClose()
      }}
      title={kind === 'mint' ? t.titleMint : t.titleTransfer}
      description={context.fileName ?? t.intro}
      width="min(1100px, 96vw)"
      closable={!sending}
      dismissible={false}
      footer={footer}
    >
      <Stack gap={3}>
        {state.matches('upload') && (
          <>
            <p>{kind === 'mint' ? t.columnsMint : t.columnsTransfer}</p>
            <Stack direction="horizontal" gap={3} align="center" wrap>
              <Button variant="secondary" onClick={() => downloadFile(templateFile(kind), templateFileName(kind))}>
                {t.downloadTemplate}
              </Button>
              <label>
                {t.chooseFile} <input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} />
              </label>
            </Stack>
            {context.fileProblem && (
              <Alert type="error" role="alert" title={fileProblemText(messages, context.fileProblem)} />
            )}
          </>
        )}
        {state.matches('validating') && (
          <Stack direction="horizontal" gap={2} align="center">
            <Spinner size="sm" label={t.validating} />
            <span>{t.validating}</span>
          </Stack>
        )}
        {context.error && <Alert type="error" role="alert" title={translateMessage(messages, context.error)} />}
        {state.matches('done') && (
          <Alert type="success" role="status" title={fillTemplate(t.done, { total: context.rows.length })} />
        )}
        {context.rows.length > 0 && !state.matches('upload') && !state.matches('validating') && (
          <>
            <p>
              {hasResults
                ? fillTemplate(t.partial, { succeeded, failed, unsent: pending - failed })
                : fillTemplate(t.summary, {
                    total: context.rows.length,
                    valid: context.rows.length - invalid,
                    invalid,
                  })}
            </p>
            {state.matches('review') && invalid > 0 && <Alert type="warning" title={t.invalidHint} />}
            {checking && (
              <Stack direction="horizontal" gap={2} align="center">
                <Spinner size="sm" label={t.checking} />
                <span>{t.checking}</span>
              </Stack>
            )}
            {state.matches('confirming') && context.fee && (
              <Alert
                type="info"
                title={fillTemplate(t.fee, { points: context.fee.points })}
                description={fillTemplate(t.plan, { rows: runLines, transactions: context.plan.length })}
              />
            )}
            {(sending || (hasResults && runLines > 0 && !checking && !state.matches('confirming'))) && (
              <Stack gap={1}>
                <ProgressBar value={processed} max={Math.max(runLines, 1)} label={t.progress} showValue />
                <span>{fillTemplate(t.progressText, { done: processed, total: runLines })}</span>
              </Stack>
            )}
            <BatchRowsTable
              kind={kind}
              rows={context.rows}
              results={context.results}
              canRemove={state.matches('review')}
              onRemove={(line) => send({ type: 'row.remove', line })}
            />
          </>
        )}
      </Stack>
    </Dialog>
  )
}
