// axios's own modules (its `./unsafe/*` export) under the public types: the client builds its instance from
// them, without axios's default instance, cancel tokens and status list (lib/axios.js).
declare module 'axios/unsafe/core/Axios.js' {
  import { Axios } from 'axios'
  export default Axios
}
declare module 'axios/unsafe/core/AxiosError.js' {
  import { AxiosError } from 'axios'
  export default AxiosError
}
declare module 'axios/unsafe/core/mergeConfig.js' {
  import type { AxiosRequestConfig } from 'axios'
  export default function mergeConfig(first: AxiosRequestConfig, second: AxiosRequestConfig): AxiosRequestConfig
}
declare module 'axios/unsafe/defaults/index.js' {
  import type { AxiosRequestConfig } from 'axios'
  // The defaults `axios.create` merges a config onto (typed as the config they are).
  const defaults: AxiosRequestConfig
  export default defaults
}
