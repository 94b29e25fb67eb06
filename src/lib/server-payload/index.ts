export { encryptForServer } from './encrypt-for-server'
