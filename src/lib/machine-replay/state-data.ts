import type { AnyMachineSnapshot, Snapshot } from 'xstate'
import type { ActorStatus, StateValueJson } from './trace'

/** The plain-data view of a machine snapshot that traces and diagrams use. */
export interface SnapshotSummary {
  state: StateValueJson
  tags: string[]
  status: ActorStatus
}

export function isMachineSnapshotLike(snapshot: Snapshot<unknown>): snapshot is AnyMachineSnapshot {
  return typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && 'tags' in snapshot
}

export function summarizeSnapshot(snapshot: AnyMachineSnapshot): SnapshotSummary {
  return { state: snapshot.value as StateValueJson, tags: [...snapshot.tags].sort(), status: snapshot.status }
}

/** Ids of the active state nodes (`chainOperation.sending`), from a state value and the machine id. */
export function activeStateIds(machineId: string, value: StateValueJson): string[] {
  const walk = (prefix: string, current: StateValueJson): string[] => {
    if (typeof current === 'string') return [`${prefix}.${current}`]
    return Object.entries(current).flatMap(([key, child]) => [`${prefix}.${key}`, ...walk(`${prefix}.${key}`, child)])
  }
  return walk(machineId, value)
}

export function sameStateValue(a: StateValueJson, b: StateValueJson): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

export function formatStateValue(value: StateValueJson): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}
