import type { Widen } from '@/lib/i18n/locale'
import type { zhCN } from './zh-CN'

// The same keys in English (moved from src/lib/i18n/en-US.ts), fetched when en-US is chosen.
export const enUS: Widen<typeof zhCN> = {
  auth: {
    loginTitle: 'Log in',
    account: 'Account',
    password: 'Password',
    login: 'Log in',
    toRegister: 'Create an account',
    registerTitle: 'Register',
    accountName: 'Account name',
    loginPassword: 'Login password',
    phone: 'Mobile phone',
    submit: 'Submit',
    cancel: 'Cancel',
    loggedOutTitle: 'You have logged out',
    loggedOutHint: 'The session was cleared. Log in again to continue.',
    clickToLogin: 'Click to log in',
    tokenChecking: 'Checking the login token…',
    restoring: 'Restoring the session…',
    touristSearch: 'Visitor search',
    captcha: 'Captcha',
    captchaPlaceholder: 'Enter the captcha',
    captchaMissing: 'Please enter the captcha',
  },
}
