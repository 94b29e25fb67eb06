import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { CaptchaImage, captchaImageSrc } from './CaptchaImage'
import { SAMPLE_CAPTCHAS } from './sample-captcha'

const png = SAMPLE_CAPTCHAS[0]?.image ?? ''

describe('CaptchaImage', () => {
  it('is a button with an accessible label showing the captcha image', () => {
    renderWithDesignSystem(<CaptchaImage image={png} onRefresh={() => {}} />)
    const button = screen.getByRole('button', { name: '看不清？点击刷新验证码' })
    const image = screen.getByRole('img', { name: '验证码' })
    expect(button).toContainElement(image)
    expect(image).toHaveAttribute('src', png)
    expect(png).toMatch(/^data:image\/png;base64,/)
  })

  it('refreshes on click, Enter and Space', async () => {
    const onRefresh = vi.fn()
    renderWithDesignSystem(<CaptchaImage image={png} onRefresh={onRefresh} />)
    const button = screen.getByRole('button')
    await userEvent.click(button)
    button.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onRefresh).toHaveBeenCalledTimes(3)
  })

  it('never puts markup (a failed answer’s) into the DOM, so scripts in it cannot run', () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject><iframe src="javascript:alert(3)"></iframe></foreignObject></svg>'
    const { container } = renderWithDesignSystem(<CaptchaImage image={hostile} onRefresh={() => {}} />)
    expect(container.querySelector('script, foreignObject, iframe, svg[onload]')).toBeNull()
    expect(screen.getByRole('img')).toHaveAttribute('src', captchaImageSrc(hostile))
    expect(captchaImageSrc(hostile)).toMatch(/^data:image\/svg\+xml;charset=utf-8,/)
  })

  it('loads nothing from elsewhere: only a PNG data URL is used as it is', () => {
    for (const other of ['https://example.invalid/c.png', 'data:text/html;base64,PHNjcmlwdD4=', `${png}"x`])
      expect(captchaImageSrc(other)).toMatch(/^data:image\/svg\+xml;charset=utf-8,/)
  })

  it('ignores presses while a new captcha loads', async () => {
    const onRefresh = vi.fn()
    renderWithDesignSystem(<CaptchaImage image="" onRefresh={onRefresh} loading />)
    const button = screen.getByRole('button')
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(onRefresh).not.toHaveBeenCalled()
  })
})
