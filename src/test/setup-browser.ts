import '@/api/zod-locale'
import '@testing-library/jest-dom/vitest'
import { beforeAll } from 'vitest'
import { preloadDialogs } from '@/design-system/internal/dialog-loader'

// A page loads the dialogs' code on its first open (dialog-loader.tsx, tested there); a test finds a dialog the
// moment it is opened.
beforeAll(() => preloadDialogs())
