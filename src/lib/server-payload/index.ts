export { encryptForServer } from './encrypt-for-server'
export { withFreshness, type PayloadFreshness } from './freshness'
