// The player's points, each explained in a line, and the table's scoreboard.
import { $, page } from "./page.js";
import { colourOf } from "./draw.js";
import { listed, pts, S, typeName } from "./words.js";

function row(table, label, why, points, cls) {
  const tr = table.insertRow();
  if (cls) tr.className = cls;
  const a = tr.insertCell(), b = tr.insertCell();
  a.append(label);
  if (why) { const w = document.createElement("span"); w.className = "why"; w.textContent = why; a.append(w); }
  b.className = "n"; b.textContent = points;
  return tr;
}
function swatched(colour, text) {
  const label = document.createElement("span");
  const sw = document.createElement("span"); sw.className = "swatch"; sw.style.background = colour;
  label.append(sw, text);
  return label;
}
function whyText(b, round) {
  if (b.kind === "no_tile" || b.place === null) return S("no_tile");
  const count = S(b.count === 1 ? "tile" : "tiles", b.count) + " · ";
  if (b.kind === "unpaid") return count + (b.shared_with.length ? S("unpaid_shared", b.place, listed(b.shared_with), round) : S("unpaid", b.place, round));
  if (b.kind === "multiplied") return count + S("multiplied", b.place, b.multiplier, b.type_total, b.points);
  if (b.kind === "alone") return count + S("alone", b.place, b.points);
  return count + S("shared", b.place, listed(b.shared_with), b.place_points.join(" + "), b.shared_with.length + 1, b.points);
}
export function showPoints() {
  const state = page.state, p = state.points, t = state.table, table = $("points");
  $("points-title").textContent = t.finished ? S("points_final") : S("points_now", p.round);
  table.replaceChildren();
  for (const b of p.buildings) row(table, swatched(colourOf(b.type), typeName(b.type)), whyText(b, p.round), pts(b.points));
  const moats = t.edge === "moats";
  row(table, S(moats ? "moats" : "wall"), S(moats ? "moats_why" : "wall_why", state.city.wall.length), pts(p.wall));
  const terms = page.words.terms || {};
  for (const m of p.modules) row(table, terms[m.key] || m.name || m.key.replace(/_/g, " "), "", pts(m.points));
  row(table, S("total"), "", pts(p.total), "total");
}
export function showScoreboard() {
  const state = page.state, t = state.table, table = $("scoreboard");
  table.replaceChildren();
  const head = row(table, "", "", t.finished ? S("total") : `${S("scored")} · ${S("now")}`);
  head.cells[1].style.fontWeight = "400";
  const everyone = t.players.concat(t.dirk ? [{ ...t.dirk, name: S("dirk"), colour: "#7f8c8d" }] : []);
  for (const p of everyone)
    row(table, swatched(p.colour, p.name), "", t.finished ? pts(p.total) : `${pts(p.total)} · ${pts(p.now)}`, p.name === state.seat ? "me" : "");
}
