// Prints the folder-level import graph of server/, src/ and common/ (or the homes named as
// arguments) and the groups of folders that import each other in a cycle.
import path from 'node:path';
import { cycles, fileEdges, folderGraph } from '../eslint-rules/folder-graph.js';

const root = path.resolve(import.meta.dirname, '..');
const homes = process.argv.slice(2);
const shown = (folder) => homes.length === 0 || homes.some((h) => folder === h || folder.startsWith(`${h}/`));
const graph = folderGraph(fileEdges(root));
for (const from of [...graph.keys()].sort()) {
  if (!shown(from)) continue;
  console.log(`${from} → ${[...graph.get(from).keys()].sort().join(', ') || '(nothing)'}`);
}
const groups = cycles(graph).filter((g) => g.some(shown));
console.log(`\n${groups.length} group(s) of folders in a cycle`);
for (const g of groups) console.log(`  ${g.join(' ⇄ ')}`);
