/**
 * Rate-limit counters every API process shares: with REDIS_URL
 * set, the sign-up and login limits count in Redis (rate-limit-redis), so a
 * visitor spread over several processes by the proxy gets no more attempts
 * than from one. Without Redis each limiter keeps its bounded in-memory store.
 */
import type { Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';

/** A store per limiter name (its keys under their own prefix). */
export type RateStoreFactory = (limiter: string) => Store;

export function redisRateStores(redis: Redis): RateStoreFactory {
  return (limiter) =>
    new RedisStore({
      prefix: `hw:rate:${limiter}:`,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    });
}
