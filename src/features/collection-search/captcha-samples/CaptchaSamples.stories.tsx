import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '@/lib/captcha-image'
import { CaptchaSamples } from './CaptchaSamples'

/**
 * Real captchas from the server's generator, to judge by eye that a person reads them: first without the
 * answers, then with them. Programs may not (server/security/captcha-solvers.test.ts, `npm run bench:captcha`).
 */
const meta = {
  title: 'Features/CollectionSearch/CaptchaSamples',
  component: CaptchaSamples,
  args: { count: 12, seed: 1 },
} satisfies Meta<typeof CaptchaSamples>

export default meta
type Story = StoryObj<typeof meta>

export const Samples: Story = {
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img')
    await expect(images).toHaveLength(24)
    for (const image of images) await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await userEvent.click(canvas.getByRole('button', { name: 'Show answers' }))
    const answers = canvasAnswers(canvas.getByRole('list'))
    await expect(answers).toHaveLength(12)
    for (const answer of answers) await expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`))
  },
}

function canvasAnswers(list: HTMLElement): string[] {
  return [...list.querySelectorAll('[data-answer]')].map((element) => element.textContent ?? '')
}

/** Another seed: a fresh dozen. */
export const MoreSamples: Story = { args: { seed: 2 } }
