/**
 * A contract instance's whole state is its linear memory, its mutable globals and its table. VeRT gives
 * every transaction a fresh instance; instantiating costs more than running a typical action. Putting
 * back the memory and the globals as they were right after instantiation (start function included)
 * yields the same state as a fresh instance, for a fraction of the cost. WebAssembly code cannot be
 * reached from JavaScript through non-exported globals, so the module is rewritten to also export each
 * of its own mutable globals under a reserved name. Modules whose state could escape this (imported
 * memory or globals, passive data segments that `data.drop` could discard, table exports) are left
 * alone and keep a fresh instance per transaction.
 */

const GLOBAL_EXPORT_PREFIX = '__devnet_global_'

const SECTION = { import: 2, global: 6, export: 7, dataCount: 12 } as const
const EXTERNAL = { function: 0, table: 1, memory: 2, global: 3 } as const

class Reader {
  offset: number
  constructor(
    readonly bytes: Uint8Array,
    offset = 0,
  ) {
    this.offset = offset
  }
  byte(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new Error('wasm: unexpected end')
    this.offset += 1
    return value
  }
  u32(): number {
    let result = 0
    let shift = 0
    for (;;) {
      const byte = this.byte()
      result += (byte & 0x7f) * 2 ** shift
      if (!(byte & 0x80)) return result
      shift += 7
    }
  }
  skipLeb(): void {
    while (this.byte() & 0x80);
  }
  skip(count: number): void {
    this.offset += count
  }
  name(): void {
    this.skip(this.u32())
  }
  limits(): void {
    const flags = this.byte()
    this.u32()
    if (flags & 1) this.u32()
  }
  /** A constant expression (global initialiser), up to and including its `end`. */
  constExpression(): void {
    for (;;) {
      const opcode = this.byte()
      switch (opcode) {
        case 0x0b:
          return
        case 0x41: // i32.const
        case 0x42: // i64.const
          this.skipLeb()
          break
        case 0x43: // f32.const
          this.skip(4)
          break
        case 0x44: // f64.const
          this.skip(8)
          break
        case 0x23: // global.get
        case 0xd2: // ref.func
          this.u32()
          break
        case 0xd0: // ref.null
          this.byte()
          break
        default:
          throw new Error(`wasm: unsupported opcode 0x${opcode.toString(16)} in a global initialiser`)
      }
    }
  }
}

function leb(value: number): number[] {
  const out: number[] = []
  let rest = value
  do {
    let byte = rest & 0x7f
    rest = Math.floor(rest / 128)
    if (rest !== 0) byte |= 0x80
    out.push(byte)
  } while (rest !== 0)
  return out
}

function section(id: number, content: number[] | Uint8Array): Uint8Array {
  return Uint8Array.from([id, ...leb(content.length), ...content])
}

/**
 * The module with every mutable global it defines also exported (as `__devnet_global_<index>`), or
 * undefined when its instances cannot be reset safely (see above) or the bytes do not parse.
 */
export function withResettableState(wasm: Uint8Array): Uint8Array | undefined {
  try {
    const reader = new Reader(wasm, 8)
    const sections: { id: number; header: number; start: number; end: number }[] = []
    while (reader.offset < wasm.length) {
      const header = reader.offset
      const id = reader.byte()
      const size = reader.u32()
      sections.push({ id, header, start: reader.offset, end: reader.offset + size })
      reader.skip(size)
    }
    if (sections.some((entry) => entry.id === SECTION.dataCount)) return undefined
    let importedGlobals = 0
    const importSection = sections.find((entry) => entry.id === SECTION.import)
    if (importSection) {
      const imports = new Reader(wasm, importSection.start)
      for (let count = imports.u32(); count > 0; count -= 1) {
        imports.name()
        imports.name()
        const kind = imports.byte()
        if (kind === EXTERNAL.function) imports.u32()
        else if (kind === EXTERNAL.table) {
          imports.byte()
          imports.limits()
        } else if (kind === EXTERNAL.memory) return undefined
        else if (kind === EXTERNAL.global) {
          importedGlobals += 1
          imports.byte()
          imports.byte()
        } else return undefined
      }
    }
    const mutableGlobals: number[] = []
    const globalSection = sections.find((entry) => entry.id === SECTION.global)
    if (globalSection) {
      const globals = new Reader(wasm, globalSection.start)
      const count = globals.u32()
      for (let index = 0; index < count; index += 1) {
        const valueType = globals.byte()
        if (valueType === 0x7b) return undefined // v128 cannot cross into JavaScript
        if (globals.byte() === 1) mutableGlobals.push(importedGlobals + index)
        globals.constExpression()
      }
    }
    const exportSection = sections.find((entry) => entry.id === SECTION.export)
    const exported: number[] = []
    let exportCount = 0
    if (exportSection) {
      const exports = new Reader(wasm, exportSection.start)
      exportCount = exports.u32()
      const entries = exports.offset
      for (let index = 0; index < exportCount; index += 1) {
        exports.name()
        const kind = exports.byte()
        exports.u32()
        if (kind === EXTERNAL.table) return undefined // JavaScript could change it behind our back
      }
      exported.push(...wasm.subarray(entries, exportSection.end))
    }
    const added: number[] = []
    for (const index of mutableGlobals) {
      const name = Buffer.from(`${GLOBAL_EXPORT_PREFIX}${index}`)
      added.push(...leb(name.length), ...name, EXTERNAL.global, ...leb(index))
    }
    const newExports = section(SECTION.export, [...leb(exportCount + mutableGlobals.length), ...exported, ...added])
    // Sections keep their order; the export section goes where it was, or right after the last section before it.
    const parts: Uint8Array[] = [wasm.subarray(0, 8)]
    let placed = false
    const place = () => {
      if (!placed) parts.push(newExports)
      placed = true
    }
    for (const entry of sections) {
      const custom = entry.id === 0
      if (!custom && entry.id > SECTION.export) place()
      if (entry.id === SECTION.export) place()
      else parts.push(wasm.subarray(entry.header, entry.end))
    }
    place()
    const result = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
    let offset = 0
    for (const part of parts) {
      result.set(part, offset)
      offset += part.length
    }
    return result
  } catch {
    return undefined
  }
}

/** An instance's state right after instantiation, to put back before the next transaction. */
export interface InitialState {
  memory: WebAssembly.Memory
  bytes: Uint8Array
  globals: { global: WebAssembly.Global; value: unknown }[]
}

/** Captures the state of a freshly made instance of a module rewritten by withResettableState. */
export function captureInitialState(instance: WebAssembly.Instance): InitialState | undefined {
  const memory = instance.exports.memory
  if (!(memory instanceof WebAssembly.Memory)) return undefined
  const globals: InitialState['globals'] = []
  for (const [name, value] of Object.entries(instance.exports)) {
    if (name.startsWith(GLOBAL_EXPORT_PREFIX) && value instanceof WebAssembly.Global)
      globals.push({ global: value, value: value.value })
  }
  return { memory, bytes: new Uint8Array(memory.buffer).slice(), globals }
}

/** Puts the instance back as it was captured; false when it cannot (its memory grew: it needs a fresh instance). */
export function resetToInitialState(state: InitialState): boolean {
  if (state.memory.buffer.byteLength !== state.bytes.length) return false
  new Uint8Array(state.memory.buffer).set(state.bytes)
  for (const { global, value } of state.globals) global.value = value
  return true
}
