import { afterEach, describe, expect, it } from 'vitest'
import { takeOverPrerenderedShell } from './prerendered-shell'

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

function prerenderedLogin() {
  document.head.innerHTML = '<style data-prerender>h1 { color: blue }</style>'
  document.body.innerHTML = `<div id="prerender" data-route="${location.pathname}" data-ready="form" inert><h1>登录</h1></div><div id="root" hidden></div>`
  return document.getElementById('root') as HTMLElement
}

describe('takeOverPrerenderedShell', () => {
  it('shows the root at once when the page came without a snapshot', () => {
    document.body.innerHTML = '<div id="root" hidden></div>'
    const root = document.getElementById('root') as HTMLElement
    expect(takeOverPrerenderedShell(root)).toBe(false)
    expect(root.hidden).toBe(false)
  })

  it('keeps the snapshot while the live page is loading, and swaps it out once the page is there', async () => {
    const root = prerenderedLogin()
    expect(takeOverPrerenderedShell(root)).toBe(true)
    root.innerHTML = '<div aria-busy="true">loading</div>'
    await Promise.resolve()
    expect(document.getElementById('prerender')).not.toBeNull()
    expect(root.hidden).toBe(true)

    root.innerHTML = '<form aria-label="登录"></form>'
    await expect.poll(() => document.getElementById('prerender')).toBeNull()
    expect(root.hidden).toBe(false)
    expect(document.querySelector('style[data-prerender]')).toBeNull()
  })

  it('shows the live page after the time limit whatever it shows', async () => {
    const root = prerenderedLogin()
    takeOverPrerenderedShell(root, 10)
    await expect.poll(() => root.hidden).toBe(false)
    expect(document.getElementById('prerender')).toBeNull()
  })
})
