import { describe, expect, it } from 'vitest'
import { captureInitialState, resetToInitialState, withResettableState } from './wasm-reset.ts'

/**
 * A module with a non-exported mutable global (5 at start) and an exported memory; `bump` adds 1 to the
 * global, stores it at address 0 and returns it.
 */
const BUMP_MODULE = Uint8Array.from([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00,
  0x01,
  0x05,
  0x01,
  0x60,
  0x00,
  0x01,
  0x7f, // type: () → i32
  0x03,
  0x02,
  0x01,
  0x00, // one function of that type
  0x05,
  0x03,
  0x01,
  0x00,
  0x01, // memory: 1 page
  0x06,
  0x06,
  0x01,
  0x7f,
  0x01,
  0x41,
  0x05,
  0x0b, // global: mutable i32 = 5
  0x07,
  0x11,
  0x02,
  0x04,
  0x62,
  0x75,
  0x6d,
  0x70,
  0x00,
  0x00,
  0x06,
  0x6d,
  0x65,
  0x6d,
  0x6f,
  0x72,
  0x79,
  0x02,
  0x00,
  0x0a,
  0x14,
  0x01,
  0x12,
  0x00,
  0x23,
  0x00,
  0x41,
  0x01,
  0x6a,
  0x24,
  0x00,
  0x41,
  0x00,
  0x23,
  0x00,
  0x36,
  0x02,
  0x00,
  0x23,
  0x00,
  0x0b,
])

function instantiate(bytes: Uint8Array) {
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes as Uint8Array<ArrayBuffer>))
  const bump = instance.exports.bump as () => number
  const memory = instance.exports.memory as WebAssembly.Memory
  return { instance, bump, firstWord: () => new Uint32Array(memory.buffer)[0], memory }
}

describe('resetting a wasm instance', () => {
  it('puts memory and non-exported mutable globals back as a fresh instance has them', () => {
    const rewritten = withResettableState(BUMP_MODULE)
    expect(rewritten).toBeDefined()
    const { instance, bump, firstWord } = instantiate(rewritten as Uint8Array)
    const state = captureInitialState(instance)
    if (!state) throw new Error('no initial state captured')
    expect([bump(), bump(), firstWord()]).toEqual([6, 7, 7])
    expect(resetToInitialState(state)).toBe(true)
    expect(firstWord()).toBe(0)
    // The same answers as the first calls on a fresh instance of the original module.
    const fresh = instantiate(BUMP_MODULE)
    expect([bump(), bump()]).toEqual([fresh.bump(), fresh.bump()])
  })

  it('cannot reset an instance whose memory grew (it needs a fresh one)', () => {
    const { instance, memory } = instantiate(withResettableState(BUMP_MODULE) as Uint8Array)
    const state = captureInitialState(instance)
    if (!state) throw new Error('no initial state captured')
    memory.grow(1)
    expect(resetToInitialState(state)).toBe(false)
  })

  it('leaves alone a module that does not parse', () => {
    expect(
      withResettableState(Uint8Array.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x06, 0x09])),
    ).toBeUndefined()
  })
})
