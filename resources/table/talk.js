// Talking to the table: the join code traded for a token, the requests that carry it, and the
// WebSocket that pushes each new state. Talks only to the server the page came from.
import { $, page, say, screen } from "./page.js";
import { errorText, S } from "./words.js";

let token = sessionStorage.getItem("alhambra-token") || "";
let socket = null, retry = 0, over = false;

export const joined = () => !!token;
export async function api(method, path, body, type) {
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
export const seatPath = (tail) => `/api/seats/${encodeURIComponent(page.state.seat)}/${tail}`;
// an edit sent: the state it answers with shown, or its refusal said (refused: how it is worded)
export async function send(method, path, body, refused = errorText) {
  const answer = await api(method, path, body);
  if (answer.ok) { say(""); page.show(answer.data); } else say(refused(answer.data), "bad");
  return answer;
}

export function connect() {
  if (!token || over) return;
  const ws = new WebSocket(`ws://${location.host}/ws`);
  socket = ws;
  ws.onopen = () => { retry = 0; ws.send(JSON.stringify({ type: "hello", token })); };
  ws.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "state") page.show(message);
    else if (message.type === "progress") page.progress(message.percent);
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
export function rejoin() {
  over = false;
  screen("join");
}

export async function join(code) {
  const response = await fetch("/api/join", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code, language: page.lang }) }).catch(() => null); // the game's refusals come in it
  if (!response) return say(S("e_network"), "bad");
  const data = await response.json().catch(() => ({}));
  if (!response.ok) { screen("join"); return say(errorText(data), "bad"); }
  token = data.token; over = false;
  sessionStorage.setItem("alhambra-token", token);
  page.state = null; // a table joined afresh (it may have been started again) counts from its own start
  page.show(data.state);
  connect();
}
