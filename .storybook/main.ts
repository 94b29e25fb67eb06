import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The MSW service worker lives in mocks/public/ (never in the production build).
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true },
  // A story's wait for a mock call, as in the story tests (src/lib/api-client/default-client.ts).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    define: { ...viteConfig.define, 'import.meta.env.VITE_STORY_API_TIMEOUT_MS': JSON.stringify('120000') },
  }),
  // Props tables with their full types: react-docgen-typescript follows imported types (`size?: ControlSize`
  // lists 'sm' | 'md' | 'lg'), where react-docgen showed only `union`. Components only: stories and tests
  // declare no component props, and skipping them keeps the build time.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: ['src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/testing/**', 'src/test/**'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // HTML attributes a component passes on (from @types/react) would bury its own props.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
}

export default config
