import { type UpdateAccountStateData } from './account-state'
import { type AccountRole, type ContractBusinessType } from './contract-codes'
import { toU64 } from './nft-actions'
import { type ChainAction, type ChainId } from './types'

/** Manager, operator and billing actions of the contract (product-spec §3 "Contract entities", §7). */
export interface OperatorAddInput {
  account: string
  account_name: string
  account_did: string
  leader_did: string
  permission?: string
}
/** `setaccrole`: a manager sets a registered account's role and whether it is a manager too. */
export interface SetAccountRoleInput {
  account: string
  /** 1 operator, 2 platform, 3 consumer. */
  role: AccountRole
  is_manager: boolean
  permission?: string
}
export interface UpdateAccountStateInput extends Omit<UpdateAccountStateData, 'sender'> {
  permission?: string
}
export interface FunctionPermissionInput {
  /** 1 operator, 2 platform, 3 consumer. */
  account_role: AccountRole
  business_type: ContractBusinessType
  func_name: string
  permission?: string
}
export interface CrossApproveInput {
  from: string
  to: string
  approved: boolean
  permission?: string
}
export interface SetPlatformInput {
  is_platform_open: boolean
  permission?: string
}
export interface SetFeeInput {
  business_type: ContractBusinessType
  func_name: string
  value: ChainId
  permission?: string
}
export interface DeleteFeeInput {
  business_type: ContractBusinessType
  func_name: string
  permission?: string
}
export interface DeleteBusinessTypeInput {
  business_type: ContractBusinessType
  permission?: string
}
export interface RechargeInput {
  to: string
  value: ChainId
  memo?: string
  permission?: string
}
export interface PointsInput {
  value: ChainId
  permission?: string
}

export function managerActionBuilder(contractAccount: string, sender: string) {
  const action = (name: string, permission: string | undefined, data: Record<string, unknown>): ChainAction => ({
    account: contractAccount,
    name,
    authorization: [{ actor: sender, permission: permission ?? 'owner' }],
    data,
  })

  return {
    operatorAdd: (input: OperatorAddInput) =>
      action('operatoradd', input.permission, {
        sender,
        account: input.account,
        account_name: input.account_name,
        account_did: input.account_did,
        leader_did: input.leader_did,
      }),
    setAccountRole: (input: SetAccountRoleInput) =>
      action('setaccrole', input.permission, {
        sender,
        account: input.account,
        role: input.role,
        is_manager: input.is_manager,
      }),
    updateAccountState: (input: UpdateAccountStateInput) =>
      action('updateaccsta', input.permission, {
        sender,
        account: input.account,
        state: input.state,
        change_platform_state: input.change_platform_state,
      }),
    addFunctionPermission: (input: FunctionPermissionInput) =>
      action('addfuncperm', input.permission, {
        sender,
        account_role: input.account_role,
        business_type: input.business_type,
        func_name: input.func_name,
      }),
    deleteFunctionPermission: (input: FunctionPermissionInput) =>
      action('delfuncperm', input.permission, {
        sender,
        account_role: input.account_role,
        business_type: input.business_type,
        func_name: input.func_name,
      }),
    crossApprove: (input: CrossApproveInput) =>
      action('crossapprove', input.permission, { sender, from: input.from, to: input.to, approved: input.approved }),
    setPlatform: (input: SetPlatformInput) =>
      action('setplatform', input.permission, { sender, is_platform_open: input.is_platform_open }),
    setFee: (input: SetFeeInput) =>
      action('setfee', input.permission, {
        sender,
        business_type: input.business_type,
        func_name: input.func_name,
        value: toU64(input.value),
      }),
    deleteFee: (input: DeleteFeeInput) =>
      action('deletefee', input.permission, { sender, business_type: input.business_type, func_name: input.func_name }),
    deleteBusinessType: (input: DeleteBusinessTypeInput) =>
      action('delbiztype', input.permission, { sender, business_type: input.business_type }),
    /** Points from the signer to another account. */
    recharge: (input: RechargeInput) =>
      action('recharge', input.permission, {
        from: sender,
        to: input.to,
        value: toU64(input.value),
        memo: input.memo ?? '',
      }),
    /** Points the signer (an operator) grants itself. */
    selfRecharge: (input: PointsInput) =>
      action('selfrecharge', input.permission, { sender, value: toU64(input.value) }),
    /** Points the signer gives back (settled). */
    settlement: (input: PointsInput) => action('settlement', input.permission, { sender, value: toU64(input.value) }),
  }
}

export type ManagerActionBuilder = ReturnType<typeof managerActionBuilder>
