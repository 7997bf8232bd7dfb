// The city drawn: its tiles and pieces, the longest wall, the rules' problems and the modules'
// marks; a draft's block with its unsure cells; and the cells a tap chooses.
import { $, page } from "./page.js";

const SVG = "http://www.w3.org/2000/svg";
export const C = 48; // pixels a cell in the drawing's own units

export function el(name, attrs, text) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}
export function colourOf(type) {
  const t = page.state.table.types.find((x) => x.id === type);
  return t ? t.colour : "#bbb";
}
function inkOn(hex) {
  const n = parseInt(hex.slice(1), 16), r = n >> 16, g = (n >> 8) & 255, b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#222" : "#fff";
}
const SIDE = { N: [0, 0, 1, 0], E: [1, 0, 1, 1], S: [0, 1, 1, 1], W: [0, 0, 0, 1] };
function side(x, y, s, attrs) {
  const [a, b, c, d] = SIDE[s];
  return el("line", { x1: (x + a) * C, y1: (y + b) * C, x2: (x + c) * C, y2: (y + d) * C, ...attrs });
}
const shortPiece = (kind) => ((page.words.pieces && page.words.pieces[kind]) || kind).slice(0, 3);
const MARKS = { chest: "◆", site: "⌂", resident: "☺", handyman: "⚒", magical: "✦", extension: "+", servant: "•" };

function tileGroup(x, y, entry) {
  const g = el("g", { "data-x": x, "data-y": y });
  if (entry.kind && !entry.type) {
    g.append(el("rect", { x: x * C + 2, y: y * C + 2, width: C - 4, height: C - 4, rx: 6, fill: "#9a8f7d" }));
    g.append(el("text", { x: x * C + C / 2, y: y * C + C / 2 + 5, "text-anchor": "middle", "font-size": 13, fill: "#fff" },
      shortPiece(entry.kind)));
  } else {
    const fill = colourOf(entry.type);
    g.append(el("rect", { x: x * C + 1, y: y * C + 1, width: C - 2, height: C - 2, rx: 3, fill }));
    const label = entry.kind ? shortPiece(entry.kind) // a piece of a building type (a hut)
      : entry.price !== undefined ? entry.price : (entry.value !== undefined ? entry.value : "");
    g.append(el("text", { x: x * C + C / 2, y: y * C + C / 2 + 6, "text-anchor": "middle", "font-size": 17,
      "font-weight": 700, fill: inkOn(fill) }, String(label)));
    const walls = (entry.walls || entry.moats || "") + (entry.added_walls || "");
    for (const s of walls) g.append(side(x, y, s, { stroke: "#4a2f1b", "stroke-width": 6, "stroke-linecap": "square" }));
  }
  const marks = Object.keys(MARKS).filter((m) => entry[m]);
  if (marks.length) g.append(el("text", { x: x * C + 4, y: y * C + 14, "font-size": 11, fill: "#222" },
    marks.map((m) => MARKS[m]).join("")));
  return g;
}
// a tile (or piece) drawn small, for a sheet's row; an empty cell's dashed square for none
export function tileSwatch(tile) {
  const svg = el("svg", { width: 36, height: 36, viewBox: `0 0 ${C} ${C}` });
  if (tile) svg.append(tileGroup(0, 0, tile));
  else svg.append(el("rect", { x: 1, y: 1, width: C - 2, height: C - 2, fill: "none", stroke: "#999", "stroke-dasharray": "4 4" }));
  return svg;
}
// the cell a sheet is about, outlined on the city while the sheet is open
export function markChosen(x, y) {
  document.querySelectorAll("#city .chosen").forEach((old) => old.remove());
  if (x !== null) $("city").append(el("rect", { x: x * C + 2, y: y * C + 2, width: C - 4, height: C - 4, fill: "none",
    stroke: "#b7572b", "stroke-width": 4, "stroke-dasharray": "6 3", class: "chosen" }));
}

// taps: { draft(x, y), city(x, y) }, what a tap on a draft's cell and on the city's does
export function drawCity(taps) {
  const svg = $("city"), state = page.state, draft = state.draft;
  svg.replaceChildren();
  const cells = draft ? draft.cells.filter((c) => c.tile).map((c) => [c.x, c.y, c.tile])
    : state.city.cells.map((c) => [c.x, c.y, c]);
  let x0 = -1, y0 = -1, x1 = 1, y1 = 1; // at least the fountain's neighbours: an empty city stays small
  const grow = (x, y) => { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); };
  cells.forEach(([x, y]) => grow(x, y));
  if (draft) { grow(draft.bounds.x0, draft.bounds.y0); grow(draft.bounds.x1, draft.bounds.y1); }
  const pad = draft || !state.table.editable ? 0.25 : 1.25; // the ring a piece may go on, tappable too
  svg.setAttribute("viewBox", `${(x0 - pad) * C} ${(y0 - pad) * C} ${(x1 - x0 + 1 + 2 * pad) * C} ${(y1 - y0 + 1 + 2 * pad) * C}`);
  if (draft) drawBlock(svg, draft.bounds);
  // the fountain
  svg.append(el("rect", { x: 1, y: 1, width: C - 2, height: C - 2, rx: 3, fill: "#f3ead7" }));
  svg.append(el("circle", { cx: C / 2, cy: C / 2, r: C / 3, fill: "#5dade2", stroke: "#1f618d", "stroke-width": 2 }));
  for (const [x, y, entry] of cells) svg.append(tileGroup(x, y, entry));
  if (draft) {
    drawUnsure(svg, draft);
    drawTaps(svg, draft.bounds, "cell", taps.draft);
  } else {
    drawCityMarks(svg, state.city);
    if (state.table.editable) // the city and a ring around it: the modules' markers and pieces
      drawTaps(svg, { x0: x0 - 1, y0: y0 - 1, x1: x1 + 1, y1: y1 + 1 }, "city-cell", taps.city);
  }
}
// a draft's block: every cell can be tapped
function drawBlock(svg, b) {
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++)
      svg.append(el("rect", { x: x * C + 1, y: y * C + 1, width: C - 2, height: C - 2, fill: "none",
        stroke: "#d8d2c4", "stroke-dasharray": "3 3" }));
}
function drawUnsure(svg, draft) {
  for (const c of draft.cells) if (c.unsure)
    svg.append(el("rect", { x: c.x * C + 3, y: c.y * C + 3, width: C - 6, height: C - 6, fill: "none",
      stroke: "#ff9800", "stroke-width": 4, "stroke-dasharray": "7 4", class: "unsure", "data-x": c.x, "data-y": c.y }));
}
function drawCityMarks(svg, city) {
  for (const [x, y, s] of city.wall.segments)
    svg.append(side(x, y, s, { stroke: "#ff7a1a", "stroke-width": 4, "stroke-linecap": "round", class: "longest" }));
  for (const v of city.violations)
    svg.append(el("rect", { x: v.x * C + 2, y: v.y * C + 2, width: C - 4, height: C - 4, fill: "none",
      stroke: "#c0392b", "stroke-width": 3, class: "violation" }));
  const trader = city.trader;
  if (trader) svg.append(el("circle", { cx: trader.x * C + C / 2, cy: trader.y * C + C / 2, r: C / 4, fill: "#f5cba7",
    stroke: "#6e2c00", "stroke-width": 3, class: "trader" }));
  for (const g of city.gates || [])
    svg.append(side(g.x, g.y, g.side, { stroke: "#f1c40f", "stroke-width": 4, "stroke-dasharray": "6 4" }));
}
// a transparent cell over each of the box's but the fountain's, calling tap(x, y)
function drawTaps(svg, b, cls, tap) {
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++) {
      if (x === 0 && y === 0) continue;
      const hit = el("rect", { x: x * C, y: y * C, width: C, height: C, fill: "transparent", class: cls,
        "data-x": x, "data-y": y });
      hit.addEventListener("click", () => tap(x, y));
      svg.append(hit);
    }
}
