/**
 * The player editor: the career's own world
 * only. An edit is validated by the shared form schema, and the server
 * recomputes what follows from it (overall rating, career phase; the market
 * value is computed from those when read). The first saved edit marks the
 * career as a sandbox (the world's editorUsedAt, shown on the profile); only then
 * does the editor show potentials the game otherwise hides.
 */
import mongoose from 'mongoose';
import {
  careerPhaseForAge,
  marketValue,
  overallRating,
  playerFormSchema,
  skillsOf,
  type EditorPlayer,
  type ImportPlayersResponse,
  type PlayerForm,
} from '@hardwood/shared';
import { WorldModel } from '../../models/worlds/world.model.js';
import { NotFoundError } from '../../infra/errors/domain-errors.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';

export const PLAYER_NOT_FOUND = 'Player not found';
/** How many failures an import answers with their reasons (the count covers all). */
const ERRORS_LISTED = 20;

/** `potential`: the exact one in a sandbox career, else what the rest of the game may show. */
export function toEditorPlayer(p: PlayerDoc, potential: number | null = p.potential): EditorPlayer {
  return {
    id: p._id.toString(),
    teamId: p.teamId ? p.teamId.toString() : null,
    name: p.name,
    position: p.position,
    age: p.age,
    height: p.height,
    weight: p.weight,
    nationality: p.nationality,
    avatarUrl: p.avatarUrl ?? null,
    potential,
    overallRating: p.overallRating,
    marketValue: marketValue(p.overallRating, p.age),
    ...skillsOf(p),
  };
}

/** The stored fields an edit sets: the form's, and what the server derives from them. */
export function editedFields(form: PlayerForm) {
  const skills = skillsOf(form);
  return {
    name: form.name,
    position: form.position,
    age: form.age,
    height: form.height,
    weight: form.weight,
    nationality: form.nationality,
    avatarUrl: form.avatarUrl ? form.avatarUrl : null,
    // Absent when the form or the file hid it: the stored potential stays.
    ...(form.potential !== undefined ? { potential: form.potential } : {}),
    ...skills,
    overallRating: overallRating(form.position, skills),
    careerPhase: careerPhaseForAge(form.age),
  };
}

export async function markEditorUsed(worldId: mongoose.Types.ObjectId): Promise<void> {
  await WorldModel.updateOne({ _id: worldId, editorUsedAt: null }, { $set: { editorUsedAt: new Date() } });
}

/** One player of the career's world edited; another career's or the catalogue's ids answer 404. */
export async function updatePlayer(
  worldId: mongoose.Types.ObjectId,
  playerId: mongoose.Types.ObjectId,
  form: PlayerForm,
): Promise<EditorPlayer> {
  const updated = await PlayerModel.findOneAndUpdate(
    { _id: playerId, worldId },
    { $set: editedFields(form) },
    { returnDocument: 'after' },
  ).lean<PlayerDoc>();
  if (!updated) throw new NotFoundError(PLAYER_NOT_FOUND);
  await markEditorUsed(worldId);
  return toEditorPlayer(updated);
}

/**
 * Many rows at once (the CSV import): each validated like the PUT, the
 * valid ones of this career written in one bulk write, every other row
 * counted as failed with its reason. A bad row never stops the good ones.
 */
export async function importPlayers(
  worldId: mongoose.Types.ObjectId,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<ImportPlayersResponse> {
  const errors: Array<{ id: string; message: string }> = [];
  const valid: Array<{ id: mongoose.Types.ObjectId; form: PlayerForm }> = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const id = typeof row.id === 'string' ? row.id : String(row.id ?? '');
    if (!mongoose.isValidObjectId(id)) {
      errors.push({ id, message: PLAYER_NOT_FOUND });
      continue;
    }
    if (seen.has(id)) {
      errors.push({ id, message: 'This player appears twice in the file' });
      continue;
    }
    seen.add(id);
    const parsed = playerFormSchema.safeParse(row);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({ id, message: `${issue?.path.join('.') ?? 'row'}: ${issue?.message ?? 'Invalid'}` });
      continue;
    }
    valid.push({ id: new mongoose.Types.ObjectId(id), form: parsed.data });
  }
  // Only this career's players: ids of another career or of the catalogue fail like unknown ones.
  const own = new Set(
    (await PlayerModel.find({ worldId, _id: { $in: valid.map((v) => v.id) } }, { _id: 1 }).lean()).map((p) => p._id.toString()),
  );
  const writes = valid.filter((v) => {
    if (own.has(v.id.toString())) return true;
    errors.push({ id: v.id.toString(), message: PLAYER_NOT_FOUND });
    return false;
  });
  if (writes.length > 0) {
    await PlayerModel.bulkWrite(
      writes.map((w) => ({ updateOne: { filter: { _id: w.id, worldId }, update: { $set: editedFields(w.form) } } })),
    );
    await markEditorUsed(worldId);
  }
  return { updated: writes.length, failed: errors.length, errors: errors.slice(0, ERRORS_LISTED) };
}
