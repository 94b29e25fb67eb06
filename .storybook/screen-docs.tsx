import type { ComponentProps } from 'react'
import { Canvas, useOf } from '@storybook/addon-docs/blocks'

/** A story's frame on its docs page: a laptop screen's height, scrolled inside. */
const SCREEN_FRAME_HEIGHT = '760px'

/**
 * Whether a story needs a document of its own: every story of the product (screens, features' components,
 * the console app), which read the mock backend and the session. The design system's stories use neither.
 */
export const needsOwnDocument = (fileName: unknown) =>
  typeof fileName !== 'string' || !fileName.replace(/\\/g, '/').includes('src/design-system/')

/**
 * The docs page's canvas. A docs page renders all of a file's stories in one document, where they would share
 * one mock store, one MSW handler set (the last story's) and one session: every screen would show the same
 * state. A product story is therefore shown in its own frame (its own document, as on its own page); the
 * design system's stories stay inline.
 */
export function StoryOwnCanvas(props: ComponentProps<typeof Canvas>) {
  const { story } = useOf(props.of ?? 'story', ['story'])
  if (!needsOwnDocument(story.parameters.fileName)) return <Canvas {...props} />
  return <Canvas {...props} story={{ ...props.story, inline: false, height: SCREEN_FRAME_HEIGHT }} />
}
