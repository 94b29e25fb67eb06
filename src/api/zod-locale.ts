import * as z from 'zod/mini'
import { en } from 'zod/locales'

/**
 * Classic zod registered English as its default locale; zod/mini registers none, so every issue without
 * its own message would read "Invalid input". Registering English keeps the default messages the schemas
 * had (API schema errors, mock server 400 answers, trace parse errors). Listed in package.json
 * `sideEffects` so the bundler keeps this import-only module.
 */
z.config(en())
