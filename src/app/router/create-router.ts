import { createBrowserRouter } from 'react-router'
import { createAppRoutes } from './app-routes'

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes())
}
