// The phone page: shows what the app sends for this seat and sends back the one action tapped.
// The app sends "seat" (who this is, the page's words), "table" (cards, own facts, status, the decision), "refused",
// "released" when the seat is handed back to the table (the link then stops working), and "ended" when the game is over.
// A page that loses its socket otherwise keeps trying, so it finds its seat again when the game goes on.
"use strict";
const token = location.pathname.split("/")[2] || "";
const $ = (id) => document.getElementById(id);
let socket = null;
let words = {};
let table = null;
let chosen = null;
let released = false;

function language() {
  const code = (navigator.language || "en").slice(0, 2).toLowerCase();
  return ["en", "de", "nl"].includes(code) ? code : null;
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/${token}`);
  socket.onopen = () => {
    const wanted = language();
    if (wanted) socket.send(JSON.stringify({ type: "hello", language: wanted }));
  };
  socket.onmessage = (message) => receive(JSON.parse(message.data));
  socket.onclose = () => {
    if (released) return;
    if (words.lost) $("status").textContent = words.lost;
    setTimeout(connect, 2000);
  };
}

function receive(message) {
  if (message.type === "seat") {
    words = message.words;
    $("name").textContent = message.name;
    $("title").textContent = message.title;
    document.documentElement.lang = message.language;
    document.querySelector("header").style.borderBottomColor = message.colour;
    $("cards-heading").textContent = words.cards;
    $("facts-heading").textContent = words.facts;
    $("choose").textContent = words.choose;
  } else if (message.type === "table") {
    table = message;
    chosen = null;
    $("refusal").hidden = true;
    draw();
  } else if (message.type === "released") {
    released = true;
    table = null;
    $("status").textContent = message.reason;
    for (const id of ["decision", "facts-section", "refusal"]) $(id).hidden = true;
    $("cards").replaceChildren();
  } else if (message.type === "ended") {
    released = true;
    $("status").textContent = message.reason;
    for (const id of ["decision", "refusal"]) $(id).hidden = true;
  } else if (message.type === "refused") {
    $("refusal").textContent = `${words.refused || ""} ${message.reason}`;
    $("refusal").hidden = false;
  }
}

function draw() {
  $("status").textContent = table.status;
  const offered = table.decision || [];
  const playable = new Set(offered.filter((option) => option.card !== null).map((option) => option.card));
  const cards = $("cards");
  cards.replaceChildren();
  table.cards.forEach((card, index) => {
    const button = document.createElement("button");
    const image = document.createElement("img");
    image.src = card.image;
    image.alt = "";
    button.append(image);
    button.disabled = !playable.has(index);
    button.className = (playable.has(index) ? "playable" : "") + (chosen === index ? " chosen" : "");
    button.onclick = () => { chosen = chosen === index ? null : index; draw(); };
    cards.append(button);
  });
  const facts = $("facts");
  facts.replaceChildren();
  for (const fact of table.facts) {
    const item = document.createElement("div");
    item.className = "fact";
    if (fact.image) {
      const image = document.createElement("img");
      image.src = fact.image;
      image.alt = "";
      item.append(image);
    }
    const text = document.createElement("p");
    text.textContent = fact.words;
    item.append(text);
    facts.append(item);
  }
  $("facts-section").hidden = table.facts.length === 0;
  $("cards-section").hidden = table.cards.length === 0;
  const showing = offered.filter((option) => option.card === null || option.card === chosen);
  $("decision").hidden = offered.length === 0;
  $("pick").textContent = playable.size && chosen === null ? words.pick_card : "";
  const options = $("options");
  options.replaceChildren();
  for (const option of showing) {
    const button = document.createElement("button");
    button.textContent = option.label;
    button.onclick = () => socket.send(JSON.stringify({ type: "act", turn: table.turn, action: option.action }));
    options.append(button);
  }
  if (chosen !== null) {
    const back = document.createElement("button");
    back.className = "back";
    back.textContent = words.back;
    back.onclick = () => { chosen = null; draw(); };
    options.append(back);
  }
}

connect();
