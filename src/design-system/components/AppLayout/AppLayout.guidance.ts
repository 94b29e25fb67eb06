import type { ComponentGuidance } from '../../docs/guidance'

export const guidance: ComponentGuidance = {
  summary: "The console's frame: side menu, header, scrolling page.",
  use: ['Once, around every logged-in console route.'],
  avoid: ['Login, register and visitor pages: use CenteredLayout or PageContainer.', 'Nesting it inside a page.'],
  do: ['Pass the menu from the route registry and `activePath` from the router, so the current entry is marked.'],
  dont: ['Add a second `<main>` inside a page: AppLayout already provides the main landmark.'],
  states: ['Menu expanded', 'Menu collapsed to icons (remembered)', 'Phone: menu as a drawer, open and closed'],
  keyboard: [
    ['Tab (first)', 'Shows the skip link; Enter moves focus to the page'],
    ['Escape', 'Closes the phone drawer, focus returns to the menu button'],
  ],
  accessibility: [
    'Landmarks: navigation, banner, main.',
    'With the drawer open the page behind is inert, so focus stays in the menu.',
  ],
}
