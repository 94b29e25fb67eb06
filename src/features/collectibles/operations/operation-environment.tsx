import { createContext, useContext, type ReactNode } from 'react'
import { liveOperationGateway, type OperationGateway } from './operation-gateway'
import type { OperationActors } from './operation-machine'

export interface OperationEnvironment {
  gateway: OperationGateway
  /** Replaces shared steps of the chain-operation machine (key check, passphrase, points, indexing). */
  actors?: OperationActors
}

const EnvironmentContext = createContext<OperationEnvironment>({ gateway: liveOperationGateway })

/** Stories and tests run the operations against a gateway of their own (no chain in Storybook). */
export function OperationEnvironmentProvider({
  value,
  children,
}: {
  value: OperationEnvironment
  children: ReactNode
}) {
  return <EnvironmentContext value={value}>{children}</EnvironmentContext>
}

export function useOperationEnvironment(): OperationEnvironment {
  return useContext(EnvironmentContext)
}
