/**
 * How long a story waits for a mock call (src/lib/api-client/default-client.ts): a story's own limit, not a
 * user's 10 s. Defined in the story test projects (vite.config.ts) and in the Storybook build (.storybook/main.ts),
 * whose docs pages run a screen's stories in frames that share one main thread.
 */
export const storyApiTimeoutDefine = { 'import.meta.env.VITE_STORY_API_TIMEOUT_MS': JSON.stringify('120000') }
