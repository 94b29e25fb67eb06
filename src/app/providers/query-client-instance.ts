import { createQueryClient } from '@/lib/api-client'

/** The app's one query client (spec §9 rules), shared by every screen that reads the server. */
export const appQueryClient = createQueryClient()
