// Checks of an action's arguments that need no table: business types, function names, batch sizes, amounts.
import { check } from 'proton-tsc'
import { Account } from './ddc.tables'
import {
  STATE_ENABLED,
  BUSINESS_POINTS,
  BUSINESS_SINGLE_COPY,
  BUSINESS_MULTI_COPY,
  NFT_FUNCTIONS,
  POINTS_FUNCTIONS,
  MAX_BATCH,
} from './ddc.constants'
import {
  ERR_INVALID_BUSINESS_TYPE,
  ERR_INVALID_AMOUNT,
  ERR_SINGLE_COPY_AMOUNT,
  ERR_EMPTY_BATCH,
  ERR_BATCH_TOO_LARGE,
  ERR_INVALID_FUNC_NAME,
} from './errors'

export function isActive(row: Account): bool {
  return row.operator_state == STATE_ENABLED && row.platform_state == STATE_ENABLED
}

export function includes(list: string[], value: string): bool {
  for (let i = 0; i < list.length; i++) {
    if (list[i] == value) return true
  }
  return false
}

export function checkBatchSize(length: i32): void {
  check(length > 0, ERR_EMPTY_BATCH)
  check(length <= MAX_BATCH, ERR_BATCH_TOO_LARGE)
}

export function checkNftBusinessType(businessType: u8): void {
  check(businessType == BUSINESS_SINGLE_COPY || businessType == BUSINESS_MULTI_COPY, ERR_INVALID_BUSINESS_TYPE)
}

/** A function name is an action name, valid for collectible business types (1, 2) or the points business (0). */
export function checkFunction(businessType: u8, funcName: string): void {
  if (includes(NFT_FUNCTIONS, funcName)) {
    checkNftBusinessType(businessType)
  } else {
    check(includes(POINTS_FUNCTIONS, funcName), ERR_INVALID_FUNC_NAME)
    check(businessType == BUSINESS_POINTS, ERR_INVALID_BUSINESS_TYPE)
  }
}

export function checkMintAmount(businessType: u8, amount: u64): void {
  if (businessType == BUSINESS_SINGLE_COPY) {
    check(amount == 1, ERR_SINGLE_COPY_AMOUNT)
  } else {
    check(amount > 0, ERR_INVALID_AMOUNT)
  }
}
