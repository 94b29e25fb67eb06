/**
 * The development register code and legacy AES IV: public in this repository, so a production build and a
 * production server refuse them (vite.config.ts, server/config.ts), defaulted or written out.
 */
export const DEVELOPMENT_LEGACY_AES_IV = 'DEV-ONLY-IV-0000'
export const DEVELOPMENT_REGISTER_CODE = 'dev-only-register-code'
