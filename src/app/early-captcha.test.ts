import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchCaptcha } from '@/features/collection-search/api/captcha'
import { startEarlyGet } from '@/lib/api-client/early-answers'
import { CAPTCHA_ADDRESS, showEarlyCaptcha } from './early-captcha'

/** The server: a new captcha for every getCode request it receives. */
const server = vi.fn<(url: string) => Promise<Response>>()

beforeEach(() => {
  let served = 0
  server.mockReset().mockImplementation(async (url) => {
    if (!url.endsWith('/api/v1/system/getCode')) return new Response('{}', { status: 404 })
    served += 1
    const data = { captcha_id: `captcha-${served}`, image: 'data:image/png;base64,AAAA' }
    return Response.json({ error_code: 0, data, message: 'ok' })
  })
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => server(String(input)))
})
afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode')
  document.body.replaceChildren()
})

describe('the captcha the console’s entry asks for', () => {
  it('is drawn into the snapshot, and the live page shows the same one', async () => {
    document.body.innerHTML =
      '<div id="prerender"><button inert><span data-captcha aria-busy="true"></span></button></div>'
    // jsdom decodes no images.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: async () => undefined, configurable: true })
    await showEarlyCaptcha()
    const frame = document.querySelector('[data-captcha]')
    expect(frame?.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA')
    expect(frame?.hasAttribute('aria-busy')).toBe(false)
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-1' })
    expect(server).toHaveBeenCalledTimes(1)
  })

  it('is the page’s first captcha, asked for once; every later one is new', async () => {
    const early = await startEarlyGet(CAPTCHA_ADDRESS)
    await expect(early.json()).resolves.toMatchObject({ data: { captcha_id: 'captcha-1' } })
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-1' })
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-2' })
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-3' })
    expect(server).toHaveBeenCalledTimes(3)
  })

  it('is taken while still on its way', async () => {
    let answer: (response: Response) => void = () => undefined
    server.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    void startEarlyGet(CAPTCHA_ADDRESS)
    const first = fetchCaptcha()
    const data = { captcha_id: 'captcha-early', image: 'data:image/png;base64,AAAA' }
    answer(Response.json({ error_code: 0, data }))
    await expect(first).resolves.toMatchObject({ captcha_id: 'captcha-early' })
    expect(server).toHaveBeenCalledTimes(1)
  })

  it('goes through the client’s checks: an answer without a captcha id is refused, not shown', async () => {
    server.mockResolvedValueOnce(Response.json({ error_code: 0, data: { image: 'data:image/png;base64,AAAA' } }))
    void startEarlyGet(CAPTCHA_ADDRESS).catch(() => undefined)
    await expect(fetchCaptcha()).rejects.toThrow()
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-1' })
  })

  it('hands its failure to the page’s first fetch; the next one asks again', async () => {
    server.mockRejectedValueOnce(new TypeError('offline'))
    await expect(startEarlyGet(CAPTCHA_ADDRESS)).rejects.toThrow('offline')
    await expect(fetchCaptcha()).rejects.toThrow()
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-1' })
  })
})

/** The visitor page's snapshot as the server sends it, its first captcha drawn into the frame. */
function servedSnapshot(image: string, captchaId: string) {
  document.body.innerHTML = `<div id="prerender" inert><button data-captcha=""><img src="${image}" alt="" data-captcha-id="${captchaId}"></button></div>`
}

describe('the captcha the server drew into the page', () => {
  it('is the page’s first captcha, with no request; every later one is asked for', async () => {
    servedSnapshot('data:image/png;base64,BBBB', 'served-captcha-1')
    await showEarlyCaptcha()
    expect(document.querySelector('[data-captcha] img')?.getAttribute('src')).toBe('data:image/png;base64,BBBB')
    await expect(fetchCaptcha()).resolves.toEqual({
      captcha_id: 'served-captcha-1',
      image: 'data:image/png;base64,BBBB',
    })
    expect(server).not.toHaveBeenCalled()
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-1' })
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-2' })
    expect(server).toHaveBeenCalledTimes(2)
  })

  it('goes through the client’s checks: an image that is not a PNG is refused, then a new one asked for', async () => {
    servedSnapshot('https://elsewhere.example/captcha.png', 'served-captcha-1')
    await showEarlyCaptcha()
    await expect(fetchCaptcha()).rejects.toThrow()
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-1' })
  })

  it('is not there without a server that draws it (offline demo, development server): the entry asks', async () => {
    document.body.innerHTML =
      '<div id="prerender"><button inert><span data-captcha aria-busy="true"></span></button></div>'
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: async () => undefined, configurable: true })
    await showEarlyCaptcha()
    expect(server).toHaveBeenCalledTimes(1)
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-1' })
    expect(server).toHaveBeenCalledTimes(1)
  })
})
