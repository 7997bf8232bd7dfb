// What a tap changes: a draft's cell corrected to another tile; the city's offers (a tile
// built, moved or swapped, the modules' markers and pieces); the reserve's tiles kept and put
// back. The server offers; the page only lists its offers and sends the one chosen.
import { $, page, say } from "./page.js";
import { markChosen, tileSwatch } from "./draw.js";
import { describeForm } from "./forms.js";
import { closeSheet, note, openSheet, optionButton, sheetList } from "./sheet.js";
import { api, seatPath, send } from "./talk.js";
import { errorText, pieceName, refusedText, S, tileText, unwalled } from "./words.js";

// ---- a draft's cell corrected ------------------------------------------------------------------
export async function choose(x, y) {
  const r = await api("GET", seatPath(`options?x=${x}&y=${y}`));
  if (!r.ok) return say(errorText(r.data), "bad");
  say(""); // a tap begins the next edit: the note of the last one goes
  markChosen(x, y);
  const b = page.state.draft.bounds;
  const list = sheetList(S("choose_tile", x - b.x0 + 1, y - b.y0 + 1)); // counted as a player counts, from 1
  const pick = (tile) => { closeSheet(); send("POST", seatPath("cell"), { x, y, tile }); };
  const option = (tile, fits, current) => list.append(optionButton(tile,
    (current ? "✓ " : "") + (tile ? tileText(tile) + (fits ? "" : ` · ${S("does_not_fit")}`) : S("empty")),
    "option" + (fits ? "" : " unfit") + (current ? " current" : ""), () => pick(tile)));
  for (const o of r.data.options.filter((o) => o.current)) option(o.tile, o.fits, true);
  option(null, true, false);
  if (r.data.describe) { // the game's tiles are described as printed: any type, price and walls
    const button = optionButton(null, S("describe_tile"), "option", () => describeTile(x, y, r.data.describe.prices, pick));
    button.id = "describe-tile";
    list.append(button);
  }
  for (const o of r.data.options.filter((o) => !o.current)) option(o.tile, o.fits, false);
  openSheet(x, y);
}
// a tile of the proposal described as printed (The Red Palace's land tiles): its type, price and walls
function describeTile(x, y, prices, pick) {
  const now = page.state.draft.cells.find((c) => c.x === x && c.y === y);
  const tile = now && now.tile && now.tile.price !== undefined ? now.tile : null;
  describeForm({ title: S("choose_land", S("described_tile")), sides: true, walls: tile ? tile.walls || "" : "",
    pickTypes: 1, types: tile ? [tile.type] : [], prices, price: tile ? tile.price : "", button: S("use_tile"),
    done: (said) => pick({ type: said.types[0], price: said.price, walls: said.walls }) });
}

// ---- the city's offers --------------------------------------------------------------------------
export async function chooseInCity(x, y) {
  const r = await api("GET", seatPath(`city/options?x=${x}&y=${y}`));
  if (!r.ok) return say(errorText(r.data), "bad");
  say(""); // a tap begins the next edit: the note of the last one goes
  markChosen(x, y);
  const list = sheetList(S("cell_title", x, y));
  const entry = page.state.city.cells.find((c) => c.x === x && c.y === y);
  for (const offer of r.data.options) {
    const button = optionButton(offer.piece || offer.tile || entry || null, offerText(offer),
      "option" + (offer.fits === false ? " unfit" : ""), () => (offer.kind === "supply" && (offer.sides || offer.pick_types)
        ? describePiece(x, y, offer) : makeOffer(x, y, offer)));
    button.dataset.kind = offer.kind;
    list.append(button);
  }
  if (!r.data.options.length) list.append(note(S("nothing_here")));
  openSheet(x, y);
}
function offerText(o) {
  const unfit = o.fits ? "" : ` · ${S("not_allowed")}`;
  if (o.kind === "marker") return S(`marker_${o.on ? "off" : "on"}_${o.key}`);
  if (o.kind === "take") return S("take_piece", o.piece.type && !o.piece.kind ? tileText(o.piece) : pieceName(o.piece)) +
    (o.fits === false ? ` · ${S("not_allowed")}` : "");
  if (o.kind === "tile") return S("place_piece", tileText(o.tile)) + (o.from === "reserve" ? ` · ${S("from_reserve")}` : "") + unfit;
  if (o.kind === "swap") return S("swap_tile", tileText(o.tile)) + unfit;
  if (o.kind === "edge") return S(`edge_${o.on ? "off" : "on"}_${o.key}`, o.side ? S(`side_${o.side}`) : "");
  if (o.kind === "supply") {
    const shown = { ...(o.sides ? unwalled(o.piece) : o.piece) };
    if (o.pick_types) shown.types = undefined;
    if (o.prices) shown.price = undefined; // the player says it
    return S("supply_piece", pieceName(shown, o.piece_kind), o.left);
  }
  return S("place_piece", pieceName(o.piece)) + unfit;
}
function makeOffer(x, y, offer) {
  closeSheet();
  send("POST", seatPath("city/edit"), { x, y, offer }, refusedText);
}
// a piece taken from the supply described as printed: its walls (or bastions), its building types
function describePiece(x, y, offer) {
  const name = pieceName(unwalled({ ...offer.piece, types: undefined, price: offer.prices ? undefined : offer.piece.price }), offer.piece_kind);
  const key = offer.pick_types ? "choose_types" : offer.prices ? "choose_land"
    : offer.piece.bastions !== undefined ? "choose_bastions" : "choose_sides";
  describeForm({ title: S(key, name, offer.pick_types), sides: offer.sides, walls: offer.walls, pickTypes: offer.pick_types,
    types: offer.types, prices: offer.prices, button: S("build_here"),
    done: (said) => makeOffer(x, y, { ...offer, ...said }) });
}

// ---- the reserve: a tile bought kept there, one put back into the bag ----------------------------
export function showReserve() {
  const t = page.state.table, reserve = page.state.city.reserve || [];
  $("reserve-part").hidden = !!page.state.draft || (!t.editable && !reserve.length);
  const row = $("reserve");
  row.replaceChildren();
  for (const entry of reserve) {
    const b = document.createElement("button");
    b.type = "button"; b.className = "reserve-tile";
    b.title = entry.type && !entry.kind ? tileText(entry) : pieceName(entry);
    b.append(tileSwatch(entry));
    b.disabled = !t.editable;
    b.addEventListener("click", () => chooseInReserve("return"));
    row.append(b);
  }
  if (!reserve.length) row.append(note(S("reserve_none")));
  if (!t.editable) return;
  const add = Object.assign(document.createElement("button"), { type: "button", id: "reserve-add", className: "secondary", textContent: S("reserve_add") });
  add.addEventListener("click", () => chooseInReserve("keep"));
  row.append(add);
}
// kind: "keep" lists the tiles still in the bag, "return" those of the reserve
async function chooseInReserve(kind) {
  const r = await api("GET", seatPath("reserve/options"));
  if (!r.ok) return say(errorText(r.data), "bad");
  say("");
  const list = sheetList(S(kind === "keep" ? "reserve_buy_title" : "reserve_title"));
  for (const offer of r.data.options.filter((o) => o.kind === kind)) {
    const text = kind === "keep" ? tileText(offer.tile) : S("to_bag", tileText(offer.tile)); // the title asks which was bought
    const button = optionButton(offer.tile, text, "option", () => {
      closeSheet();
      send("POST", seatPath("reserve/edit"), { offer }, refusedText);
    });
    button.dataset.kind = kind;
    list.append(button);
  }
  if (!list.children.length) list.append(note(S(kind === "keep" ? "bag_empty" : "reserve_none")));
  openSheet();
}
