import { createContext, useContext } from 'react'

/** Whether the session's chain account manages the contract: 'checking' while it is being asked. */
export type ManagerRights = 'checking' | boolean

/** Provided by the console layout (which asks the server); the guard and the menu read it. */
export const ManagerRightsContext = createContext<ManagerRights>(false)

export function useManagerRights(): ManagerRights {
  return useContext(ManagerRightsContext)
}
