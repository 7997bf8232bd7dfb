// A piece or tile described as printed, on the sheet: its walls (the sides it shows), its
// building types, its price said with the number keys.
import { page } from "./page.js";
import { openSheet, sheetList } from "./sheet.js";
import { S, typeName } from "./words.js";

function toggle(label, on, changed) {
  const b = document.createElement("button");
  b.type = "button"; b.className = "side-toggle"; b.textContent = label;
  b.setAttribute("aria-pressed", String(on));
  b.addEventListener("click", () => changed(b));
  return b;
}

// f: { title, sides, walls, pickTypes, types, prices, price, button, done({ walls, types, price }) }
export function describeForm(f) {
  const list = sheetList(f.title);
  const walls = new Set(f.walls.split("")), types = [...f.types];
  const place = document.createElement("button");
  place.type = "button"; place.className = "primary"; place.id = "place-piece"; place.textContent = f.button;
  const price = f.prices ? priceInput(f, list, () => ready()) : null;
  const priceOk = () => !price || (/^\d+$/.test(price.value) && +price.value >= f.prices[0] && +price.value <= f.prices[1]);
  const ready = () => { place.disabled = types.length !== f.pickTypes || !priceOk(); };
  if (f.sides) list.append(sidesRow(walls));
  if (f.pickTypes) list.append(typesRow(types, f.pickTypes, ready));
  ready();
  place.addEventListener("click", () => f.done({ walls: [..."NESW"].filter((s) => walls.has(s)).join(""), types,
    ...(price ? { price: +price.value } : {}) }));
  list.append(place);
  openSheet();
}
// the price printed on it, said with the number keys
function priceInput(f, list, changed) {
  const [low, high] = f.prices;
  const label = document.createElement("label");
  label.className = "price";
  const price = Object.assign(document.createElement("input"), { type: "number", inputMode: "numeric", id: "piece-price",
    min: low, max: high, step: 1, required: true, value: f.price === undefined ? "" : f.price });
  price.addEventListener("input", changed);
  label.append(S("price"), price);
  list.append(label);
  return price;
}
function sidesRow(walls) {
  const row = document.createElement("div");
  row.className = "sides";
  for (const s of "NESW") {
    const b = toggle(S(`side_${s}`), walls.has(s), (button) => {
      if (walls.has(s)) walls.delete(s); else walls.add(s);
      button.setAttribute("aria-pressed", String(walls.has(s)));
    });
    b.dataset.side = s;
    row.append(b);
  }
  return row;
}
function typesRow(types, most, changed) {
  const row = document.createElement("div");
  row.className = "sides types";
  const buttons = {};
  for (const t of page.state.table.types) {
    const b = buttons[t.id] = toggle(typeName(t.id), types.includes(t.id), () => {
      const at = types.indexOf(t.id);
      if (at >= 0) types.splice(at, 1);
      else { types.push(t.id); if (types.length > most) types.shift(); } // the first picked goes
      for (const [id, other] of Object.entries(buttons)) other.setAttribute("aria-pressed", String(types.includes(id)));
      changed();
    });
    b.dataset.type = t.id;
    b.style.borderLeft = `8px solid ${t.colour}`;
    row.append(b);
  }
  return row;
}
