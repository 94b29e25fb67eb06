import type { Store } from './types'
import { seedApplications } from './fixtures/applications'
import { seedCollectibles } from './fixtures/collectibles'
import { createFixtureContext } from './fixtures/context'
import { seedPeople } from './fixtures/people'
import { seedPoints } from './fixtures/points'

/**
 * The mock's seeded store: people and their chain accounts, billing points, collectibles with provenance and
 * account applications, drawn in this order from one seeded random source, so every build is the same.
 */
export function buildFixtures(): Store {
  const context = createFixtureContext()
  const people = seedPeople(context)
  seedPoints(context, people)
  seedCollectibles(context, people)
  seedApplications(context, people)
  context.store.sequence = context.finish()
  return context.store
}
