import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DesignSystemProvider } from '@/design-system'
import { I18nProvider, loadCatalogue, type Locale } from '@/lib/i18n'
import { RegisterForm } from './RegisterForm'

/** As the console renders a screen: under a Suspense boundary, where a feature's messages may still be loading. */
function form(locale: Locale, onSubmit: () => void) {
  return (
    <I18nProvider locale={locale}>
      <DesignSystemProvider>
        <Suspense fallback={null}>
          <RegisterForm onSubmit={onSubmit} onCancel={() => undefined} />
        </Suspense>
      </DesignSystemProvider>
    </I18nProvider>
  )
}

const cases = [
  {
    locale: 'zh-CN' as const,
    label: '账户名',
    submit: '提交',
    mixed: '名称不能混用不同文字的字母（如拉丁字母与西里尔字母）',
    invisible: '名称不能包含控制字符或不可见字符',
  },
  {
    locale: 'en-US' as const,
    label: 'Account name',
    submit: 'Submit',
    mixed: 'The name must not mix letters of different scripts (such as Latin and Cyrillic)',
    invisible: 'The name must not contain control or invisible characters',
  },
]

describe('register form: names that only look like others', () => {
  it.each(cases)('refuses a Cyrillic о in a Latin name and an invisible mark, in $locale', async (texts) => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    // As the console starts: the chosen language's messages (core and the features loaded) before the first render.
    await loadCatalogue(texts.locale)
    render(form(texts.locale, onSubmit))
    const name = await screen.findByRole('textbox', { name: new RegExp(texts.label) })
    await user.type(name, 'pr_оperator')
    await user.click(screen.getByRole('button', { name: texts.submit }))
    expect(await screen.findByText(texts.mixed)).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'pr_operator\u202E')
    await user.click(screen.getByRole('button', { name: texts.submit }))
    expect(await screen.findByText(texts.invisible)).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
