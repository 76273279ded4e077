#!/usr/bin/env node
// Folder-level import cycles of api/src: how far the API is from a layered tree (the lint zones keep the layers; this counts what is left inside them).
//
// Usage:  node scripts/folder-cycles.mjs [repoRoot=.] [--src api/src] [--no-root] [--values-only] [--edges] [--json]
//   --edges        under each cycle, its folder → folder edges with the file imports behind them
//   --no-root      files directly in api/src (app.ts, main.ts, config.ts, …) belong to no folder and are left out
//   --values-only  leave out type-only imports (`import type`, `export type … from`, all-`type` named imports, import('…') types)
//
// Reads every api/src/**/*.ts file with the TypeScript parser (taken from the repository's own node_modules) and
// collects its relative module specifiers: `import … from`, `import '…'`, `export … from`, dynamic `import('…')`,
// type-position `import('…')` and `import x = require('…')`. A `.js` specifier names the `.ts` file beside it;
// an extensionless one names x.ts or x/index.ts. Type-only imports count: they are dependencies the source states.
// Each file belongs to a folder, counted two ways:
//   top  – the first folder under api/src (a file directly in api/src is "(root)")
//   leaf – the file's own folder relative to api/src
// For each grouping it prints the number of folders, every strongly connected component of more than one folder
// (Tarjan, over folder → folder edges, self-edges ignored) and the size of the largest.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const json = args.includes('--json');
const noRoot = args.includes('--no-root');
const valuesOnly = args.includes('--values-only');
const showEdges = args.includes('--edges');
const srcIdx = args.indexOf('--src');
const srcRel = srcIdx >= 0 ? args[srcIdx + 1] : 'api/src';
const positional = args.filter((a, i) => !a.startsWith('--') && !(srcIdx >= 0 && i === srcIdx + 1));
const root = path.resolve(positional[0] ?? '.');
const srcDir = path.join(root, srcRel);
if (!fs.existsSync(srcDir)) {
  console.error(`folder-cycles: no ${srcRel} under ${root}`);
  process.exit(2);
}

let ts;
try {
  ts = createRequire(path.join(root, 'package.json'))('typescript');
} catch {
  console.error(`folder-cycles: typescript is not installed under ${root} (run npm ci there first)`);
  process.exit(2);
}

function walk(dir) {
  const out = [];
  const rec = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) rec(p);
      else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
    }
  };
  rec(dir);
  return out.sort();
}

function specifiers(fileName, text) {
  const sf = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out = [];
  const add = (lit, typeOnly = false) => {
    if (typeOnly && valuesOnly) return;
    if (lit && (ts.isStringLiteral(lit) || ts.isNoSubstitutionTemplateLiteral(lit))) out.push(lit.text);
  };
  const importIsTypeOnly = (clause) => {
    if (!clause) return false; // `import './x.js'` runs the module
    if (clause.isTypeOnly) return true;
    const b = clause.namedBindings;
    return !clause.name && !!b && ts.isNamedImports(b) && b.elements.length > 0 && b.elements.every((e) => e.isTypeOnly);
  };
  const exportIsTypeOnly = (node) =>
    node.isTypeOnly ||
    (!!node.exportClause &&
      ts.isNamedExports(node.exportClause) &&
      node.exportClause.elements.length > 0 &&
      node.exportClause.elements.every((e) => e.isTypeOnly));
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, importIsTypeOnly(node.importClause));
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) add(node.moduleSpecifier, exportIsTypeOnly(node));
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression, node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const isFile = (p) => fs.existsSync(p) && fs.statSync(p).isFile();
function resolveRelative(fromFile, spec) {
  if (!/^\.\.?(\/|$)/.test(spec)) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  const cands = [];
  const m = /\.(m|c)?js$/.exec(base);
  if (m) cands.push(base.slice(0, -m[0].length) + m[0].replace('js', 'ts'), base.slice(0, -m[0].length) + '.tsx');
  cands.push(base, base + '.ts', base + '.tsx', path.join(base, 'index.ts'), path.join(base, 'index.tsx'));
  return cands.find(isFile) ?? null;
}

const started = performance.now();
const files = walk(srcDir);
const edges = []; // [fromRel, toRel]
const unresolved = [];
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  for (const spec of specifiers(file, text)) {
    if (!spec.startsWith('.')) continue;
    const target = resolveRelative(file, spec);
    if (!target) {
      unresolved.push(`${path.relative(root, file)} → ${spec}`);
      continue;
    }
    const rel = path.relative(srcDir, target);
    if (rel.startsWith('..')) continue; // outside api/src
    edges.push([path.relative(srcDir, file), rel]);
  }
}

const inRoot = (rel) => !rel.includes(path.sep);
const groupings = {
  top: (rel) => (rel.includes(path.sep) ? rel.split(path.sep)[0] : '(root)'),
  leaf: (rel) => (path.dirname(rel) === '.' ? '(root)' : path.dirname(rel).split(path.sep).join('/')),
};

function tarjan(nodes, adj) {
  let index = 0;
  const idx = new Map(),
    low = new Map(),
    onStack = new Set(),
    stack = [],
    sccs = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of adj.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      sccs.push(scc.sort());
    }
  };
  for (const v of nodes) if (!idx.has(v)) strong(v);
  return sccs;
}

const report = {
  root,
  src: srcRel,
  options: { noRoot, valuesOnly },
  files: files.length,
  relativeEdges: edges.length,
  unresolved,
  groupings: {},
};
for (const [name, group] of Object.entries(groupings)) {
  const nodes = [
    ...new Set(
      files
        .map((f) => path.relative(srcDir, f))
        .filter((r) => !(noRoot && inRoot(r)))
        .map(group),
    ),
  ].sort();
  const adj = new Map(nodes.map((n) => [n, new Set()]));
  const edgeFiles = new Map();
  for (const [a, b] of edges) {
    if (noRoot && (inRoot(a) || inRoot(b))) continue;
    const ga = group(a),
      gb = group(b);
    if (ga === gb) continue;
    adj.get(ga).add(gb);
    const k = `${ga} -> ${gb}`;
    if (!edgeFiles.has(k)) edgeFiles.set(k, []);
    edgeFiles.get(k).push(`${a} → ${b}`);
  }
  const folderEdges = [...adj.values()].reduce((s, x) => s + x.size, 0);
  const sccs = tarjan(nodes, adj)
    .filter((s) => s.length > 1)
    .sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
  report.groupings[name] = {
    folders: nodes.length,
    folderEdges,
    cycles: sccs,
    largestCycle: sccs[0]?.length ?? 0,
    cycleEdges: sccs.map((scc) => {
      const inScc = new Set(scc);
      return [...edgeFiles].filter(([k]) => k.split(' -> ').every((f) => inScc.has(f))).map(([k, v]) => ({ edge: k, imports: v }));
    }),
    foldersInCycles: sccs.reduce((s, c) => s + c.length, 0),
  };
}
report.ms = Math.round(performance.now() - started);

if (json) console.log(JSON.stringify(report, null, 2));
else {
  const opts = [noRoot && 'root files left out', valuesOnly && 'type-only imports left out'].filter(Boolean).join(', ');
  console.log(
    `${report.src} of ${report.root}: ${report.files} files, ${report.relativeEdges} relative imports inside it${opts ? ` (${opts})` : ''} (${report.ms} ms)`,
  );
  if (unresolved.length) console.log(`unresolved relative specifiers (${unresolved.length}):\n  ${unresolved.join('\n  ')}`);
  for (const [name, g] of Object.entries(report.groupings)) {
    const label = name === 'top' ? 'by top folder under api/src' : 'by leaf folder';
    console.log(`\n[${label}] folders: ${g.folders}, folder edges: ${g.folderEdges}`);
    console.log(
      `  cycles (SCCs > 1): ${g.cycles.length}; folders in cycles: ${g.foldersInCycles}; largest cycle: ${g.largestCycle} folders`,
    );
    g.cycles.forEach((c, i) => {
      console.log(`  SCC ${i + 1} (${c.length}): ${c.join(', ')}`);
      if (showEdges) for (const e of g.cycleEdges[i]) console.log(`    ${e.edge}  (${e.imports.length}: ${e.imports.join('; ')})`);
    });
  }
}
