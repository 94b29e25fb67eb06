// Library code the console never runs, left out of its production build by two small Vite plugins.
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Parts of axios the console's client never uses are left out of the build (7 KiB gzip on every page): its
 * XMLHttpRequest and fetch transports (the client gives axios its own small fetch adapter,
 * src/lib/api-client/fetch-adapter.ts) and its form-data and URL-encoding helpers (the client sends JSON
 * only and builds query strings itself).
 */
const AXIOS_PART_LEFT_OUT = '\0axios-part-left-out'
const axiosPartsLeftOut = [
  'adapters/xhr.js',
  'adapters/fetch.js',
  'helpers/toFormData.js',
  'helpers/toURLEncodedForm.js',
  'helpers/formDataToJSON.js',
]
export const axiosSlim: Plugin = {
  name: 'axios-slim',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !source.startsWith('.') || !/[\\/]node_modules[\\/]axios[\\/]lib[\\/]/.test(importer)) return null
    const target = path.resolve(path.dirname(importer), source).replaceAll('\\', '/')
    return axiosPartsLeftOut.some((part) => target.endsWith(`/axios/lib/${part}`)) ? AXIOS_PART_LEFT_OUT : null
  },
  load(id) {
    return id === AXIOS_PART_LEFT_OUT ? 'export default false\nexport const getFetch = undefined\n' : null
  },
}

/**
 * react-router's production modules make each component and context at their top level
 * (`const Link = React$1.forwardRef(...)`, `createContext`, `memo`) and name it for React's developer tools
 * (`Link.displayName = "Link"`): a call the bundler cannot know is pure and an assignment it must keep, so
 * everything is kept, used or not. Marked pure and without those lines, the framework-mode parts the console
 * never uses (Link's and Form's route-module prefetching, the server-rendering context) are left out of
 * every page (4 KiB gzip). The console links with src/lib/navigation/Link.tsx.
 */
export const reactRouterUnused: Plugin = {
  name: 'react-router-unused',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null
    // Lines are emptied or edited in place, never removed: the module's lines keep their numbers.
    const unnamed = code.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
    return {
      code: unnamed.replace(
        /^(const [\w$]+ = )(React\$1\.(?:forwardRef|createContext|memo)\()/gm,
        '$1/* @__PURE__ */ $2',
      ),
      map: null,
    }
  },
}
