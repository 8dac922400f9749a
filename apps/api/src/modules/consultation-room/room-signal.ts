import { loadIoRedis } from '../../lib/ioredis-on-demand'

// How one instance tells the others that a room changed (docs/decisions/090-consultation-room-presence.md).
// With REDIS_URL: a publish on the room's channel, which every instance holding a stream of that room
// receives at once. Without: nothing is sent, and each open stream reads the room from the database every
// second instead (the fallback, also what covers a Redis that stopped answering).

export type RoomSignal = {
  /** Says that `sessionId`'s room changed (best effort: a failure is the poll's to cover). */
  publish(sessionId: string): void
  /** Calls `listener` whenever `sessionId`'s room changes; answers the function that stops it. */
  subscribe(sessionId: string, listener: () => void): () => void
  close(): Promise<void>
}

const CHANNEL = 'acolhe:room:'

/** No messaging between instances: the streams poll the database. */
export const pollOnlySignal: RoomSignal = {
  publish: () => {},
  subscribe: () => () => {},
  close: async () => {},
}

/** Redis publish/subscribe, one subscribing connection per instance for all its streams. */
export function redisRoomSignal(url: string): RoomSignal {
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 }
  const { Redis } = loadIoRedis()
  const publisher = new Redis(url, options)
  // A subscriber must queue its SUBSCRIBE until connected, and resubscribes by itself after a reconnect.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null })
  const ignore = () => {
    // The streams still read the database on their own schedule; ioredis keeps reconnecting.
  }
  publisher.on('error', ignore)
  subscriber.on('error', ignore)
  const listeners = new Map<string, Set<() => void>>()
  subscriber.on('message', (channel: string) => {
    for (const listener of listeners.get(channel.slice(CHANNEL.length)) ?? []) listener()
  })
  return {
    publish(sessionId) {
      publisher.publish(CHANNEL + sessionId, '1').catch(ignore)
    },
    subscribe(sessionId, listener) {
      let set = listeners.get(sessionId)
      if (!set) {
        set = new Set()
        listeners.set(sessionId, set)
        subscriber.subscribe(CHANNEL + sessionId).catch(ignore)
      }
      set.add(listener)
      return () => {
        const current = listeners.get(sessionId)
        current?.delete(listener)
        if (current && current.size === 0) {
          listeners.delete(sessionId)
          subscriber.unsubscribe(CHANNEL + sessionId).catch(ignore)
        }
      }
    },
    async close() {
      publisher.disconnect()
      subscriber.disconnect()
    },
  }
}
