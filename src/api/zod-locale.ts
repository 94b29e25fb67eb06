import * as z from 'zod/mini'
import { en } from 'zod/locales'

/**
 * Classic zod registered English as its default locale; zod/mini registers none, so every issue without
 * its own message would read "Invalid input". The API server, the mock backend, the machine trace reader and
 * the tests register English (the server's 400 answers, trace parse errors). The console does not: every
 * message it shows a user is its own catalogue's, and zod's English messages (1.2 KiB gzip) would ride on
 * every page. Listed in package.json `sideEffects` so the bundler keeps this import-only module.
 */
z.config(en())
