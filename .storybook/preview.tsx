import '../src/lib/polyfills'
import type { Decorator, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
import { loadCatalogue, registerCatalogue, type Locale } from '../src/lib/i18n'
import { enUS } from '../src/lib/i18n/en-US'
import type { ThemeName } from '../src/design-system'
import { chainNodeHandlers, handlerGroups, resetStore } from '../mocks/handlers'
import { lockChainKey } from '../src/lib/chain-keys/chain-key'
import { checkStoryInDarkTheme } from './dark-theme-check'
import { captureStoryScreens } from './visual-capture'
import { installDocumentSessionStorage } from './document-session-storage'
import { ComponentDocsPage } from './component-docs'
import { StoryOwnCanvas } from './screen-docs'
import { StoryThemeProvider } from './theme-override'
import { startMockWorker } from './mock-worker'

installDocumentSessionStorage()

// A play's `findBy…` and `waitFor` wait up to 30 s, not Testing Library's 1 s: in the test run Vite transforms
// a lazily loaded chunk (a form engine, a results table) the first time a story asks for it, which took over
// 10 s on a loaded 2-core machine. A wait still ends as soon as what it waits for is there, and a story's own
// limit is 60 s. The same in the test run and in the built Storybook.
configure({ asyncUtilTimeout: 30_000 })

// Stories show either language from their first frame (the app fetches the English catalogue on demand).
registerCatalogue('en-US', enUS)

const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'zh-CN') as Locale
  const theme = (context.globals.theme ?? 'light') as ThemeName
  return (
    <StoryThemeProvider theme={theme} locale={locale}>
      <Story />
    </StoryThemeProvider>
  )
}

const preview: Preview = {
  beforeAll: async () => void (await startMockWorker()),
  // Every story starts logged out and on the mock backend's fixtures: a session or a record left by the
  // previous story in the same page (a reviewer clicking through the sidebar) must not leak into the next one.
  // Stories that need a user sign in in their own beforeEach, which runs after this.
  beforeEach: async () => {
    resetStore()
    // The unlocked chain key lives in memory too (src/lib/chain-keys): locked, it leaves no story a key.
    await lockChainKey()
    sessionStorage.clear()
  },
  afterEach: [checkStoryInDarkTheme, captureStoryScreens],
  decorators: [withProviders],
  // One MSW worker for every story; a story overrides one handler group through `parameters.msw.handlers`.
  // The story's locale arrives before its first frame: the core catalogue and the sections of every feature its
  // modules define (a screen that loads a feature later fetches that feature's sections itself).
  loaders: [
    mswLoader(startMockWorker),
    async ({ globals }) => void (await loadCatalogue((globals.locale ?? 'zh-CN') as Locale)),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // VITE_STORY_LOCALE=en-US runs every story in English (`npx vitest run --project storybook <file>`), the way to
  // check a screen's plays in English while working on it.
  initialGlobals: { theme: 'light', locale: import.meta.env.VITE_STORY_LOCALE === 'en-US' ? 'en-US' : 'zh-CN' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    layout: 'padded',
    // On a docs page each screen story renders in its own frame: its own mock store, handlers and session.
    // A design-system component's page also carries its usage guidance (src/design-system/docs/guidance.ts).
    docs: { components: { Canvas: StoryOwnCanvas }, page: ComponentDocsPage },
    // The mock backend by handler group: a story replaces one group, e.g. `msw: { handlers: { nft: scenarios.empty('nft') } }`;
    // `chainNode` is the chain node's reads (get_account, get_raw_abi).
    msw: { handlers: { ...handlerGroups, chainNode: chainNodeHandlers } },
  },
  tags: ['autodocs'],
}

export default preview
