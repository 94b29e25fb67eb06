import '@/api/zod-locale'
import '@testing-library/jest-dom/vitest'
