/** scrypt password hashes: "scrypt$N$salt$hash" (base64), compared in constant time. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = 16384;

function scrypt(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve, reject) => scryptCb(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST);
  return `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Hashes a throwaway password once, ahead of the first sign-in that needs it. */
export function prepareUnknownAccountCheck(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  return dummyHash;
}

/**
 * A sign-in to an e-mail with no account runs the same scrypt as a wrong
 * password, so the answer's timing does not tell the two apart. Always false.
 */
export async function verifyUnknownAccount(password: string): Promise<false> {
  await verifyPassword(password, await prepareUnknownAccountCheck());
  return false;
}
