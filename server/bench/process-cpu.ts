import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time of a process and all its descendants (Linux /proc), so the bench can divide the server's and the
 * database's CPU by the requests served: a figure that stays put when other work loads the machine.
 */
const TICKS_PER_SECOND = 100

interface ProcessStat {
  readonly parent: number
  /** utime + stime of the process itself. */
  readonly ownTicks: number
  /** cutime + cstime: children that exited and were waited for. */
  readonly reapedTicks: number
}

function readStat(pid: number): ProcessStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: the fields after the last ')' are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    const number = (field: number) => Number(fields[field - 3])
    return { parent: number(4), ownTicks: number(14) + number(15), reapedTicks: number(16) + number(17) }
  } catch {
    return null
  }
}

/** Milliseconds of CPU spent so far by `root` and its living descendants (and the children they reaped). */
export function processTreeCpuMs(root: number): number {
  const stats = new Map<number, ProcessStat>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(Number(entry))
    if (stat) stats.set(Number(entry), stat)
  }
  const rootStat = stats.get(root)
  if (!rootStat) return Number.NaN
  let ticks = rootStat.ownTicks + rootStat.reapedTicks
  const queue = [root]
  while (queue.length > 0) {
    const parent = queue.pop() as number
    for (const [pid, stat] of stats) {
      if (stat.parent !== parent) continue
      ticks += stat.ownTicks + stat.reapedTicks
      queue.push(pid)
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}

/** The PostgreSQL server's process id from its data folder's postmaster.pid (first line). */
export function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}
