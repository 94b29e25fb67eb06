import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { DEMO_PASSPHRASE } from '@mocks/handlers'
import type { VerifyPassphraseOutput } from '@/lib/chain-operation/passphrase.machine'
import { chainKeyState } from '@/lib/chain-keys'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import { UntilDialogEnds } from '@/test/UntilDialogEnds'
import { livePassphraseMachine, PassphraseDialog } from './PassphraseDialog'
import { machineArgType } from '@/test/machine-arg-type'
import { storyText, type StoryText } from '@/test/story-text'

const onDone = fn()

const meta = {
  title: 'Pages/PassphraseDialog',
  component: PassphraseDialog,
  argTypes: machineArgType,
  args: { account: 'ddcplatform1', onDone },
  beforeEach: () => {
    onDone.mockClear()
    signInAs('platform')
  },
  // Once the dialog ends, the canvas says what the caller was told instead of going blank.
  render: (args) => (
    <StoryRouter>
      <UntilDialogEnds
        dialog={(ended) => (
          <PassphraseDialog
            {...args}
            onDone={(output) => {
              args.onDone(output)
              ended(output.outcome)
            }}
          />
        )}
      />
    </StoryRouter>
  ),
} satisfies Meta<typeof PassphraseDialog>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 20_000 }
const body = () => within(document.body)

function passphraseField(t: StoryText): HTMLElement {
  return body().getByLabelText(t.re('layout.passphraseLabel'), { selector: 'input' })
}

/** Asking for the passphrase of the current chain account. */
export const Prompting: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals)
    const dialog = await body().findByRole('dialog', { name: t('请输入口令密码') })
    // The dialog fades in: wait for the end of the animation.
    await waitFor(() => expect(dialog).toBeVisible())
    await expect(passphraseField(t)).toHaveFocus()
  },
}

/** '正在校验密码,请稍等...' while the check runs. */
export const Verifying: Story = {
  args: {
    machine: livePassphraseMachine.provide({
      actors: {
        verifyPassphrase: fromPromise<VerifyPassphraseOutput, { account: string; passphrase: string }>(
          () => new Promise(() => undefined),
        ),
      },
    }),
  },
  play: async ({ globals }) => {
    const t = await storyText(globals)
    await userEvent.type(
      await body().findByLabelText(t.re('layout.passphraseLabel'), { selector: 'input' }),
      'anything-at-all',
    )
    await userEvent.click(body().getByRole('button', { name: t('确定') }))
    await expect(await body().findByText(t('正在校验密码,请稍等...'))).toBeVisible()
  },
}

/** A wrong passphrase: '密码错误,请重新输入', the dialog stays. */
export const WrongPassphrase: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals)
    await userEvent.type(
      await body().findByLabelText(t.re('layout.passphraseLabel'), { selector: 'input' }),
      'Not#the-passphrase',
    )
    await userEvent.click(body().getByRole('button', { name: t('确定') }))
    await expect(await body().findByText(t('密码错误,请重新输入'), {}, slow)).toBeVisible()
    await expect(onDone).not.toHaveBeenCalled()
  },
}

/** The right passphrase: the key is unlocked for this tab and the caller told 'verified'. */
export const Verified: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals)
    await userEvent.type(
      await body().findByLabelText(t.re('layout.passphraseLabel'), { selector: 'input' }),
      DEMO_PASSPHRASE,
    )
    await userEvent.click(body().getByRole('button', { name: t('确定') }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ outcome: 'verified' }), slow)
    await expect(chainKeyState()).toEqual({ status: 'unlocked', account: 'ddcplatform1' })
    await expect(await body().findByText('dialog closed: verified')).toBeVisible()
  },
}

/** Closing the dialog: the caller is told 'dismissed'. */
export const Dismissed: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals)
    await userEvent.click(await body().findByRole('button', { name: t('取消') }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ outcome: 'dismissed' }))
    await expect(await body().findByText('dialog closed: dismissed')).toBeVisible()
  },
}
