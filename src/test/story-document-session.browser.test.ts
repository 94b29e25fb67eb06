import { afterEach, expect, it } from 'vitest'
import { readToken, writeToken } from '@/lib/session'
import { installDocumentSessionStorage } from '../../.storybook/document-session-storage'

// A docs page shows each product story in a frame of its own (.storybook/screen-docs.tsx); same-origin
// frames share the tab's sessionStorage, so the preview gives each story document a storage of its own.
afterEach(() => {
  document.querySelectorAll('iframe[data-other-story]').forEach((frame) => frame.remove())
})

function otherStoryFrame(): Storage {
  const frame = document.createElement('iframe')
  frame.dataset.otherStory = ''
  document.body.append(frame)
  const storage = frame.contentWindow?.sessionStorage
  if (!storage) throw new Error('no same-origin frame')
  return storage
}

it("keeps a story document's session apart from another story's frame on the same docs page", () => {
  const other = otherStoryFrame()
  // Without it, a sign-in in one frame is the session of every frame.
  other.setItem('token', 'story-token-platform-1')
  expect(sessionStorage.getItem('token')).toBe('story-token-platform-1')

  installDocumentSessionStorage()
  expect(readToken()).toEqual({ status: 'missing' })
  writeToken('story-token-operator-2')
  expect(readToken()).toEqual({ status: 'ok', value: 'story-token-operator-2' })
  expect(other.getItem('token')).toBe('story-token-platform-1')

  other.setItem('token', 'story-token-platform-3')
  expect(readToken()).toEqual({ status: 'ok', value: 'story-token-operator-2' })
  sessionStorage.clear()
  expect(other.getItem('token')).toBe('story-token-platform-3')
  other.clear()
})
