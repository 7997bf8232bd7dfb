// What the phone page holds and how it speaks to its player: the state last shown, the words of
// its language, which screen is up and the note of the last action. The other modules read
// and change the page through this one; the page's start (phone.js) gives it show and progress.
export const page = {
  state: null, // the table as the server last sent it
  words: {}, // the phone's language's words (strings.json)
  lang: "en",
  show: (_state) => {}, // a state from an answer or a push, shown if it is not stale
  progress: (_percent) => {}, // a photo's reading, in percent; null when none is under way
};
export const $ = (id) => document.getElementById(id);

export function screen(name) {
  for (const id of ["join", "seats", "play", "gone"]) $(id).hidden = id !== name;
  $("actions").hidden = name !== "play";
}

// a note belongs to the last action: the next one takes it away, and a good one fades by itself
let fading = 0;
const FADE_MS = 8000;
export function say(text, tone) {
  const box = $("message");
  box.textContent = text || "";
  box.className = "banner" + (tone ? " " + tone : "");
  box.hidden = !text;
  clearTimeout(fading);
  if (text && tone === "good") fading = setTimeout(() => say(""), FADE_MS);
}
