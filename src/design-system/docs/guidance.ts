/**
 * What a component's docs page tells a designer beside its stories and props: when to use it and when not,
 * do and don't, the states it has, its keyboard behaviour and accessibility notes. Written in each component's
 * `<Name>.guidance.ts`, passed to its stories as `parameters.guidance`, rendered by `.storybook/component-docs.tsx`.
 * Inline `code` is written between backticks.
 */
export interface ComponentGuidance {
  /** One sentence: what it is. */
  readonly summary: string
  readonly use: readonly string[]
  /** When not to use it, and what to use instead. */
  readonly avoid: readonly string[]
  readonly do: readonly string[]
  readonly dont: readonly string[]
  /** The states its stories show. */
  readonly states: readonly string[]
  /** [key, what it does]; empty for a component that takes no focus. */
  readonly keyboard: readonly (readonly [key: string, effect: string])[]
  readonly accessibility: readonly string[]
}
