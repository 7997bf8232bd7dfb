// The sheet over the page's lower part that lists what a tap offers, the cell it is about kept
// in sight above it (scrolled up under the bar, the page given room below to scroll so far).
import { $ } from "./page.js";
import { markChosen, tileSwatch } from "./draw.js";

let sheetCell = null;

// the sheet's list emptied under a new title, to be filled and then opened
export function sheetList(title) {
  $("sheet-title").textContent = title;
  const list = $("sheet-list");
  list.replaceChildren();
  return list;
}
// a row of the sheet: the tile or piece drawn small, then its text; className "option" and more
export function optionButton(tile, text, className, tapped) {
  const button = document.createElement("button");
  button.type = "button"; button.className = className;
  button.append(tileSwatch(tile), Object.assign(document.createElement("span"), { textContent: text }));
  button.addEventListener("click", tapped);
  return button;
}
export function note(text) {
  return Object.assign(document.createElement("p"), { className: "note", textContent: text });
}

export function openSheet(x, y) {
  if (x !== undefined) sheetCell = [x, y];
  const sheet = $("sheet");
  sheet.hidden = false;
  const cell = sheetCell && document.querySelector(
    `#city rect.cell[data-x='${sheetCell[0]}'][data-y='${sheetCell[1]}'], #city rect.city-cell[data-x='${sheetCell[0]}'][data-y='${sheetCell[1]}']`);
  if (!cell) return;
  const gap = 8, bar = $("bar").getBoundingClientRect().bottom, size = cell.getBoundingClientRect().height;
  sheet.style.maxHeight = `${Math.max(innerHeight * 0.3, Math.min(innerHeight * 0.7, innerHeight - bar - size - 2 * gap))}px`;
  document.body.style.paddingBottom = `${sheet.offsetHeight}px`;
  const top = sheet.getBoundingClientRect().top, seen = cell.getBoundingClientRect();
  if (seen.bottom + gap > top) window.scrollBy(0, seen.bottom + gap - top);
  else if (seen.top - gap < bar) window.scrollBy(0, seen.top - gap - bar);
}
export function closeSheet() {
  $("sheet").hidden = true;
  document.body.style.paddingBottom = "";
  sheetCell = null;
  markChosen(null, null);
}
