import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { CaptchaImage, svgDataUrl } from './CaptchaImage'
import { sampleCaptcha } from './sample-captcha'

describe('CaptchaImage', () => {
  it('is a button with an accessible label showing the captcha image', () => {
    renderWithDesignSystem(<CaptchaImage svg={sampleCaptcha('a1b2')} onRefresh={() => {}} />)
    const button = screen.getByRole('button', { name: '看不清？点击刷新验证码' })
    const image = screen.getByRole('img', { name: '验证码' })
    expect(button).toContainElement(image)
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/)
  })

  it('refreshes on click, Enter and Space', async () => {
    const onRefresh = vi.fn()
    renderWithDesignSystem(<CaptchaImage svg={sampleCaptcha('a1b2')} onRefresh={onRefresh} />)
    const button = screen.getByRole('button')
    await userEvent.click(button)
    button.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onRefresh).toHaveBeenCalledTimes(3)
  })

  it('never puts the markup into the DOM, so scripts in it cannot run', () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject><iframe src="javascript:alert(3)"></iframe></foreignObject></svg>'
    const { container } = renderWithDesignSystem(<CaptchaImage svg={hostile} onRefresh={() => {}} />)
    expect(container.querySelector('script, foreignObject, iframe, svg[onload]')).toBeNull()
    expect(screen.getByRole('img')).toHaveAttribute('src', svgDataUrl(hostile))
  })

  it('ignores presses while a new captcha loads', async () => {
    const onRefresh = vi.fn()
    renderWithDesignSystem(<CaptchaImage svg="" onRefresh={onRefresh} loading />)
    const button = screen.getByRole('button')
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(onRefresh).not.toHaveBeenCalled()
  })
})
