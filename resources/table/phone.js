// The phone page of the table: join with the code, pick a seat, see your city and points,
// photograph your city, correct and confirm it, then build each tile bought (or keep it in the
// reserve) and the modules' pieces with a tap. Talks only to the server it came from.
//
// The page's parts, each a module: page.js (what it holds), words.js (its language), talk.js
// (the server), draw.js (the city), sheet.js and forms.js (the sheet of offers), edits.js (what
// a tap changes), points.js (the points). This one shows each state and starts the page.
import { $, page, say, screen } from "./page.js";
import { drawCity } from "./draw.js";
import { choose, chooseInCity, showReserve } from "./edits.js";
import { showPoints, showScoreboard } from "./points.js";
import { closeSheet } from "./sheet.js";
import { api, connect, join, joined, rejoin, seatPath } from "./talk.js";
import { asksToCheck, doubtNote, errorText, language, listed, pts, S, sentences, tileName, word } from "./words.js";

// an answer (HTTP) and a push (WebSocket) travel apart: a state older than the one shown is stale
function show(next) {
  if (page.state && next.told < page.state.told) return;
  const was = page.state ? page.state.seat : null;
  page.state = next;
  document.title = $("title").textContent = S("game_" + next.table.variant); // the game served, in the page's language
  $("who").textContent = next.seat || "";
  if (!next.seat) {
    // the seat taken out of the game on the computer (Game ▸ Players…): said, and one chosen again
    if (was && !next.table.players.some((p) => p.name === was)) say(S("seat_gone", was));
    return showSeats();
  }
  screen("play");
  showPlay();
}

function showSeats() {
  screen("seats");
  const list = $("seat-list");
  list.replaceChildren();
  for (const p of page.state.table.players) list.append(seatButton(p));
}
function seatButton(p) {
  const b = document.createElement("button");
  // a seat whose phone is away (its page closed) can be tapped: it says when it is free
  const away = p.taken && p.away !== null && p.away !== undefined;
  const minutes = away ? Math.max(1, Math.ceil(p.away / 60)) : 0;
  b.className = "seat"; b.type = "button"; b.disabled = p.taken && !away;
  const dot = document.createElement("span"); dot.className = "dot"; dot.style.background = p.colour;
  const name = document.createElement("span"); name.textContent = p.name;
  b.append(dot, name);
  if (p.taken) {
    const s = document.createElement("small"); s.textContent = away ? S("taken_away", minutes) : S("taken"); b.append(s);
  }
  b.addEventListener("click", async () => {
    const r = await api("POST", "/api/seat", { player: p.name });
    if (r.ok) show(r.data);
    else say(away && r.data.error === "seat_taken" ? S("e_seat_away", minutes) : errorText(r.data), "bad");
  });
  return b;
}

function showPlay() {
  const state = page.state, t = state.table, draft = state.draft;
  const me = t.players.find((p) => p.name === state.seat);
  $("bar").style.borderBottom = `4px solid ${me ? me.colour : "transparent"}`;
  const win = showWinner(t);
  const conflicts = state.conflicts || [];
  $("conflicts").hidden = !conflicts.length;
  $("conflicts").textContent = sentences(conflicts.map((c) => c.claimant === state.seat
    ? S("conflict_mine", tileName(c.tile), c.holder) : S("conflict_theirs", tileName(c.tile), c.claimant)));
  const note = $("draft-note");
  note.hidden = !draft;
  // "check the cells outlined in orange" only when some are: else what a tap does
  const outlined = draft && draft.cells.some((c) => c.unsure);
  if (draft) note.textContent = sentences([doubtNote(draft), S(asksToCheck(draft) || !outlined ? "draft_tap" : "draft_note")]);
  $("draft-buttons").hidden = !draft;
  // a finished game is over: its scores are recorded, a photo would change nothing they say
  $("photo-button").hidden = !!draft || !t.photo || t.finished;
  progress(state.reading);
  drawCity({ draft: choose, city: chooseInCity });
  $("city-facts").textContent = draft ? "" : cityFacts(state);
  $("city-note").hidden = !!draft || !t.editable;
  showReserve();
  $("points-title").hidden = $("points").hidden = !!draft; // the points are the game's city's, not the draft's
  showPoints();
  showScoreboard();
  // after the final scoring the table comes first, under the winner
  const part = $("table-part");
  if (t.finished) win.after(part); else $("points").after(part);
}
function showWinner(t) {
  const win = $("winner");
  win.hidden = !t.finished;
  if (t.finished) {
    const best = t.players.filter((p) => t.winners.includes(p.name));
    const line = S(best.length > 1 ? "winners" : "winner", listed(best.map((p) => p.name)), pts(best.length ? best[0].total : 0));
    win.replaceChildren(Object.assign(document.createElement("strong"), { textContent: "★" }), line);
  }
  return win;
}
function cityFacts(state) {
  const city = state.city;
  const buildings = city.cells.filter((c) => !c.kind || c.kind === "ground" || c.kind === "new_market").length;
  let facts = S(state.table.edge === "moats" ? "city_facts_moats" : "city_facts", buildings, city.wall.length);
  if (city.violations.length) facts += " · " + S(city.violations.length === 1 ? "problem" : "problems", city.violations.length);
  return facts;
}

// ---- the photo --------------------------------------------------------------------------------
function progress(percent) {
  const shown = percent !== null && percent !== undefined;
  $("progress").hidden = !shown;
  if (shown) { $("progress-bar").style.width = percent + "%"; $("progress-text").textContent = S("reading", percent); }
  $("photo-button").classList.toggle("busy", shown);
}
async function upload(file) {
  if (!file) return;
  say("");
  progress(0);
  const r = await api("POST", seatPath("photo"), file, file.type);
  progress(null);
  if (r.ok) show(r.data); else say(errorText(r.data), "bad");
}
async function confirm() {
  const r = await api("POST", seatPath("confirm"));
  if (r.ok) { show(r.data); say(S("confirmed"), "good"); return; }
  say(errorText(r.data), "bad");
  if (r.data.error === "refused") { const now = await api("GET", "/api/state"); if (now.ok) show(now.data); } // the orange box, as it stands
}
async function discard() {
  const r = await api("POST", seatPath("discard"));
  if (r.ok) { say(""); show(r.data); }
}

// ---- start ------------------------------------------------------------------------------------------
async function start() {
  const all = await fetch("/strings.json").then((r) => r.json()).catch(() => ({}));
  page.lang = language();
  page.words = all[page.lang] || all.en || {};
  page.show = show;
  page.progress = progress;
  document.documentElement.lang = page.lang === "zh_TW" ? "zh-Hant-TW" : page.lang;
  word(document);
  document.title = S("game_alhambra"); // before a seat: the app's name as the phone's language writes it
  $("join-form").addEventListener("submit", (e) => { e.preventDefault(); join($("join-code").value); });
  $("rejoin").addEventListener("click", rejoin);
  $("photo").addEventListener("change", (e) => { const f = e.target.files[0]; e.target.value = ""; upload(f); });
  $("confirm").addEventListener("click", confirm);
  $("discard").addEventListener("click", discard);
  $("sheet-close").addEventListener("click", closeSheet);
  $("change-seat").addEventListener("click", () => showSeats());
  const code = new URLSearchParams(location.hash.slice(1)).get("join");
  if (code) {
    history.replaceState(null, "", location.pathname); // the code is spent: never kept in the address
    return join(code);
  }
  if (!joined()) return screen("join");
  const r = await api("GET", "/api/state");
  if (r.ok) { show(r.data); connect(); }
}
start();
