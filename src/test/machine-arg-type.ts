/**
 * The argType of a story's `machine` arg. An XState machine refers back to itself, so Storybook's inference of
 * arg types (which walks every arg) warns of a cycle on each render; a declared type skips the inference, and
 * a machine is no control anyone could edit.
 */
export const machineArgType = {
  machine: { type: { name: 'other', value: 'XState machine' }, control: false },
} as const
