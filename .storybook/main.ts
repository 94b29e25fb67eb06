import type { StorybookConfig } from '@storybook/react-vite'
import { storyApiTimeoutDefine } from '../tooling/story-api-timeout'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The MSW service worker lives in mocks/public/ (never in the production build).
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, define: { ...viteConfig.define, ...storyApiTimeoutDefine } }),
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
