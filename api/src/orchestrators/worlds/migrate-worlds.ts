/**
 * Moves a store written before worlds to their ownership: every career record
 * keyed by its user (`userId`) is keyed by its world (`worldId`), and every
 * user with a career gets a world of his own (it takes his id, as a new
 * career's does) with one seat, his club. Runs at start, before the models'
 * indexes are built (the old unique indexes on `userId` would refuse the
 * renamed documents, and the new ones on `worldId` the unrenamed).
 *
 * No transactions: each step is idempotent and the order makes a kill at any
 * write harmless. Indexes go first, then each collection's documents (a
 * filter on the old field finds what a killed run left), then each user
 * (world and seat upserted, the user's old fields unset last), then the mark
 * that lets later starts skip the scans.
 */
import type mongoose from 'mongoose';

type Db = mongoose.mongo.Db;
type Collection = mongoose.mongo.Collection;

/**
 * The collections whose documents carried the owner key `userId` in the release before worlds: that release's
 * world models, fixed here as they were (a model added later never had the old key, so this list does not follow them).
 */
export const WORLD_COLLECTIONS = [
  'aimarketplans',
  'contractrenewals',
  'moralelevers',
  'playingtimepromises',
  'injuries',
  'sponsorships',
  'loans',
  'scoutreports',
  'academies',
  'youthplayers',
  'youthtournamentmatches',
  'youthprospects',
  'seasonends',
  'seasonhistories',
  'salarypayments',
  'agentrequests',
  'officereads',
  'deals',
  'offercounters',
  'scoutedteams',
  'news',
  'transactions',
  'worldmatches',
  'matchdayprocessings',
  'playermatchstats',
  'startinglineups',
  'standings',
  'matches',
  'seasons',
  'players',
  'teams',
] as const;

/**
 * The records private to a club, and the field naming the club: a career's
 * were all its manager's, so a migrated world gives them its one seat's club.
 */
export const CLUB_OWNED: Readonly<Record<string, string>> = {
  agentrequests: 'teamId',
  officereads: 'teamId',
  news: 'teamId',
  youthplayers: 'teamId',
  youthtournamentmatches: 'teamId',
  youthprospects: 'teamId',
  offercounters: 'teamId',
  contractrenewals: 'teamId',
  moralelevers: 'teamId',
  playingtimepromises: 'teamId',
  scoutreports: 'teamId',
  scoutedteams: 'ownerTeamId',
};

const MARK_COLLECTION = 'storemarks';
const MARK_ID = 'worlds-own-records';

export interface MigrationReport {
  skipped: boolean;
  renamed: Record<string, number>;
  droppedIndexes: string[];
  worlds: number;
}

/** Runs the migration if the store has not had it; `onWrite` sees each step (tests kill a run there). */
export async function migrateToWorlds(db: Db, onWrite: (step: string) => void = () => {}): Promise<MigrationReport> {
  const report: MigrationReport = { skipped: false, renamed: {}, droppedIndexes: [], worlds: 0 };
  const marks = db.collection<{ _id: string; at: Date }>(MARK_COLLECTION);
  if (await marks.findOne({ _id: MARK_ID })) return { ...report, skipped: true };

  // Every collection is asked, listed or not: the embedded store lists only the collections this process has opened.
  for (const name of WORLD_COLLECTIONS) {
    const collection = db.collection(name);
    report.droppedIndexes.push(...(await dropUserIndexes(collection, onWrite)));
    onWrite(`rename:${name}`);
    const { modifiedCount } = await collection.updateMany({ userId: { $exists: true } }, { $rename: { userId: 'worldId' } });
    report.renamed[name] = modifiedCount;
  }
  report.worlds = await seatCareerUsers(db, onWrite);
  onWrite('mark');
  await marks.updateOne({ _id: MARK_ID }, { $setOnInsert: { at: new Date() } }, { upsert: true });
  return report;
}

/** Drops the indexes whose key names `userId` (their `worldId` counterparts are built from the models afterwards). */
async function dropUserIndexes(collection: Collection, onWrite: (step: string) => void): Promise<string[]> {
  const dropped: string[] = [];
  for (const index of await collection.listIndexes().toArray()) {
    const key = (index as { key?: Record<string, unknown>; name?: string }).key ?? {};
    const name = (index as { name?: string }).name;
    if (!name || !Object.keys(key).includes('userId')) continue;
    onWrite(`drop-index:${collection.collectionName}.${name}`);
    await collection.dropIndex(name);
    dropped.push(`${collection.collectionName}.${name}`);
  }
  return dropped;
}

interface LegacyUser {
  _id: mongoose.Types.ObjectId;
  isSetupComplete?: boolean;
  teamId?: mongoose.Types.ObjectId | null;
  careerSeed?: string | null;
  editorUsedAt?: Date | null;
}

/**
 * Each user still holding the old career fields: a set-up career becomes a
 * world (the user's id, his seed and editor flag) with his seat, and the
 * club-private records name his club; then the user names the world and
 * drops the old fields. A user without a career
 * only drops them.
 */
async function seatCareerUsers(db: Db, onWrite: (step: string) => void): Promise<number> {
  const users = db.collection<LegacyUser>('users');
  const legacy = await users
    .find({ $or: [{ teamId: { $exists: true } }, { careerSeed: { $exists: true } }, { editorUsedAt: { $exists: true } }] })
    .toArray();
  let worlds = 0;
  for (const user of legacy) {
    const career = Boolean(user.isSetupComplete && user.teamId);
    if (career && user.teamId) {
      onWrite(`world:${user._id.toString()}`);
      await db.collection('worlds').updateOne(
        { _id: user._id },
        {
          $setOnInsert: {
            kind: 'career',
            name: '',
            seed: user.careerSeed ?? null,
            editorUsedAt: user.editorUsedAt ?? null,
            createdAt: new Date(),
            updatedAt: new Date(),
            __v: 0,
          },
        },
        { upsert: true },
      );
      onWrite(`seat:${user._id.toString()}`);
      await db
        .collection('seats')
        .updateOne(
          { worldId: user._id, userId: user._id },
          { $setOnInsert: { teamId: user.teamId, createdAt: new Date(), updatedAt: new Date(), __v: 0 } },
          { upsert: true },
        );
      for (const [name, field] of Object.entries(CLUB_OWNED)) {
        onWrite(`owner:${name}:${user._id.toString()}`);
        await db.collection(name).updateMany({ worldId: user._id, [field]: { $exists: false } }, { $set: { [field]: user.teamId } });
      }
      worlds += 1;
    }
    onWrite(`user:${user._id.toString()}`);
    await users.updateOne(
      { _id: user._id },
      { $set: { careerWorldId: career ? user._id : null }, $unset: { teamId: '', careerSeed: '', editorUsedAt: '' } },
    );
  }
  return worlds;
}
