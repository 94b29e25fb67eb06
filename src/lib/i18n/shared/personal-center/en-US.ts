import type { Widen } from '@/lib/i18n/locale'
import type { zhCN } from './zh-CN'

// The same keys in English (moved from src/lib/i18n/en-US.ts), fetched when en-US is chosen.
export const enUS: Widen<typeof zhCN> = {
  personalCenter: {
    userInfo: 'User information',
    userName: 'User name',
    phone: 'Mobile phone',
    createTime: 'Registered',
    role: 'Role',
    chainAccount: 'Current chain account',
    chainType: 'Chain type',
    businessName: 'Business name',
    chainAccountCount: 'Chain accounts',
    changePassword: 'Change login password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordMismatch: 'The passwords do not match',
    confirmPasswordRequired: 'Enter the new password again',
    oldPasswordRequired: 'Enter the current password',
    passwordChanged: 'Password changed',
    save: 'Save',
    passphrase: 'Chain account passphrase',
    passphraseSet: 'Set',
    passphraseNotSet: 'Not set',
    setPassphrase: 'Set passphrase',
    changePassphrase: 'Change passphrase',
    oldPassphrase: 'Current passphrase',
    newPassphrase: 'New passphrase',
    confirmPassphrase: 'Confirm passphrase',
    passphraseRequired: 'Enter the passphrase',
    passphraseRule: 'At least 8 characters',
    passphraseMismatch: 'The passphrases do not match',
    confirmPassphraseRequired: 'Enter the passphrase again',
    passphraseSaved: 'Passphrase saved',
    passphraseNeedsKey: "Unlock the current chain account's private key with the passphrase dialog first",
    passphraseHint:
      'The passphrase is used in this browser only: it encrypts the chain private key; the server keeps only ciphertext.',
    stepUpPassword: 'Login password',
    stepUpPasswordRequired: 'Enter your login password',
    stepUpHint:
      'Changing the passphrase replaces the key ciphertexts the server keeps: confirm with your login password. The previous ciphertexts are kept and an operator can restore them.',
    resetKey: 'Reset chain account key',
    resetKeyHint:
      'Once a key reset application is approved, generate a new key pair here: the chain permissions move to the new public key and the new private key is stored encrypted with your passphrase.',
    resetKeyAction: 'Generate a new key and reset',
    resetKeyNoApplication: 'No approved key reset application',
    resetKeySucceeded: 'Chain account key reset',
    resetKeyAccount: 'Account to reset',
    loadFailed: 'Personal information could not be loaded',
  },
}
