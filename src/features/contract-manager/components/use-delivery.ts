import { useState } from 'react'
import { parseApprovers } from '../api/manager-forms'
import type { Delivery } from '../api/send-manager-action'

const NAME = /^[a-z1-5.]{1,12}$/

export type DeliveryError = 'authority' | 'proposalName' | 'approvers' | 'hours'

/**
 * How a manager action goes out: directly as the session's account, or as an eosio.msig proposal under
 * another authority (`actor@permission`) to requested approvers, with an optional expiry in hours.
 */
export function useDelivery(account: string) {
  const [asProposal, setAsProposal] = useState(false)
  const [authority, setAuthority] = useState(`${account}@active`)
  const [proposalName, setProposalName] = useState('')
  const [approvers, setApprovers] = useState('')
  const [hours, setHours] = useState('')

  const [proposalActor = '', proposalPermission = 'active'] = authority.split('@')
  const requested = parseApprovers(approvers)
  const error: DeliveryError | null = !asProposal
    ? null
    : !NAME.test(proposalActor) || !NAME.test(proposalPermission)
      ? 'authority'
      : !NAME.test(proposalName)
        ? 'proposalName'
        : requested === null
          ? 'approvers'
          : hours !== '' && !/^\d{1,4}$/.test(hours)
            ? 'hours'
            : null
  const delivery: Delivery =
    asProposal && requested
      ? { kind: 'proposal', proposalName, requested, ...(hours === '' ? {} : { expiresInHours: Number(hours) }) }
      : { kind: 'direct' }

  return {
    asProposal,
    setAsProposal,
    authority,
    setAuthority,
    proposalName,
    setProposalName,
    approvers,
    setApprovers,
    hours,
    setHours,
    /** The account that authorises the actions: the session's, or the proposal's authority. */
    actor: asProposal ? proposalActor : account,
    permission: proposalPermission,
    error,
    delivery,
  }
}

export type DeliveryState = ReturnType<typeof useDelivery>
