import type { StorybookConfig } from '@storybook/react-vite'
import base from '../main.ts'

/**
 * The page stories only (`Pages/…`: screens in features' routes/ and components/, and the console app),
 * for the Vitest project that runs them again in the dark theme (`storybook-dark` in vite.config.ts).
 * Paths are relative to this folder.
 */
const config: StorybookConfig = {
  ...base,
  stories: [
    '../../src/app/*.stories.@(ts|tsx)',
    '../../src/features/*/routes/*.stories.@(ts|tsx)',
    '../../src/features/*/components/*.stories.@(ts|tsx)',
  ],
  staticDirs: ['../../mocks/public'],
}

export default config
