// The page's words: the phone's language chosen, each text filled in one pass, and how a tile,
// a piece, a doubt, a refusal and a number of points are written.
import { page } from "./page.js";

export function language() {
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const t = tag.toLowerCase();
    if (t.startsWith("de")) return "de";
    if (t.startsWith("zh") && !/(cn|sg|hans)/.test(t)) return "zh_TW";
    if (t.startsWith("en")) return "en";
  }
  return "en";
}
export function S(key, ...args) {
  const text = page.words[key] !== undefined ? page.words[key] : key;
  return String(text).replace(/\{(\d)\}/g, (_, i) => (args[+i] !== undefined ? args[+i] : ""));
}
export function word(root) {
  root.querySelectorAll("[data-s]").forEach((el) => { el.textContent = S(el.dataset.s); });
}
export const listed = (names) => names.join(S("and"));
// sentences one after another, as the language sets them: a space between, none in Chinese
export const sentences = (parts) => parts.filter(Boolean).join(S("gap"));
// a number of points as it is printed, a minus sign below zero (as the window writes it), not a hyphen
export const pts = (n) => (typeof n === "number" && n < 0 ? "\u2212" + -n : `${n}`);

// ---- tiles and pieces ------------------------------------------------------------------------
export const typeName = (id) => (page.words.types && page.words.types[id]) || id;
export const tileName = (t) => t ? `${typeName(t.type)} ${t.price !== undefined ? t.price : (t.value || "")}`.trim() : S("empty");
// the sides a tile's walls face in the phone's compass letters, as the window writes them ("N, O")
export const wallsText = (letters) => [...letters].map((l) => S("compass").charAt("NESW".indexOf(l))).join(S("compass_join"));
// a building tile as the sheets name it: its type and price, then its walls
export const tileText = (t) => `${tileName(t)} · ${t.walls ? S("walls_of", wallsText(t.walls)) : S("walls_none")}`;
// a supply's piece whose walls the player says: named without the walls it is offered with
export const unwalled = (p) => ({ ...p, walls: undefined, bastions: undefined });
export function pieceName(p, pieceKind) { // pieceKind: the engine's, for a piece the file writes without one (a land tile)
  const kind = p.kind || pieceKind || (p.magical ? "magical" : "");
  const name = (page.words.pieces && page.words.pieces[kind]) || kind;
  const detail = [p.type ? typeName(p.type) : "", p.price !== undefined ? p.price : "",
    (p.types || []).map(typeName).join(", "), p.walls ? S("walls_of", wallsText(p.walls)) : "", p.bastions || ""];
  return [name, ...detail.filter((d) => d !== "")].join(" · ");
}

// ---- doubts and refusals -----------------------------------------------------------------------
// why the reader doubts a draft (photo.doubt's kinds), one sentence
export function doubtNote(draft) {
  const kind = draft.doubt ? draft.doubt.kind : "";
  if (draft.two_cities || kind === "two_cities") return S("two_cities");
  if (kind === "block") return S("doubt_block");
  if (kind === "fountain") return S("doubt_fountain");
  if (kind === "rules") return S("doubt_rules");
  if (kind === "close") return S("doubt_close");
  if (kind === "unsure" && draft.doubt.cells === 1) return S("doubt_unsure_one");
  if (kind === "unsure") return S("doubt_unsure");
  if (kind === "beside") return S("doubt_beside");
  return draft.doubtful ? S("doubtful") : "";
}
// a doubt that already asks to check the cells: the note then says only what a tap does
export function asksToCheck(draft) {
  const kind = draft.doubt ? draft.doubt.kind : "";
  if (draft.two_cities || ["two_cities", "block", "fountain", "beside"].includes(kind)) return false;
  return ["rules", "close", "unsure"].includes(kind) || !!draft.doubtful;
}
export function errorText(data) {
  const key = "e_" + (data.error || "other");
  if (data.error === "refused" && data.refusals) { // another city's tiles are named once, in the orange box
    const elsewhere = data.refusals.some(inAnotherCity);
    return sentences([...data.refusals.filter((r) => !inAnotherCity(r)).map(refusalText),
      elsewhere ? S("refused_see_conflicts") : ""]);
  }
  if (data.error === "missing_tiles") return S("missing_tiles");
  if (data.error === "game_refused") return S("e_game_refused", data.detail || "");
  if ((data.error === "no_such_tile" || data.error === "bad_piece") && data.detail) return data.detail; // the game's sentence, in this phone's language
  return page.words[key] !== undefined ? S(key) : S("e_other", data.error || "?");
}
// an edit the game refused: its own sentence, in this phone's language
export const refusedText = (data) => (data.error === "game_refused" && data.detail ? data.detail : errorText(data));
const inAnotherCity = (r) => !!r.where && r.where.place === "city" && r.where.holder !== page.state.seat;
function refusalText(r) {
  const name = tileName(r.tile);
  if (!r.where) return S("refused_twice", name);
  if (r.where.place === "dirk") return S("refused_dirk", name);
  return S(r.where.place === "reserve" ? "refused_reserve" : "refused_city", name, r.where.holder);
}
