import { expect, userEvent, within } from 'storybook/test'
import { activeStateIds, formatStateValue } from '@/lib/machine-replay/state-data'
import { parseTrace, type MachineTrace } from '@/lib/machine-replay/trace'

/** A shipped trace file's content, checked. */
export function loadTrace(json: unknown): MachineTrace {
  return parseTrace(json)
}

/**
 * The play function of every `Machines/…` story: steps forward through the whole trace, checking at each
 * step that the diagram marks the recorded state, then steps back once.
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
