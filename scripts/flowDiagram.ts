import dagre from '@dagrejs/dagre';
import type { AnyStateMachine } from 'xstate';

/*
 * A machine as an SVG diagram, drawn offline from its definition: every state is a box
 * (compound states bold, with a dashed arrow to their initial state), every transition an
 * arrow labelled with its event and guard. Laid out top to bottom with dagre; the output is
 * the same for the same machine, so a stale diagram is caught by comparing files.
 */

interface TransitionLike {
  target?: Array<{ id: string }>;
  guard?: unknown;
}

interface NodeLike {
  id: string;
  key: string;
  type: string;
  initial?: { target: Array<{ id: string }> };
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  states: Record<string, NodeLike>;
}

const FONT = 12;
/** An average glyph width for the font below; no fonts are measured offline. */
const CHAR_WIDTH = 6.8;
const PADDING = 10;

function guardName(guard: unknown): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  const definition = guard as { type?: unknown; params?: unknown } | null;
  if (definition && typeof definition.type === 'string') {
    const params = definition.params === undefined ? '' : ` ${JSON.stringify(definition.params)}`;
    return ` [${definition.type}${params}]`;
  }
  return ' [guard]';
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface Edge {
  from: string;
  to: string;
  label: string;
  initial: boolean;
}

function collect(node: NodeLike, nodes: NodeLike[], edges: Edge[]): void {
  nodes.push(node);
  const initial = node.initial?.target[0];
  if (initial) edges.push({ from: node.id, to: initial.id, label: '', initial: true });
  const add = (event: string, transition: TransitionLike) => {
    for (const target of transition.target ?? []) {
      edges.push({
        from: node.id,
        to: target.id,
        label: `${event}${guardName(transition.guard)}`,
        initial: false,
      });
    }
  };
  for (const transition of node.always ?? []) add('always', transition);
  for (const [event, transitions] of node.transitions) {
    for (const transition of transitions) add(event.replace(/^xstate\./, ''), transition);
  }
  for (const child of Object.values(node.states)) collect(child, nodes, edges);
}

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH) + PADDING * 2;

/** The machine's diagram as a standalone SVG document. */
export function flowSvg(machine: AnyStateMachine): string {
  const nodes: NodeLike[] = [];
  const edges: Edge[] = [];
  collect(machine.root as unknown as NodeLike, nodes, edges);

  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({
    rankdir: 'TB',
    nodesep: 30,
    ranksep: 50,
    edgesep: 12,
    marginx: 20,
    marginy: 20,
  });
  for (const node of nodes) {
    graph.setNode(node.id, { label: node.id, width: textWidth(node.id), height: FONT * 2.6 });
  }
  edges.forEach((edge, index) => {
    graph.setEdge(
      edge.from,
      edge.to,
      { label: edge.label, width: edge.label ? textWidth(edge.label) - PADDING : 0, height: FONT },
      String(index),
    );
  });
  dagre.layout(graph);

  const { width = 0, height = 0 } = graph.graph();
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(width)}" height="${Math.ceil(height)}" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" font-family="sans-serif" font-size="${FONT}">`,
    `<title>${escapeXml(machine.id)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#3b4a54"/></marker></defs>',
    '<rect width="100%" height="100%" fill="#ffffff"/>',
  ];
  edges.forEach((edge, index) => {
    const laid = graph.edge({ v: edge.from, w: edge.to, name: String(index) });
    const points = laid.points.map(
      (point: { x: number; y: number }) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`,
    );
    const dash = edge.initial ? ' stroke-dasharray="4 3"' : '';
    out.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="#3b4a54" stroke-width="1.2"${dash} marker-end="url(#arrow)"/>`,
    );
    if (edge.label && laid.x !== undefined && laid.y !== undefined) {
      out.push(
        `<text x="${laid.x.toFixed(1)}" y="${(laid.y + FONT / 3).toFixed(1)}" text-anchor="middle" fill="#0b6b63">${escapeXml(edge.label)}</text>`,
      );
    }
  });
  for (const node of nodes) {
    const laid = graph.node(node.id);
    const x = laid.x - laid.width / 2;
    const y = laid.y - laid.height / 2;
    const compound = node.type !== 'atomic' && node.type !== 'final';
    out.push(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${laid.width}" height="${laid.height}" rx="8" fill="${compound ? '#e6f2f1' : '#f7f9fa'}" stroke="#3b4a54" stroke-width="${compound ? 2 : 1}"/>`,
      `<text x="${laid.x.toFixed(1)}" y="${(laid.y + FONT / 3).toFixed(1)}" text-anchor="middle" font-weight="${compound ? 'bold' : 'normal'}">${escapeXml(node.id)}</text>`,
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The index page of docs/flows: one link and picture per machine. */
export function flowIndex(ids: readonly string[]): string {
  const items = ids
    .map(
      (id) =>
        `<li><h2><a href="${id}.svg">${id}</a></h2><img src="${id}.svg" alt="The ${id} machine"></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Boxroom flows</title>
<style>body{font-family:sans-serif;margin:2rem}ul{list-style:none;padding:0}img{max-width:100%;border:1px solid #ccd}</style>
</head>
<body>
<h1>Boxroom flows</h1>
<p>One diagram per machine registered in stately.config.json, drawn by <code>npm run flows</code>. Open the machine files in the Stately editor to explore them.</p>
<ul>
${items}
</ul>
</body>
</html>
`;
}
