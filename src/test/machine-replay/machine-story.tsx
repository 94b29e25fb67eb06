/**
 * The one kit every `Machines/…` story uses (stories only): the replay panel as the story's render, and
 * a play function that steps through the story's trace. It lives in src/test so that machine stories in
 * any layer (lib/chain-operation, features/*) can sit beside their machine and share it.
 */
import type { Meta } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { AnyStateMachine } from 'xstate'
import { eventLabel } from '@/lib/machine-replay/machine-structure'
import { activeStateIds, formatStateValue, sameStateValue } from '@/lib/machine-replay/state-data'
import { parseTrace, type MachineTrace } from '@/lib/machine-replay/trace'
import { ReplayPanel } from './ReplayPanel'

/** A machine story's args: plain data only (a machine is not serializable, so it stays in the render). */
export interface MachineStoryArgs {
  /** A recorded trace (`machines/traces/*.json`). */
  trace: MachineTrace
}

/** A shipped trace file's content, checked. */
export function loadTrace(json: unknown): MachineTrace {
  return parseTrace(json)
}

/**
 * The shared part of a machine story file's meta; the file adds its literal `title` (Storybook reads
 * titles statically): `{ title: 'Machines/Login', ...machineStoryMeta(loginMachine) }`.
 */
export function machineStoryMeta(machine: AnyStateMachine) {
  return {
    render: ({ trace }) => <ReplayPanel machine={machine} trace={trace} />,
    argTypes: { trace: { control: false } },
    parameters: { layout: 'padded' },
    // Every story steps forward through its trace, checking the highlighted state at each step, then back.
    play: async ({ canvasElement, args }) => stepThroughTrace(canvasElement, machine.id, args.trace),
  } satisfies Meta<MachineStoryArgs>
}

/**
 * Steps forward through the whole trace, checking at each step that the diagram marks the recorded
 * state and the transition just taken, then steps back once.
 */
export async function stepThroughTrace(
  canvasElement: HTMLElement,
  machineId: string,
  trace: MachineTrace,
): Promise<void> {
  const canvas = within(canvasElement)
  const forward = canvas.getByRole('button', { name: 'Forward' })
  const back = canvas.getByRole('button', { name: 'Back' })
  const recorded = [trace.initial, ...trace.steps]
  const expectMarked = async (index: number) => {
    const frame = recorded[index]
    if (!frame) throw new Error(`No recorded step ${index}`)
    await expect(canvas.getByTestId('replay-step')).toHaveTextContent(`Step ${index} of ${trace.steps.length}`)
    const leaf = activeStateIds(machineId, frame.state).at(-1)
    const current = canvasElement.querySelector('[aria-current="step"]')
    await expect(current?.getAttribute('data-state-id')).toBe(leaf)
    await expect(canvas.getByTestId('replay-state')).toHaveTextContent(formatStateValue(frame.state))
    // The arrow just followed carries the step's event; the initial state has none.
    const taken = canvasElement.querySelector('[data-taken="true"]')
    const previous = recorded[index - 1]
    const event = trace.steps[index - 1]?.event
    if (index === 0) await expect(taken).toBeNull()
    else if (previous && event && !sameStateValue(previous.state, frame.state))
      await expect(taken).toHaveTextContent(eventLabel(event.type))
  }
  await expect(back).toBeDisabled()
  await expectMarked(0)
  for (let index = 1; index < recorded.length; index += 1) {
    await userEvent.click(forward)
    await expectMarked(index)
  }
  await expect(forward).toBeDisabled()
  if (recorded.length > 1) {
    await userEvent.click(back)
    await expectMarked(recorded.length - 2)
  }
}
