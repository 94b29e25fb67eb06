import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'A password field with a show/hide button.',
  use: ['Login password, chain key passphrase.'],
  avoid: ['Anything that is not secret.'],
  do: ['Start hidden; let the user reveal it.'],
  dont: ['Put the value in a URL, a log or a story arg.'],
  states: ['Hidden', 'Shown', 'Invalid'],
  keyboard: [
    ['Tab', 'Field, then the show/hide button'],
    ['Enter / Space', 'On the button, shows or hides'],
  ],
  accessibility: ['The button is named 显示密码 / 隐藏密码 and says its state.'],
}
