import { useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes } from 'react-router'
import { Toaster } from '@/design-system'
import { createQueryClient } from '@/lib/api-client'
import CollectionDealPage from '../routes/CollectionDealPage'
import CollectionDetailsPage from '../routes/CollectionDetailsPage'
import TouristSearchPage from '../routes/TouristSearchPage'
import { DEAL_PATH, DETAILS_PATH } from '../search-params'

export interface CollectionSearchStoryProps {
  /** The URL the story opens (path and query). */
  path: string
}

/**
 * The feature's pages in memory, for stories: a router with the search, details and deal routes (links
 * between them work), a fresh query client (the app's settings) and the toaster. The app shell's own
 * frame is left out; it is tested with the shell.
 */
export function CollectionSearchStory({ path }: CollectionSearchStoryProps) {
  const [client] = useState(createQueryClient)
  return (
    <QueryClientProvider client={client}>
      {/* The app's router mode: declarative, no data router. */}
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/tourist" element={<TouristSearchPage />} />
          <Route path="/collection-search" element={<TouristSearchPage />} />
          <Route path={DETAILS_PATH} element={<CollectionDetailsPage />} />
          <Route path={DEAL_PATH} element={<CollectionDealPage />} />
          <Route path="/login" element={<p>login</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  )
}
