/**
 * Change tracking that reuses its bookkeeping (issue 15's 2,000 rooms).
 *
 * @colyseus/schema 3 (and 4) ends every patch by giving each changed
 * structure fresh change sets (`endEncode`: new `indexes`, `operations` and
 * `indexedOperations` objects) and the encoder a fresh queue head
 * (`discardChanges`). A structure changes again only at its room's next
 * patch, about 0.7 s later at 1.4 patches a second, so those objects outlive
 * a scavenge, are promoted, and die in the old generation. Dead old objects
 * still count as roots for the next scavenge through the remembered set, so
 * the young arrays the next patch writes into them survive and are promoted
 * too (generational "nepotism"). Measured with `--trace-gc-nvp` at 2,000
 * rooms: of ~20 MB allocated between scavenges ~16 MB survived, and each
 * scavenge paused the process 25-65 ms, which made every room's tick late.
 *
 * Here the same objects are emptied in place instead, for plain schema
 * structures without view filters, where the change set's operations list
 * exactly the indexes written (collections shift their indexes on splice and
 * unshift, and filtered structures share `indexedOperations` between two
 * change sets: both keep the library's own code). The queue's nodes are
 * unlinked as they are discarded, so a dead node holds nothing young.
 * What goes on the wire is unchanged byte for byte (schema-change-reuse.test.ts).
 *
 * Installed only over the library code it was written against: the original
 * methods' source is compared first, and anything else is left alone with a
 * warning (an upgrade is then measured again before this is adapted).
 */
import { ChangeTree, Encoder, Schema } from '@colyseus/schema';

/** The library's code this replaces, whitespace-normalized (@colyseus/schema 3.0.76). */
const EXPECTED_END_ENCODE =
  'endEncode(changeSetName) { this.indexedOperations = {}; // clear changeset this[changeSetName] = createChangeSet(); // ArraySchema and MapSchema have a custom "encode end" method this.ref[$onEncodeEnd]?.(); // Not a new instance anymore this.isNew = false; }';
const EXPECTED_DISCARD_CHANGES =
  'discardChanges() { // discard shared changes let current = this.root.changes.next; while (current) { current.changeTree.endEncode(\'changes\'); current = current.next; } this.root.changes = createChangeTreeList(); // discard filtered changes current = this.root.filteredChanges.next; while (current) { current.changeTree.endEncode(\'filteredChanges\'); current = current.next; } this.root.filteredChanges = createChangeTreeList(); }';

interface ChangeSet {
  indexes: Record<number, number>;
  operations: Array<number | undefined>;
  queueRootNode?: QueueNode;
}
interface QueueNode {
  changeTree: TrackedTree;
  next?: QueueNode;
  prev?: QueueNode;
}
interface QueueList {
  next?: QueueNode;
  tail?: QueueNode;
}
interface TrackedTree {
  ref: object;
  isNew: boolean;
  indexedOperations: Record<number, number>;
  changes: ChangeSet;
  filteredChanges?: ChangeSet;
  endEncode(changeSetName: 'changes' | 'filteredChanges'): void;
}
interface TrackedEncoder {
  root: { changes: QueueList; filteredChanges: QueueList };
}

type EndEncode = (this: TrackedTree, changeSetName: 'changes' | 'filteredChanges') => void;
type DiscardChanges = (this: TrackedEncoder) => void;

const treeProto = ChangeTree.prototype as unknown as { endEncode: EndEncode };
const encoderProto = Encoder.prototype as unknown as { discardChanges: DiscardChanges };
const originalEndEncode = treeProto.endEncode;
const originalDiscardChanges = encoderProto.discardChanges;

const normalized = (fn: unknown) => String(fn).replace(/\s+/g, ' ').trim();

/** A plain structure (not a collection) whose changes are not filtered per view. */
const isPlainStructure = (tree: TrackedTree) => tree.filteredChanges === undefined && tree.ref instanceof Schema;

const reusingEndEncode: EndEncode = function (changeSetName) {
  if (changeSetName !== 'changes' || !isPlainStructure(this)) return originalEndEncode.call(this, changeSetName);
  const changeSet = this.changes;
  const { operations, indexes } = changeSet;
  const indexed = this.indexedOperations;
  // Every index written since the last patch is in `operations` (negative entries are index-less operations).
  for (let i = 0; i < operations.length; i += 1) {
    const index = operations[i];
    if (index === undefined || index < 0) continue;
    delete indexes[index];
    delete indexed[index];
  }
  operations.length = 0;
  changeSet.queueRootNode = undefined;
  // Plain structures have no `$onEncodeEnd` hook (only collections do), and are no longer new.
  this.isNew = false;
};

const reusingDiscardChanges: DiscardChanges = function () {
  for (const name of ['changes', 'filteredChanges'] as const) {
    const list = this.root[name];
    let current = list.next;
    while (current) {
      const next = current.next;
      current.changeTree.endEncode(name);
      current.next = current.prev = undefined;
      current = next;
    }
    list.next = list.tail = undefined;
  }
};

let installed = false;

/**
 * Installs the in-place reset once per process; true when it is in place.
 * Call before any room's state is encoded (the game server does, when its rooms are defined).
 */
export function installSchemaChangeReuse(): boolean {
  if (installed) return true;
  if (normalized(originalEndEncode) !== EXPECTED_END_ENCODE || normalized(originalDiscardChanges) !== EXPECTED_DISCARD_CHANGES) {
    console.warn('[game-server] @colyseus/schema is not the version schema-change-reuse.ts was written against: its change tracking is left as it is (expect longer GC pauses with many rooms)');
    return false;
  }
  treeProto.endEncode = reusingEndEncode;
  encoderProto.discardChanges = reusingDiscardChanges;
  installed = true;
  return true;
}

/** Puts the library's own methods back (tests compare both). */
export function uninstallSchemaChangeReuse(): void {
  treeProto.endEncode = originalEndEncode;
  encoderProto.discardChanges = originalDiscardChanges;
  installed = false;
}
