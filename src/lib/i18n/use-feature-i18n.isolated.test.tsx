import { Suspense } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { enUS } from './en-US'
import { defineFeatureCatalogue } from './feature-catalogues'
import { I18nProvider, registerCatalogue, useI18n } from './I18nProvider'
import { useFeatureI18n } from './use-feature-i18n'

registerCatalogue('en-US', enUS)

const loadedFirst = defineFeatureCatalogue({ first: { heading: '第一' } }, () =>
  Promise.resolve({ first: { heading: 'First' } }),
)

function FirstScreen() {
  const { messages, setLocale } = useFeatureI18n(loadedFirst)
  return (
    <>
      <h1>{messages.first.heading}</h1>
      <p>{messages.app.locale}</p>
      <button type="button" onClick={() => setLocale('en-US')}>
        English
      </button>
    </>
  )
}

describe('useFeatureI18n', () => {
  it('switches a loaded feature and the core together', async () => {
    render(
      <I18nProvider>
        <FirstScreen />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading', { name: '第一' })).toBeInTheDocument()
    expect(screen.getByText('语言')).toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'English' }).click())
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument()
    expect(screen.getByText(enUS.app.locale)).toBeInTheDocument()
  })

  it('shows a feature loaded after the switch in the chosen locale, never half in Chinese', async () => {
    const loadedLater = defineFeatureCatalogue({ later: { heading: '之后' } }, () =>
      Promise.resolve({ later: { heading: 'Later' } }),
    )
    function LaterScreen() {
      const { messages, locale } = useFeatureI18n(loadedLater)
      return <h1 lang={locale}>{`${messages.later.heading} · ${messages.app.title}`}</h1>
    }
    function Probe() {
      return <p>{useI18n().locale}</p>
    }
    // In React's test environment a suspended screen's retry runs inside act (a browser needs nothing).
    await act(async () => {
      render(
        <I18nProvider locale="en-US">
          <Probe />
          <Suspense fallback={<p>loading</p>}>
            <LaterScreen />
          </Suspense>
        </I18nProvider>,
      )
    })
    expect(screen.getByText('en-US')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: `Later · ${enUS.app.title}` })).toBeInTheDocument()
    expect(screen.queryByText(/之后/)).toBeNull()
  })
})
