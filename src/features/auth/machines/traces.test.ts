import { describeShippedTraces } from '@/test/machine-replay/shipped-traces'
import { loginMachine } from './login.machine'
import { sessionRestoreMachine } from './session-restore.machine'

describeShippedTraces('shipped login and session restore traces', {
  traces: import.meta.glob<unknown>('./traces/*.json', { eager: true, import: 'default' }),
  machines: { login: loginMachine, sessionRestore: sessionRestoreMachine },
  expected: [
    'login.success.json',
    'login.wrong-credentials.json',
    'login.server-error.json',
    'login.token.json',
    'login.token-fallback.json',
    'login.logout.json',
    'session-restore.restored.json',
    'session-restore.corrupted.json',
    'session-restore.missing.json',
  ],
  secrets: /Passw0rd|session-token|handed-over/,
})
