/**
 * Contract of the embedded store: the mongoose operations the application relies
 * on behave as they do on MongoDB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installEmbeddedDriver } from '../src/infra/store/mongoose-hooks.js';

const ownerSchema = new Schema({ name: String });
const itemSchema = new Schema({
  name: { type: String, required: true },
  code: { type: String, unique: true, sparse: true },
  qty: { type: Number, default: 0 },
  tags: [String],
  note: { type: String, default: null },
  owner: { type: Schema.Types.ObjectId, ref: 'Owner' },
  parts: [new Schema({ label: String, weight: Number })],
  nested: { level: Number },
});

function models(conn: Connection) {
  return {
    Owner: conn.model('Owner', ownerSchema),
    Item: conn.model('Item', itemSchema),
  };
}

async function open(uri: string) {
  const conn = await mongoose.createConnection(uri).asPromise();
  const m = models(conn);
  await m.Item.init();
  return { conn, ...m };
}

describe('embedded store (nedb://memory)', () => {
  let ctx: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    installEmbeddedDriver();
    ctx = await open('nedb://memory');
  });
  afterAll(async () => ctx.conn.close());

  it('creates and reads back by id, with defaults and ObjectIds', async () => {
    const owner = await ctx.Owner.create({ name: 'Ana' });
    const item = await ctx.Item.create({ name: 'ball', owner: owner._id });
    expect(item._id).toBeInstanceOf(mongoose.Types.ObjectId);
    const found = await ctx.Item.findById(item._id);
    expect(found?.name).toBe('ball');
    expect(found?.qty).toBe(0);
    expect(found?.owner?.toString()).toBe(owner._id.toString());
    const lean = await ctx.Item.findById(item._id).lean();
    expect(lean?._id).toBeInstanceOf(mongoose.Types.ObjectId);
  });

  it('inserts many and finds with filter, sort, skip, limit, select and lean', async () => {
    await ctx.Item.insertMany(
      Array.from({ length: 20 }, (_, i) => ({ name: `n${String(i).padStart(2, '0')}`, qty: i, tags: i % 2 ? ['odd'] : ['even'] })),
    );
    const page = await ctx.Item.find({ qty: { $gte: 5 }, tags: 'odd' })
      .sort({ qty: -1 })
      .skip(1)
      .limit(3)
      .select('name qty')
      .lean();
    expect(page.map((p) => p.qty)).toEqual([17, 15, 13]);
    expect(page[0]).not.toHaveProperty('tags');
    const regex = await ctx.Item.find({ name: { $regex: /^n1/ } }).countDocuments();
    expect(regex).toBe(10);
    const or = await ctx.Item.find({ $or: [{ qty: 1 }, { qty: { $in: [2, 3] } }] });
    expect(or.map((d) => d.qty).sort()).toEqual([1, 2, 3]);
    expect(await ctx.Item.countDocuments({ tags: 'even' })).toBe(10);
    expect((await ctx.Item.distinct('tags')).sort()).toEqual(['even', 'odd']);
  });

  it('projects as MongoDB does: top-level fields (sorted on one left out), _id alone, _id excluded, nested paths', async () => {
    await ctx.Item.insertMany([
      { name: 'proj-a', qty: 3, nested: { level: 1 } },
      { name: 'proj-b', qty: 1 },
    ]);
    const byQty = { name: { $regex: /^proj-/ } };
    const picked = await ctx.Item.collection.find(byQty, { projection: { name: 1, nested: 1 }, sort: { qty: 1 } }).toArray();
    expect(picked.map((d) => Object.keys(d).sort())).toEqual([
      ['_id', 'name'],
      ['_id', 'name', 'nested'],
    ]);
    expect(picked.map((d) => d.name)).toEqual(['proj-b', 'proj-a']);
    expect(picked[1]?._id).toBeInstanceOf(mongoose.Types.ObjectId);
    const ids = await ctx.Item.collection.find(byQty, { projection: { _id: 1 } }).toArray();
    expect(ids.map((d) => Object.keys(d))).toEqual([['_id'], ['_id']]);
    const noId = await ctx.Item.collection.find(byQty, { projection: { name: 1, _id: 0 }, sort: { name: 1 } }).toArray();
    expect(noId).toEqual([{ name: 'proj-a' }, { name: 'proj-b' }]);
    const allButId = await ctx.Item.collection.find({ name: 'proj-a' }, { projection: { _id: 0 } }).toArray();
    expect(allButId[0]).toMatchObject({ name: 'proj-a', qty: 3, nested: { level: 1 } });
    expect(allButId[0]).not.toHaveProperty('_id');
    const nested = await ctx.Item.collection.find({ name: 'proj-a' }, { projection: { 'nested.level': 1, _id: 0 } }).toArray();
    expect(nested).toEqual([{ nested: { level: 1 } }]);
  });

  it('keeps MongoDB null semantics: {f: null} matches missing fields, {$ne: null} does not', async () => {
    await ctx.Item.collection.insertOne({ name: 'no-note' });
    await ctx.Item.create({ name: 'with-note', note: 'x' });
    const nulls = await ctx.Item.find({ note: null, name: { $in: ['no-note', 'with-note'] } });
    expect(nulls.map((d) => d.name)).toEqual(['no-note']);
    const notNull = await ctx.Item.find({ note: { $ne: null }, name: { $in: ['no-note', 'with-note'] } });
    expect(notNull.map((d) => d.name)).toEqual(['with-note']);
  });

  it('findOneAndUpdate returns the new document and upserts with $setOnInsert', async () => {
    const created = await ctx.Item.findOneAndUpdate(
      { code: 'UP-1' },
      { $inc: { qty: 2 }, $setOnInsert: { name: 'upserted' } },
      { returnDocument: 'after', upsert: true },
    );
    expect(created?.name).toBe('upserted');
    expect(created?.qty).toBe(2);
    const again = await ctx.Item.findOneAndUpdate(
      { code: 'UP-1' },
      { $inc: { qty: 3 }, $setOnInsert: { name: 'ignored' } },
      { returnDocument: 'after', upsert: true },
    );
    expect(again?.name).toBe('upserted');
    expect(again?.qty).toBe(5);
    const before = await ctx.Item.findOneAndUpdate({ code: 'UP-1' }, { $set: { qty: 0 } });
    expect(before?.qty).toBe(5);
    expect(await ctx.Item.findOneAndUpdate({ code: 'missing' }, { $set: { qty: 1 } }, { returnDocument: 'after' })).toBeNull();
  });

  it('guards an update with a condition (a budget check) atomically', async () => {
    const wallet = await ctx.Item.create({ name: 'wallet', qty: 100 });
    const spend = (amount: number) =>
      ctx.Item.findOneAndUpdate({ _id: wallet._id, qty: { $gte: amount } }, { $inc: { qty: -amount } }, { returnDocument: 'after' });
    const results = await Promise.all([spend(60), spend(60)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await ctx.Item.findById(wallet._id))?.qty).toBe(40);
  });

  it('updateOne applies $set, $inc, $push, $pull and nested paths', async () => {
    const item = await ctx.Item.create({ name: 'u', tags: ['a', 'b'] });
    const r = await ctx.Item.updateOne({ _id: item._id }, { $set: { 'nested.level': 3 }, $inc: { qty: 4 }, $push: { tags: 'c' } });
    expect(r.matchedCount).toBe(1);
    expect(r.modifiedCount).toBe(1);
    await ctx.Item.updateOne({ _id: item._id }, { $pull: { tags: 'a' } });
    const after = await ctx.Item.findById(item._id).lean();
    expect(after?.tags).toEqual(['b', 'c']);
    expect(after?.qty).toBe(4);
    expect(after?.nested?.level).toBe(3);
    const none = await ctx.Item.updateOne({ name: 'nobody' }, { $set: { qty: 1 } });
    expect(none.matchedCount).toBe(0);
  });

  it('updates array elements by positional $ and arrayFilters', async () => {
    const item = await ctx.Item.create({
      name: 'parts',
      parts: [
        { label: 'a', weight: 1 },
        { label: 'b', weight: 2 },
      ],
    });
    await ctx.Item.updateOne({ _id: item._id, 'parts.label': 'b' }, { $set: { 'parts.$.weight': 20 } });
    await ctx.Item.updateOne({ _id: item._id }, { $inc: { 'parts.$[p].weight': 5 } }, { arrayFilters: [{ 'p.label': 'a' }] });
    const after = await ctx.Item.findById(item._id).lean();
    expect(after?.parts.map((p) => p.weight)).toEqual([6, 20]);
  });

  it('save() persists edits to a subdocument array and enforces versioning', async () => {
    const item = await ctx.Item.create({ name: 's', parts: [{ label: 'x', weight: 1 }] });
    const doc = await ctx.Item.findById(item._id);
    if (!doc) throw new Error('missing');
    doc.parts[0]!.weight = 9;
    doc.parts.push({ label: 'y', weight: 2 });
    await doc.save();
    const reread = await ctx.Item.findById(item._id).lean();
    expect(reread?.parts.map((p) => [p.label, p.weight])).toEqual([
      ['x', 9],
      ['y', 2],
    ]);

    const a = await ctx.Item.findById(item._id);
    const b = await ctx.Item.findById(item._id);
    a!.parts.pull(a!.parts[0]!._id);
    await a!.save();
    b!.parts[0]!.weight = 100;
    b!.parts.pull(b!.parts[1]!._id);
    await expect(b!.save()).rejects.toThrow(/version/i);
  });

  it('reports unique index violations as code 11000', async () => {
    await ctx.Item.create({ name: 'first', code: 'DUP' });
    await expect(ctx.Item.create({ name: 'second', code: 'DUP' })).rejects.toMatchObject({ code: 11000 });
    expect(await ctx.Item.countDocuments({ code: 'DUP' })).toBe(1);
    // sparse: many documents without a code are fine
    await ctx.Item.create([{ name: 'nc1' }, { name: 'nc2' }]);
  });

  it('populates references', async () => {
    const owner = await ctx.Owner.create({ name: 'Bo' });
    await ctx.Item.create({ name: 'owned', owner: owner._id });
    const item = await ctx.Item.findOne({ name: 'owned' }).populate<{ owner: { name: string } }>('owner');
    expect(item?.owner.name).toBe('Bo');
  });

  it('deletes one and many', async () => {
    await ctx.Item.insertMany([
      { name: 'del', qty: 1 },
      { name: 'del', qty: 2 },
      { name: 'del', qty: 3 },
    ]);
    expect((await ctx.Item.deleteOne({ name: 'del' })).deletedCount).toBe(1);
    expect((await ctx.Item.deleteMany({ name: 'del' })).deletedCount).toBe(2);
    expect(await ctx.Item.countDocuments({ name: 'del' })).toBe(0);
  });

  it('runs bulkWrite and a simple aggregation with $lookup', async () => {
    const owner = await ctx.Owner.create({ name: 'Agg' });
    await ctx.Item.bulkWrite([
      { insertOne: { document: { name: 'agg', qty: 2, owner: owner._id } } },
      { insertOne: { document: { name: 'agg', qty: 5, owner: owner._id } } },
      { updateOne: { filter: { name: 'agg', qty: 2 }, update: { $inc: { qty: 1 } } } },
    ]);
    const rows = await ctx.Item.aggregate<{ _id: string; total: number; owner: { name: string }[] }>([
      { $match: { name: 'agg' } },
      { $group: { _id: '$owner', total: { $sum: '$qty' } } },
      { $lookup: { from: 'owners', localField: '_id', foreignField: '_id', as: 'owner' } },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.total).toBe(8);
    expect(rows[0]?.owner[0]?.name).toBe('Agg');
  });

  it('runs a bulkWrite of guarded per-id updates as one batch, with MongoDB semantics', async () => {
    const docs = await ctx.Item.insertMany(Array.from({ length: 30 }, (_, i) => ({ name: `batch${i}`, qty: i, nested: { level: 1 } })));
    const result = await ctx.Item.bulkWrite(
      docs.map((d, i) => ({
        updateOne: {
          // Every third guard fails: those documents stay as they were.
          filter: { _id: d._id, qty: { $lt: i % 3 === 0 ? -1 : 100 } },
          update: { $set: { note: `n${i}`, 'nested.level': 2 }, $inc: { qty: 1000 }, $push: { tags: 'batched' } },
        },
      })),
    );
    expect(result.matchedCount).toBe(20);
    const after = await ctx.Item.find({ name: /^batch/ })
      .sort({ qty: 1 })
      .lean();
    const touched = after.filter((d) => d.qty >= 1000);
    expect(touched).toHaveLength(20);
    for (const d of touched) expect(d).toMatchObject({ note: `n${d.qty - 1000}`, nested: { level: 2 }, tags: ['batched'] });
    expect(after.filter((d) => d.qty < 1000).every((d) => d.note === null && d.nested?.level === 1)).toBe(true);
  });

  it('rejects a batch that breaks a unique index as a whole, with code 11000', async () => {
    const [a, b] = await ctx.Item.insertMany([
      { name: 'u1', code: 'U1' },
      { name: 'u2', code: 'U2' },
    ]);
    await expect(
      ctx.Item.bulkWrite([
        { updateOne: { filter: { _id: a?._id }, update: { $set: { qty: 1 } } } },
        { updateOne: { filter: { _id: b?._id }, update: { $set: { code: 'U1' } } } },
      ]),
    ).rejects.toMatchObject({ code: 11000 });
    expect((await ctx.Item.findById(a?._id).lean())?.qty).toBe(0);
    expect((await ctx.Item.findById(b?._id).lean())?.code).toBe('U2');
  });

  it('hands out copies: changing what a read returned never changes the stored document', async () => {
    const Stamped = ctx.conn.model(
      'Stamped',
      new Schema({ at: Date, tags: [String], parts: [{ label: String }], nested: { level: Number } }),
    );
    const when = new Date('2026-01-01T00:00:00Z');
    const { _id } = await Stamped.create({ at: when, tags: ['a'], parts: [{ label: 'p' }], nested: { level: 1 } });
    const spoil = (
      d: { at?: Date | null; tags: string[]; parts: Array<{ label?: string | null }>; nested?: { level?: number | null } | null } | null,
    ) => {
      d?.at?.setUTCFullYear(1999);
      d?.tags.push('spoiled');
      if (d?.parts[0]) d.parts[0].label = 'spoiled';
      if (d?.nested) d.nested.level = 99;
    };
    spoil(await Stamped.findById(_id).lean());
    spoil((await Stamped.find({ _id }).lean())[0] ?? null);
    spoil(await Stamped.findOneAndUpdate({ _id }, { $set: { 'nested.level': 1 } }, { returnDocument: 'after' }).lean());
    spoil((await Stamped.aggregate<Parameters<typeof spoil>[0]>([{ $match: { _id } }]))[0] ?? null);
    const stored = await Stamped.findById(_id).lean();
    expect(stored).toMatchObject({ at: when, tags: ['a'], parts: [{ label: 'p' }], nested: { level: 1 } });
  });

  it('inserts a batch of hundreds in order, and stops at its first duplicate as MongoDB does', async () => {
    const Slotted = ctx.conn.model('Slotted', new Schema({ slot: { type: Number, unique: true } }));
    await Slotted.init();
    await Slotted.insertMany(Array.from({ length: 600 }, (_, i) => ({ slot: i })));
    expect((await Slotted.find({}).sort({ slot: 1 }).lean()).map((d) => d.slot)).toEqual(Array.from({ length: 600 }, (_, i) => i));
    // The 401st repeats the first: the 400 before it stay, nothing after it is written.
    const batch = Array.from({ length: 600 }, (_, i) => ({ slot: i === 400 ? 1000 : 1000 + i }));
    await expect(Slotted.insertMany(batch)).rejects.toThrow(/duplicate key/i);
    expect(await Slotted.countDocuments({ slot: { $gte: 1000 } })).toBe(400);
  });

  it('keeps every index right when a batch leaves indexed keys unchanged, or changes them', async () => {
    const Keyed = ctx.conn.model(
      'Keyed',
      new Schema({ group: { type: String, index: true }, slot: { type: Number, unique: true }, qty: Number }),
    );
    await Keyed.init();
    const docs = await Keyed.insertMany(Array.from({ length: 12 }, (_, i) => ({ group: i % 2 ? 'odd' : 'even', slot: i, qty: 0 })));
    // Unchanged keys (the matchday shape), then a batch that moves one document to the other group.
    await Keyed.bulkWrite(docs.map((d) => ({ updateOne: { filter: { _id: d._id }, update: { $inc: { qty: 1 } } } })));
    await Keyed.bulkWrite([
      { updateOne: { filter: { _id: docs[0]?._id }, update: { $set: { group: 'odd' }, $inc: { qty: 1 } } } },
      { updateOne: { filter: { _id: docs[1]?._id }, update: { $inc: { qty: 1 } } } },
    ]);
    const qtyOf = async (group: string) => (await Keyed.find({ group }).sort({ slot: 1 }).lean()).map((d) => [d.slot, d.qty]);
    expect(await qtyOf('even')).toEqual([2, 4, 6, 8, 10].map((slot) => [slot, 1]));
    expect(await qtyOf('odd')).toEqual([
      [0, 2],
      [1, 2],
      [3, 1],
      [5, 1],
      [7, 1],
      [9, 1],
      [11, 1],
    ]);
    expect((await Keyed.findOne({ slot: 4 }).lean())?.qty).toBe(1);
    // A unique violation in a later index undoes the batch in every index, the unchanged-key ones included.
    await expect(
      Keyed.bulkWrite([
        { updateOne: { filter: { _id: docs[2]?._id }, update: { $inc: { qty: 5 } } } },
        { updateOne: { filter: { _id: docs[3]?._id }, update: { $set: { slot: 2 } } } },
      ]),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await qtyOf('even')).toEqual([2, 4, 6, 8, 10].map((slot) => [slot, 1]));
    expect((await Keyed.find({ slot: 3 }).lean()).map((d) => d.group)).toEqual(['odd']);
  });

  it('gives exactly 200 after 200 concurrent $inc', async () => {
    const counter = await ctx.Item.create({ name: 'counter', qty: 0 });
    await Promise.all(Array.from({ length: 200 }, () => ctx.Item.updateOne({ _id: counter._id }, { $inc: { qty: 1 } })));
    expect((await ctx.Item.findById(counter._id))?.qty).toBe(200);
  });
});

describe('embedded store (file)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hardwood-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('persists across a restart, unique indexes included', async () => {
    installEmbeddedDriver();
    const uri = `nedb://${dir}`;
    const first = await open(uri);
    const owner = await first.Owner.create({ name: 'Persisted' });
    await first.Item.create({ name: 'kept', code: 'K1', owner: owner._id, parts: [{ label: 'p', weight: 3 }] });
    await first.Item.updateOne({ code: 'K1' }, { $inc: { qty: 7 } });
    const batch = await first.Item.insertMany([{ name: 'b1' }, { name: 'b2' }]);
    await first.Item.bulkWrite(batch.map((d, i) => ({ updateOne: { filter: { _id: d._id }, update: { $set: { qty: 10 + i } } } })));
    await first.conn.close();

    const second = await open(uri);
    const item = await second.Item.findOne({ code: 'K1' }).populate<{ owner: { name: string } }>('owner');
    expect(item?.qty).toBe(7);
    expect(item?.owner.name).toBe('Persisted');
    expect(item?.parts[0]?.weight).toBe(3);
    expect((await second.Item.find({ name: /^b\d$/ }).sort({ name: 1 }).lean()).map((d) => d.qty)).toEqual([10, 11]);
    await expect(second.Item.create({ name: 'dup', code: 'K1' })).rejects.toMatchObject({ code: 11000 });
    await second.conn.close();
  });
});
