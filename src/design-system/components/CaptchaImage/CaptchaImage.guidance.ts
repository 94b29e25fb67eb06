import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: 'The captcha picture as a button that fetches a new one.',
  use: ['Next to the captcha input on login, register and the visitor search.'],
  avoid: ['Any other image: it is a button.'],
  do: ['Keep the input beside it; `label` names the button for what it does (get a new image).'],
  dont: ['Show the code as text anywhere else on the page or in logs.'],
  states: ['Image shown', 'Loading a new one', 'Failed to load'],
  keyboard: [
    ['Tab', 'Focuses it'],
    ['Enter / Space', 'Asks for a new image'],
  ],
  accessibility: [
    'A button with an accessible name; `aria-busy` while loading.',
    'A captcha is an image: the form must offer its audio or help path per the spec.',
  ],
}
