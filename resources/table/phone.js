// The phone page of the table: join with the code, pick a seat, see your city and points,
// photograph your city, correct and confirm it, then build each tile bought (or keep it in the
// reserve) and the modules' pieces with a tap. Talks only to the server it came from.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const SVG = "http://www.w3.org/2000/svg";
  const C = 48; // pixels a cell in the drawing's own units
  let words = {}, lang = "en", state = null, socket = null, retry = 0, over = false;
  let token = sessionStorage.getItem("alhambra-token") || "";

  // ---- words -----------------------------------------------------------------------------
  function language(all) {
    for (const tag of navigator.languages || [navigator.language || "en"]) {
      const t = tag.toLowerCase();
      if (t.startsWith("de")) return "de";
      if (t.startsWith("zh") && !/(cn|sg|hans)/.test(t)) return "zh_TW";
      if (t.startsWith("en")) return "en";
    }
    return "en";
  }
  function S(key, ...args) {
    const text = words[key] !== undefined ? words[key] : key;
    return String(text).replace(/\{(\d)\}/g, (_, i) => (args[+i] !== undefined ? args[+i] : ""));
  }
  // why the reader doubts a draft (photo.doubt's kinds), one sentence
  function doubtNote(draft) {
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
  function asksToCheck(draft) {
    const kind = draft.doubt ? draft.doubt.kind : "";
    if (draft.two_cities || ["two_cities", "block", "fountain", "beside"].includes(kind)) return false;
    return ["rules", "close", "unsure"].includes(kind) || !!draft.doubtful;
  }
  const typeName = (id) => (words.types && words.types[id]) || id;
  const tileName = (t) => t ? `${typeName(t.type)} ${t.price !== undefined ? t.price : (t.value || "")}`.trim() : S("empty");
  const listed = (names) => names.join(S("and"));
  // sentences one after another, as the language sets them: a space between, none in Chinese
  const sentences = (parts) => parts.filter(Boolean).join(S("gap"));
  function word(root) {
    root.querySelectorAll("[data-s]").forEach((el) => { el.textContent = S(el.dataset.s); });
  }

  // ---- talking to the table --------------------------------------------------------------
  async function api(method, path, body, type) {
    const headers = { Authorization: "Bearer " + token };
    let payload;
    if (body instanceof Blob) { payload = body; headers["Content-Type"] = type || body.type || "application/octet-stream"; }
    else if (body !== undefined) { payload = JSON.stringify(body); headers["Content-Type"] = "application/json"; }
    let response;
    try { response = await fetch(path, { method, headers, body: payload, cache: "no-store" }); }
    catch (e) { return { ok: false, status: 0, data: { error: "network" } }; }
    let data = {};
    try { data = await response.json(); } catch (e) { data = {}; }
    if (response.status === 401) { forget("bad_token"); }
    return { ok: response.ok, status: response.status, data };
  }
  const seatPath = (tail) => `/api/seats/${encodeURIComponent(state.seat)}/${tail}`;

  function connect() {
    if (!token || over) return;
    const ws = new WebSocket(`ws://${location.host}/ws`);
    socket = ws;
    ws.onopen = () => { retry = 0; ws.send(JSON.stringify({ type: "hello", token })); };
    ws.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "state") show(message);
      else if (message.type === "progress") progress(message.percent);
      else if (message.type === "bye") { over = true; forget(message.reason); }
    };
    ws.onclose = () => {
      if (socket === ws && !over && token) setTimeout(connect, Math.min(5000, 300 * 2 ** retry++));
    };
  }
  function forget(reason) {
    token = ""; sessionStorage.removeItem("alhambra-token");
    if (socket) { try { socket.close(); } catch (e) { /* closed already */ } }
    screen("gone");
    say(""); // what was said at the table is over with it ("Your city is in the game")
    $("who").textContent = "";
    $("gone-text").textContent = S("bye_" + reason);
  }

  async function join(code) {
    const response = await fetch("/api/join", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code, language: lang }) }).catch(() => null); // the game's refusals come in it
    if (!response) return say(S("e_network"), "bad");
    const data = await response.json().catch(() => ({}));
    if (!response.ok) { screen("join"); return say(errorText(data), "bad"); }
    token = data.token; over = false;
    sessionStorage.setItem("alhambra-token", token);
    state = null; // a table joined afresh (it may have been started again) counts from its own start
    show(data.state);
    connect();
  }

  // ---- screens -----------------------------------------------------------------------------
  function screen(name) {
    for (const id of ["join", "seats", "play", "gone"]) $(id).hidden = id !== name;
    $("actions").hidden = name !== "play";
  }
  // a note belongs to the last action: the next one takes it away, and a good one fades by itself
  let fading = 0;
  const FADE_MS = 8000;
  function say(text, tone) {
    const box = $("message");
    box.textContent = text || "";
    box.className = "banner" + (tone ? " " + tone : "");
    box.hidden = !text;
    clearTimeout(fading);
    if (text && tone === "good") fading = setTimeout(() => say(""), FADE_MS);
  }
  function errorText(data) {
    const key = "e_" + (data.error || "other");
    if (data.error === "refused" && data.refusals) { // another city's tiles are named once, in the orange box
      const elsewhere = data.refusals.some(inAnotherCity);
      return sentences([...data.refusals.filter((r) => !inAnotherCity(r)).map(refusalText),
        elsewhere ? S("refused_see_conflicts") : ""]);
    }
    if (data.error === "missing_tiles") return S("missing_tiles");
    if (data.error === "game_refused") return S("e_game_refused", data.detail || "");
    if ((data.error === "no_such_tile" || data.error === "bad_piece") && data.detail) return data.detail; // the game's sentence, in this phone's language
    return words[key] !== undefined ? S(key) : S("e_other", data.error || "?");
  }
  const inAnotherCity = (r) => !!r.where && r.where.place === "city" && r.where.holder !== state.seat;
  function refusalText(r) {
    const name = tileName(r.tile);
    if (!r.where) return S("refused_twice", name);
    if (r.where.place === "dirk") return S("refused_dirk", name);
    return S(r.where.place === "reserve" ? "refused_reserve" : "refused_city", name, r.where.holder);
  }

  // an answer (HTTP) and a push (WebSocket) travel apart: a state older than the one shown is stale
  function show(next) {
    if (state && next.told < state.told) return;
    state = next;
    document.title = $("title").textContent = S("game_" + state.table.variant); // the game served, in the page's language
    $("who").textContent = state.seat || "";
    if (!state.seat) return showSeats();
    screen("play");
    showPlay();
  }

  function showSeats() {
    screen("seats");
    const list = $("seat-list");
    list.replaceChildren();
    for (const p of state.table.players) {
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
      list.append(b);
    }
  }

  function showPlay() {
    const t = state.table, draft = state.draft;
    const me = t.players.find((p) => p.name === state.seat);
    $("bar").style.borderBottom = `4px solid ${me ? me.colour : "transparent"}`;
    // the winner
    const win = $("winner");
    win.hidden = !t.finished;
    if (t.finished) {
      const best = t.players.filter((p) => t.winners.includes(p.name));
      const line = S(best.length > 1 ? "winners" : "winner", listed(best.map((p) => p.name)), pts(best.length ? best[0].total : 0));
      win.replaceChildren(Object.assign(document.createElement("strong"), { textContent: "★" }), line);
    }
    // conflicts
    const conflicts = state.conflicts || [];
    $("conflicts").hidden = !conflicts.length;
    $("conflicts").textContent = sentences(conflicts.map((c) => c.claimant === state.seat
      ? S("conflict_mine", tileName(c.tile), c.holder) : S("conflict_theirs", tileName(c.tile), c.claimant)));
    // the draft
    const note = $("draft-note");
    note.hidden = !draft;
    // "check the cells outlined in orange" only when some are: else what a tap does
    const outlined = draft && draft.cells.some((c) => c.unsure);
    if (draft) note.textContent = sentences([doubtNote(draft), S(asksToCheck(draft) || !outlined ? "draft_tap" : "draft_note")]);
    $("draft-buttons").hidden = !draft;
    // a finished game is over: its scores are recorded, a photo would change nothing they say
    $("photo-button").hidden = !!draft || !t.photo || t.finished;
    progress(state.reading);
    drawCity();
    const city = state.city;
    const buildings = city.cells.filter((c) => !c.kind || c.kind === "ground" || c.kind === "new_market").length;
    let facts = S(t.edge === "moats" ? "city_facts_moats" : "city_facts", buildings, city.wall.length);
    if (city.violations.length) facts += " · " + S(city.violations.length === 1 ? "problem" : "problems", city.violations.length);
    $("city-facts").textContent = draft ? "" : facts;
    $("city-note").hidden = !!draft || !t.editable;
    showReserve();
    $("points-title").hidden = $("points").hidden = !!draft; // the points are the game's city's, not the draft's
    showPoints();
    showScoreboard();
    // after the final scoring the table comes first, under the winner
    const part = $("table-part");
    if (t.finished) win.after(part); else $("points").after(part);
  }

  // ---- the city drawn ---------------------------------------------------------------------------
  function el(name, attrs, text) {
    const node = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function colourOf(type) {
    const t = state.table.types.find((x) => x.id === type);
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
  const shortPiece = (kind) => ((words.pieces && words.pieces[kind]) || kind).slice(0, 3);
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
    const marks = ["chest", "site", "resident", "handyman", "magical", "extension", "servant"].filter((m) => entry[m]);
    if (marks.length) g.append(el("text", { x: x * C + 4, y: y * C + 14, "font-size": 11, fill: "#222" },
      marks.map((m) => ({ chest: "◆", site: "⌂", resident: "☺", handyman: "⚒", magical: "✦", extension: "+", servant: "•" })[m]).join("")));
    return g;
  }
  function drawCity() {
    const svg = $("city"), draft = state.draft;
    svg.replaceChildren();
    const cells = [];
    if (draft) {
      for (const c of draft.cells) if (c.tile) cells.push([c.x, c.y, c.tile]);
    } else {
      for (const c of state.city.cells) cells.push([c.x, c.y, c]);
    }
    let x0 = -1, y0 = -1, x1 = 1, y1 = 1; // at least the fountain's neighbours: an empty city stays small
    const grow = (x, y) => { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); };
    cells.forEach(([x, y]) => grow(x, y));
    if (draft) { grow(draft.bounds.x0, draft.bounds.y0); grow(draft.bounds.x1, draft.bounds.y1); }
    const pad = draft || !state.table.editable ? 0.25 : 1.25; // the ring a piece may go on, tappable too
    svg.setAttribute("viewBox", `${(x0 - pad) * C} ${(y0 - pad) * C} ${(x1 - x0 + 1 + 2 * pad) * C} ${(y1 - y0 + 1 + 2 * pad) * C}`);
    if (draft) { // the block: every cell can be tapped
      for (let y = draft.bounds.y0; y <= draft.bounds.y1; y++)
        for (let x = draft.bounds.x0; x <= draft.bounds.x1; x++)
          svg.append(el("rect", { x: x * C + 1, y: y * C + 1, width: C - 2, height: C - 2, fill: "none",
            stroke: "#d8d2c4", "stroke-dasharray": "3 3" }));
    }
    // the fountain
    svg.append(el("rect", { x: 1, y: 1, width: C - 2, height: C - 2, rx: 3, fill: "#f3ead7" }));
    svg.append(el("circle", { cx: C / 2, cy: C / 2, r: C / 3, fill: "#5dade2", stroke: "#1f618d", "stroke-width": 2 }));
    for (const [x, y, entry] of cells) svg.append(tileGroup(x, y, entry));
    if (!draft) {
      for (const [x, y, s] of state.city.wall.segments)
        svg.append(side(x, y, s, { stroke: "#ff7a1a", "stroke-width": 4, "stroke-linecap": "round", class: "longest" }));
      for (const v of state.city.violations)
        svg.append(el("rect", { x: v.x * C + 2, y: v.y * C + 2, width: C - 4, height: C - 4, fill: "none",
          stroke: "#c0392b", "stroke-width": 3, class: "violation" }));
      const trader = state.city.trader;
      if (trader) svg.append(el("circle", { cx: trader.x * C + C / 2, cy: trader.y * C + C / 2, r: C / 4, fill: "#f5cba7",
        stroke: "#6e2c00", "stroke-width": 3, class: "trader" }));
      for (const g of state.city.gates || [])
        svg.append(side(g.x, g.y, g.side, { stroke: "#f1c40f", "stroke-width": 4, "stroke-dasharray": "6 4" }));
      if (state.table.editable) { // the city and a ring around it: the modules' markers and pieces
        for (let y = y0 - 1; y <= y1 + 1; y++)
          for (let x = x0 - 1; x <= x1 + 1; x++) {
            if (x === 0 && y === 0) continue;
            const hit = el("rect", { x: x * C, y: y * C, width: C, height: C, fill: "transparent", class: "city-cell",
              "data-x": x, "data-y": y });
            hit.addEventListener("click", () => chooseInCity(x, y));
            svg.append(hit);
          }
      }
    } else {
      for (const c of draft.cells) if (c.unsure)
        svg.append(el("rect", { x: c.x * C + 3, y: c.y * C + 3, width: C - 6, height: C - 6, fill: "none",
          stroke: "#ff9800", "stroke-width": 4, "stroke-dasharray": "7 4", class: "unsure", "data-x": c.x, "data-y": c.y }));
      for (let y = draft.bounds.y0; y <= draft.bounds.y1; y++)
        for (let x = draft.bounds.x0; x <= draft.bounds.x1; x++) {
          if (x === 0 && y === 0) continue;
          const hit = el("rect", { x: x * C, y: y * C, width: C, height: C, fill: "transparent", class: "cell",
            "data-x": x, "data-y": y });
          hit.addEventListener("click", () => choose(x, y));
          svg.append(hit);
        }
    }
  }

  // ---- correcting a cell -----------------------------------------------------------------------
  function tileSwatch(tile) {
    const svg = el("svg", { width: 36, height: 36, viewBox: `0 0 ${C} ${C}` });
    if (tile) svg.append(tileGroup(0, 0, tile));
    else svg.append(el("rect", { x: 1, y: 1, width: C - 2, height: C - 2, fill: "none", stroke: "#999", "stroke-dasharray": "4 4" }));
    return svg;
  }
  async function choose(x, y) {
    const r = await api("GET", seatPath(`options?x=${x}&y=${y}`));
    if (!r.ok) return say(errorText(r.data), "bad");
    say(""); // a tap begins the next edit: the note of the last one goes
    markChosen(x, y);
    const b = state.draft.bounds;
    $("sheet-title").textContent = S("choose_tile", x - b.x0 + 1, y - b.y0 + 1); // counted as a player counts, from 1
    const list = $("sheet-list");
    list.replaceChildren();
    const pick = async (tile) => {
      closeSheet();
      const answer = await api("POST", seatPath("cell"), { x, y, tile });
      if (answer.ok) { say(""); show(answer.data); } else say(errorText(answer.data), "bad");
    };
    const option = (tile, fits, current) => {
      const button = document.createElement("button");
      button.type = "button"; button.className = "option" + (fits ? "" : " unfit") + (current ? " current" : "");
      const text = document.createElement("span");
      text.textContent = (current ? "✓ " : "") + (tile ? tileText(tile) +
        (fits ? "" : ` · ${S("does_not_fit")}`) : S("empty"));
      button.append(tileSwatch(tile), text);
      button.addEventListener("click", () => pick(tile));
      list.append(button);
    };
    const current = r.data.options.filter((o) => o.current);
    for (const o of current) option(o.tile, o.fits, true);
    option(null, true, false);
    if (r.data.describe) { // the game's tiles are described as printed: any type, price and walls
      const button = document.createElement("button");
      button.type = "button"; button.className = "option"; button.id = "describe-tile";
      button.append(tileSwatch(null), Object.assign(document.createElement("span"), { textContent: S("describe_tile") }));
      button.addEventListener("click", () => describeTile(x, y, r.data.describe.prices, pick));
      list.append(button);
    }
    for (const o of r.data.options.filter((x) => !x.current)) option(o.tile, o.fits, false);
    openSheet(x, y);
  }

  // ---- the modules' markers and pieces in the city ---------------------------------------------
  function pieceName(p, pieceKind) { // pieceKind: the engine's, for a piece the file writes without one (a land tile)
    const kind = p.kind || pieceKind || (p.magical ? "magical" : "");
    const name = (words.pieces && words.pieces[kind]) || kind;
    const detail = [p.type ? typeName(p.type) : "", p.price !== undefined ? p.price : "",
      (p.types || []).map(typeName).join(", "), p.walls ? S("walls_of", wallsText(p.walls)) : "", p.bastions || ""];
    return [name, ...detail.filter((d) => d !== "")].join(" · ");
  }
  // the sides a tile's walls face in the phone's compass letters, as the window writes them ("N, O")
  const wallsText = (letters) => [...letters].map((l) => S("compass").charAt("NESW".indexOf(l))).join(S("compass_join"));
  // a building tile as the sheets name it: its type and price, then its walls
  const tileText = (t) => `${tileName(t)} · ${t.walls ? S("walls_of", wallsText(t.walls)) : S("walls_none")}`;
  // a supply's piece whose walls the player says: named without the walls it is offered with
  const unwalled = (p) => ({ ...p, walls: undefined, bastions: undefined });
  function offerText(o) {
    if (o.kind === "marker") return S(`marker_${o.on ? "off" : "on"}_${o.key}`);
    if (o.kind === "take") return S("take_piece", o.piece.type && !o.piece.kind ? tileText(o.piece) : pieceName(o.piece)) +
      (o.fits === false ? ` · ${S("not_allowed")}` : "");
    if (o.kind === "tile") return S("place_piece", tileText(o.tile)) + (o.from === "reserve" ? ` · ${S("from_reserve")}` : "") +
      (o.fits ? "" : ` · ${S("not_allowed")}`);
    if (o.kind === "swap") return S("swap_tile", tileText(o.tile)) + (o.fits ? "" : ` · ${S("not_allowed")}`);
    if (o.kind === "edge") return S(`edge_${o.on ? "off" : "on"}_${o.key}`, o.side ? S(`side_${o.side}`) : "");
    if (o.kind === "supply") {
      const shown = { ...(o.sides ? unwalled(o.piece) : o.piece) };
      if (o.pick_types) shown.types = undefined;
      if (o.prices) shown.price = undefined; // the player says it
      return S("supply_piece", pieceName(shown, o.piece_kind), o.left);
    }
    return S("place_piece", pieceName(o.piece)) + (o.fits ? "" : ` · ${S("not_allowed")}`);
  }
  async function makeOffer(x, y, offer) {
    closeSheet();
    const answer = await api("POST", seatPath("city/edit"), { x, y, offer });
    if (answer.ok) { say(""); show(answer.data); }
    else if (answer.data.error === "game_refused" && answer.data.detail) say(answer.data.detail, "bad"); // the game's sentence, in this phone's language
    else say(errorText(answer.data), "bad");
  }
  // a piece taken from the supply described as printed: its walls (or bastions), its building types
  function toggle(label, on, changed) {
    const b = document.createElement("button");
    b.type = "button"; b.className = "side-toggle"; b.textContent = label;
    b.setAttribute("aria-pressed", String(on));
    b.addEventListener("click", () => changed(b));
    return b;
  }
  function describePiece(x, y, offer) {
    const name = pieceName(unwalled({ ...offer.piece, types: undefined, price: offer.prices ? undefined : offer.piece.price }), offer.piece_kind);
    const key = offer.pick_types ? "choose_types" : offer.prices ? "choose_land"
      : offer.piece.bastions !== undefined ? "choose_bastions" : "choose_sides";
    describeForm({ title: S(key, name, offer.pick_types), sides: offer.sides, walls: offer.walls, pickTypes: offer.pick_types,
      types: offer.types, prices: offer.prices, button: S("build_here"),
      done: (said) => makeOffer(x, y, { ...offer, ...said }) });
  }
  // a tile of the proposal described as printed (The Red Palace's land tiles): its type, price and walls
  function describeTile(x, y, prices, pick) {
    const now = state.draft.cells.find((c) => c.x === x && c.y === y);
    const tile = now && now.tile && now.tile.price !== undefined ? now.tile : null;
    describeForm({ title: S("choose_land", S("described_tile")), sides: true, walls: tile ? tile.walls || "" : "",
      pickTypes: 1, types: tile ? [tile.type] : [], prices, price: tile ? tile.price : "", button: S("use_tile"),
      done: (said) => pick({ type: said.types[0], price: said.price, walls: said.walls }) });
  }
  // the form of a piece or tile described as printed: its walls (sides), building types, price
  function describeForm(f) {
    $("sheet-title").textContent = f.title;
    const list = $("sheet-list");
    list.replaceChildren();
    const walls = new Set(f.walls.split("")), types = [...f.types];
    const place = document.createElement("button");
    place.type = "button"; place.className = "primary"; place.id = "place-piece"; place.textContent = f.button;
    let price = null;
    if (f.prices) { // the price printed on it, said with the number keys
      const [low, high] = f.prices;
      const label = document.createElement("label");
      label.className = "price";
      price = Object.assign(document.createElement("input"), { type: "number", inputMode: "numeric", id: "piece-price",
        min: low, max: high, step: 1, required: true, value: f.price === undefined ? "" : f.price });
      price.addEventListener("input", () => ready());
      label.append(S("price"), price);
      list.append(label);
    }
    const priceOk = () => !price || (/^\d+$/.test(price.value) && +price.value >= f.prices[0] && +price.value <= f.prices[1]);
    const ready = () => { place.disabled = types.length !== f.pickTypes || !priceOk(); };
    if (f.sides) {
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
      list.append(row);
    }
    if (f.pickTypes) {
      const row = document.createElement("div");
      row.className = "sides types";
      const buttons = {};
      for (const t of state.table.types) {
        const b = buttons[t.id] = toggle(typeName(t.id), types.includes(t.id), () => {
          const at = types.indexOf(t.id);
          if (at >= 0) types.splice(at, 1);
          else { types.push(t.id); if (types.length > f.pickTypes) types.shift(); } // the first picked goes
          for (const [id, other] of Object.entries(buttons)) other.setAttribute("aria-pressed", String(types.includes(id)));
          ready();
        });
        b.dataset.type = t.id;
        b.style.borderLeft = `8px solid ${t.colour}`;
        row.append(b);
      }
      list.append(row);
    }
    ready();
    place.addEventListener("click", () => f.done({ walls: [..."NESW"].filter((s) => walls.has(s)).join(""), types,
      ...(price ? { price: +price.value } : {}) }));
    list.append(place);
    openSheet();
  }
  // the sheet over the page's lower part, the cell it is about kept in sight above it (scrolled up
  // under the bar, the page given room below to scroll so far)
  let sheetCell = null;
  function openSheet(x, y) {
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
  function closeSheet() {
    $("sheet").hidden = true;
    document.body.style.paddingBottom = "";
    sheetCell = null;
    markChosen(null, null);
  }
  // the cell a sheet is about, outlined on the city while the sheet is open
  function markChosen(x, y) {
    document.querySelectorAll("#city .chosen").forEach((old) => old.remove());
    if (x !== null) $("city").append(el("rect", { x: x * C + 2, y: y * C + 2, width: C - 4, height: C - 4, fill: "none",
      stroke: "#b7572b", "stroke-width": 4, "stroke-dasharray": "6 3", class: "chosen" }));
  }
  async function chooseInCity(x, y) {
    const r = await api("GET", seatPath(`city/options?x=${x}&y=${y}`));
    if (!r.ok) return say(errorText(r.data), "bad");
    say(""); // a tap begins the next edit: the note of the last one goes
    markChosen(x, y);
    $("sheet-title").textContent = S("cell_title", x, y);
    const list = $("sheet-list");
    list.replaceChildren();
    for (const offer of r.data.options) {
      const button = document.createElement("button");
      button.type = "button"; button.className = "option" + (offer.fits === false ? " unfit" : "");
      button.dataset.kind = offer.kind;
      const text = document.createElement("span");
      text.textContent = offerText(offer);
      const entry = state.city.cells.find((c) => c.x === x && c.y === y);
      button.append(tileSwatch(offer.piece || offer.tile || entry || null), text);
      button.addEventListener("click", () => (offer.kind === "supply" && (offer.sides || offer.pick_types)
        ? describePiece(x, y, offer) : makeOffer(x, y, offer)));
      list.append(button);
    }
    if (!r.data.options.length) {
      const none = document.createElement("p"); none.className = "note"; none.textContent = S("nothing_here");
      list.append(none);
    }
    openSheet(x, y);
  }

  // ---- the reserve: a tile bought kept there, one put back into the bag --------------------------
  function showReserve() {
    const t = state.table, reserve = state.city.reserve || [];
    $("reserve-part").hidden = !!state.draft || (!t.editable && !reserve.length);
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
    if (!reserve.length) row.append(Object.assign(document.createElement("p"), { className: "note", textContent: S("reserve_none") }));
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
    $("sheet-title").textContent = S(kind === "keep" ? "reserve_buy_title" : "reserve_title");
    const list = $("sheet-list");
    list.replaceChildren();
    for (const offer of r.data.options.filter((o) => o.kind === kind)) {
      const button = document.createElement("button");
      button.type = "button"; button.className = "option"; button.dataset.kind = kind;
      button.append(tileSwatch(offer.tile), Object.assign(document.createElement("span"),
        { textContent: kind === "keep" ? tileText(offer.tile) : S("to_bag", tileText(offer.tile)) })); // the title asks which was bought
      button.addEventListener("click", async () => {
        closeSheet();
        const answer = await api("POST", seatPath("reserve/edit"), { offer });
        if (answer.ok) { say(""); show(answer.data); }
        else say(answer.data.error === "game_refused" && answer.data.detail ? answer.data.detail : errorText(answer.data), "bad");
      });
      list.append(button);
    }
    if (!list.children.length) list.append(Object.assign(document.createElement("p"),
      { className: "note", textContent: S(kind === "keep" ? "bag_empty" : "reserve_none") }));
    openSheet();
  }

  // ---- points and the table --------------------------------------------------------------------
  // a number of points as it is printed, a minus sign below zero (as the window writes it), not a hyphen
  const pts = (n) => (typeof n === "number" && n < 0 ? "\u2212" + -n : `${n}`);
  function row(table, label, why, points, cls) {
    const tr = table.insertRow();
    if (cls) tr.className = cls;
    const a = tr.insertCell(), b = tr.insertCell();
    a.append(label);
    if (why) { const w = document.createElement("span"); w.className = "why"; w.textContent = why; a.append(w); }
    b.className = "n"; b.textContent = points;
    return tr;
  }
  function whyText(b, round) {
    if (b.kind === "no_tile" || b.place === null) return S("no_tile");
    const count = S(b.count === 1 ? "tile" : "tiles", b.count) + " · ";
    if (b.kind === "unpaid") return count + (b.shared_with.length ? S("unpaid_shared", b.place, listed(b.shared_with), round) : S("unpaid", b.place, round));
    if (b.kind === "multiplied") return count + S("multiplied", b.place, b.multiplier, b.type_total, b.points);
    if (b.kind === "alone") return count + S("alone", b.place, b.points);
    return count + S("shared", b.place, listed(b.shared_with), b.place_points.join(" + "), b.shared_with.length + 1, b.points);
  }
  function showPoints() {
    const p = state.points, t = state.table, table = $("points");
    $("points-title").textContent = t.finished ? S("points_final") : S("points_now", p.round);
    table.replaceChildren();
    for (const b of p.buildings) {
      const label = document.createElement("span");
      const sw = document.createElement("span"); sw.className = "swatch"; sw.style.background = colourOf(b.type);
      label.append(sw, typeName(b.type));
      row(table, label, whyText(b, p.round), pts(b.points));
    }
    const moats = t.edge === "moats";
    row(table, S(moats ? "moats" : "wall"), S(moats ? "moats_why" : "wall_why", state.city.wall.length), pts(p.wall));
    for (const m of p.modules) row(table, (words.terms && words.terms[m.key]) || m.name || m.key.replace(/_/g, " "), "", pts(m.points));
    row(table, S("total"), "", pts(p.total), "total");
  }
  function showScoreboard() {
    const t = state.table, table = $("scoreboard");
    table.replaceChildren();
    const head = row(table, "", "", t.finished ? S("total") : `${S("scored")} · ${S("now")}`);
    head.cells[1].style.fontWeight = "400";
    const everyone = t.players.concat(t.dirk ? [{ ...t.dirk, name: S("dirk"), colour: "#7f8c8d" }] : []);
    for (const p of everyone) {
      const label = document.createElement("span");
      const sw = document.createElement("span"); sw.className = "swatch"; sw.style.background = p.colour;
      label.append(sw, p.name);
      row(table, label, "", t.finished ? pts(p.total) : `${pts(p.total)} · ${pts(p.now)}`, p.name === state.seat ? "me" : "");
    }
  }

  // ---- the photo -----------------------------------------------------------------------------------
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

  // ---- start -----------------------------------------------------------------------------------------
  async function start() {
    const all = await fetch("/strings.json").then((r) => r.json()).catch(() => ({}));
    lang = language(all);
    words = all[lang] || all.en || {};
    document.documentElement.lang = lang === "zh_TW" ? "zh-Hant-TW" : lang;
    word(document);
    document.title = S("game_alhambra"); // before a seat: the app's name as the phone's language writes it
    $("join-form").addEventListener("submit", (e) => { e.preventDefault(); join($("join-code").value); });
    $("rejoin").addEventListener("click", () => { over = false; screen("join"); });
    $("photo").addEventListener("change", (e) => { const f = e.target.files[0]; e.target.value = ""; upload(f); });
    $("confirm").addEventListener("click", async () => {
      const r = await api("POST", seatPath("confirm"));
      if (r.ok) { show(r.data); say(S("confirmed"), "good"); return; }
      say(errorText(r.data), "bad");
      if (r.data.error === "refused") { const now = await api("GET", "/api/state"); if (now.ok) show(now.data); } // the orange box, as it stands
    });
    $("discard").addEventListener("click", async () => {
      const r = await api("POST", seatPath("discard"));
      if (r.ok) { say(""); show(r.data); }
    });
    $("sheet-close").addEventListener("click", closeSheet);
    $("change-seat").addEventListener("click", () => showSeats());
    const code = new URLSearchParams(location.hash.slice(1)).get("join");
    if (code) {
      history.replaceState(null, "", location.pathname); // the code is spent: never kept in the address
      return join(code);
    }
    if (!token) return screen("join");
    const r = await api("GET", "/api/state");
    if (r.ok) { show(r.data); connect(); }
  }
  start();
})();
