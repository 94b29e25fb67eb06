import { Checkbox, FormField, FormLayout, Input, Stack } from '@/design-system'
import { useI18n } from '../messages'
import type { DeliveryState } from './use-delivery'

/** The "send as a multisig proposal" choice and, when chosen, its authority, name, approvers and expiry. */
export function DeliveryFields({ state, showErrors }: { state: DeliveryState; showErrors: boolean }) {
  const { messages } = useI18n()
  const t = messages.contractManager
  const error = (field: NonNullable<DeliveryState['error']>) =>
    showErrors && state.error === field ? { error: t.invalid } : {}
  return (
    <>
      <Checkbox label={t.asProposal} checked={state.asProposal} onCheckedChange={state.setAsProposal} />
      {state.asProposal && (
        <FormLayout as="div">
          <Stack gap={3}>
            <FormField label={t.authority} help={t.authorityHelp} {...error('authority')}>
              <Input value={state.authority} onChange={(event) => state.setAuthority(event.target.value.trim())} />
            </FormField>
            <FormField label={t.proposalName} required {...error('proposalName')}>
              <Input
                value={state.proposalName}
                onChange={(event) => state.setProposalName(event.target.value.trim())}
              />
            </FormField>
            <FormField label={t.approvers} help={t.approversHelp} required {...error('approvers')}>
              <Input value={state.approvers} onChange={(event) => state.setApprovers(event.target.value)} />
            </FormField>
            <FormField label={t.hours} help={t.hoursHelp} {...error('hours')}>
              <Input
                value={state.hours}
                inputMode="numeric"
                onChange={(event) => state.setHours(event.target.value.trim())}
              />
            </FormField>
          </Stack>
        </FormLayout>
      )}
    </>
  )
}
