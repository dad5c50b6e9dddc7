import path from 'node:path';
import { fileEdges, folderGraph, folderOf, pathBetween, targetFolder } from './folder-graph.js';

/**
 * Folders import one way (docs/architecture.md): an import from folder A into folder B is refused
 * when B, through any of its files, already leads back to A. The graph is read from disk once per
 * ESLint process; the file being linted counts with the text ESLint is given.
 */
const edgesByRoot = new Map();

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses an import that closes a cycle between folders of server/, src/ or common/.' },
    schema: [],
    messages: {
      cycle:
        '{{from}} importing {{to}} closes a folder cycle: {{route}} (first back-import: {{file}}). Folders import one way; see docs/architecture.md.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = folderOf(root, file);
    if (!from) return {};
    if (!edgesByRoot.has(root)) edgesByRoot.set(root, fileEdges(root));
    const graph = folderGraph(edgesByRoot.get(root), path.relative(root, file));
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const to = targetFolder(root, file, spec);
      if (!to || to === from) return;
      const back = pathBetween(graph, to, from);
      if (!back) return;
      context.report({
        node: node.source,
        messageId: 'cycle',
        data: { from, to, route: [from, ...back].join(' → '), file: graph.get(back[0]).get(back[1]) },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
