import { createContext, useContext, type ReactNode } from 'react'
import { billingOperationMachine } from '../api/billing-operations'

/** Makes the machine a billing operation runs (the live one: the chain, the points check, the indexer). */
export type BillingMachineFactory = typeof billingOperationMachine

const MachineContext = createContext<BillingMachineFactory>(billingOperationMachine)

/** Stories run the billing forms through to the end against stand-in chain steps (no chain in Storybook). */
export function BillingOperationEnvironment({
  machine,
  children,
}: {
  machine: BillingMachineFactory
  children: ReactNode
}) {
  return <MachineContext value={machine}>{children}</MachineContext>
}

export function useBillingMachineFactory(): BillingMachineFactory {
  return useContext(MachineContext)
}
