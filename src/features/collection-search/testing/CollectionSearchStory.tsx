import { useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
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
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/tourist', element: <TouristSearchPage /> },
        { path: '/collection-search', element: <TouristSearchPage /> },
        { path: DETAILS_PATH, element: <CollectionDetailsPage /> },
        { path: DEAL_PATH, element: <CollectionDealPage /> },
        { path: '/login', element: <p>login</p> },
      ],
      { initialEntries: [path] },
    ),
  )
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  )
}
