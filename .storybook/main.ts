import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The MSW service worker lives in mocks/public/ (never in the production build).
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
}

export default config
