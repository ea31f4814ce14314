// The table page: draws the view the server sends for this link and sends the chosen actions.
"use strict";
const token = location.pathname.split("/").pop();
const $ = id => document.getElementById(id);
let state = null;
let socket = null;

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function mana(cost) {
  const span = el("span", "cost");
  for (const m of (cost || "").matchAll(/\{([^}]+)\}/g)) {
    const sym = m[1].replace("/", "");
    span.append(el("i", "mana mana-" + (/^[WUBRGC]$/.test(sym) ? sym : "N"), m[1]));
  }
  return span;
}

function colourClass(name, types) {
  const info = state.cards[name];
  const colors = info ? info.colors : [];
  if (colors.length > 1) return "multi";
  if (colors.length === 1) return "c-" + colors[0];
  if ((types || (info ? info.type_line : "")).toString().includes("Land")) return "land";
  return "colorless";
}

function card(c, extra) {
  const info = state.cards[c.name] || {};
  const div = el("div", "card " + colourClass(c.name, c.types ? c.types.join(" ") : null));
  div.dataset.id = c.id;
  const head = el("div", "card-head");
  head.append(el("span", "card-name", c.face_down ? "Face-down" : c.name), mana(info.cost));
  div.append(head, el("div", "type-line", info.type_line || (c.types || []).join(" ")));
  if (extra) extra(div);
  div.addEventListener("mouseenter", () => tip(div, c, info));
  div.addEventListener("mouseleave", () => { $("tip").hidden = true; });
  div.addEventListener("click", ev => { ev.stopPropagation(); tip(div, c, info); });  // a phone has no hover
  return div;
}

function permanent(p, attached) {
  return card(p, div => {
    if (p.tapped) div.classList.add("tapped");
    if (p.sick) div.classList.add("sick");
    const foot = el("div", "card-foot");
    for (const [kind, n] of p.counters) foot.append(el("span", "counter", `${n}× ${kind}`));
    if (p.sick) foot.append(el("span", "badge", "summoning sick"));
    if (p.damage) foot.append(el("span", "badge dmg", `${p.damage} dmg`));
    if (p.power !== null) foot.append(el("span", "pt", `${p.power}/${p.toughness}`));
    div.append(foot);
    for (const a of attached.filter(a => a.attached_to === p.id)) div.append(permanent(a, attached));
  });
}

function tip(div, c, info) {
  const t = $("tip");
  t.replaceChildren(el("b", "", c.name + (c.face_down_card ? ` (${c.face_down_card})` : "")), el("div", "", info.type_line || ""),
    el("p", "", info.text || ""), el("div", "", (c.keywords && c.keywords.length) ? "Has: " + c.keywords.join(", ") : ""));
  const r = div.getBoundingClientRect();
  t.style.left = Math.min(r.right + 8, innerWidth - 260) + "px";
  t.style.top = Math.max(8, Math.min(r.top, innerHeight - 200)) + "px";
  t.hidden = false;
}

function playerBox(p, obs, mine) {
  const box = el("div", "player");
  box.dataset.id = p.id;
  const flags = [];
  if (obs.active_player === p.id) flags.push("active");
  if (obs.deciding_player === p.id) flags.push("deciding");
  if (p.lost) flags.push("lost");
  box.classList.add(...flags);
  box.append(el("span", "pname", p.name + (mine && p.name !== "you" ? " (you)" : "")), el("span", "life", `♥ ${p.life}`));
  if (p.poison) box.append(el("span", "poison", `☠ ${p.poison}`));
  box.append(el("span", "count", `hand ${p.hand_count}`), el("span", "count", `library ${p.library_count}`),
    el("span", "count", `graveyard ${p.graveyard.length}`));
  if (p.mana_pool) box.append(el("span", "pool", "pool "), mana(p.mana_pool));
  if (obs.deciding_player === p.id) box.append(el("span", "thinking", mine ? "your move" : "deciding…"));
  return box;
}

function zoneRow(title, cards, cls) {
  const z = el("div", "zone " + (cls || ""));
  z.append(el("h4", "", title));
  const row = el("div", "row");
  row.append(...cards);
  z.append(row);
  return z;
}

function side(p, obs, mine) {
  const s = el("div", "side-inner");
  const bf = obs.battlefield.filter(x => x.controller === p.id);
  const attached = obs.battlefield.filter(x => x.attached_to !== null && obs.battlefield.some(h => h.id === x.attached_to));
  const top = bf.filter(x => !attached.includes(x));
  const lands = top.filter(x => x.types.includes("Land") && !x.types.includes("Creature"));
  const others = top.filter(x => !lands.includes(x));
  const hand = p.hand ? p.hand.map(c => card(c)) : Array.from({length: p.hand_count}, () => el("div", "card back"));
  const exile = obs.exile.filter(c => c.owner === p.id).map(c => card(c));
  const parts = [playerBox(p, obs, mine), zoneRow("Battlefield", others.map(x => permanent(x, attached)), "creatures"),
    zoneRow("Lands", lands.map(x => permanent(x, attached)), "lands")];
  const small = el("div", "small-zones");
  if (!mine) small.append(zoneRow("Hand", hand, "hand"));
  if (p.graveyard.length) small.append(zoneRow("Graveyard", p.graveyard.slice(-8).map(c => card(c)), "mini"));
  if (exile.length) small.append(zoneRow("Exile", exile, "mini"));
  parts.push(small);
  if (mine) parts.push(zoneRow("Your hand", hand, "hand"));
  else parts.reverse();
  s.append(...parts);
  return s;
}

function describeTurn(obs) {
  const who = id => id === state.seat ? "you" : obs.players[id].name;
  const whose = obs.active_player === state.seat ? "your" : `${obs.players[obs.active_player].name}'s`;
  const prio = obs.priority_player === null ? "" : ` · priority: ${who(obs.priority_player)}`;
  return `Turn ${obs.turn} · ${whose} turn · ${state.step_name}${prio}`;
}

function render() {
  const obs = state.observation;
  const me = state.seat === null ? 0 : state.seat;
  const them = obs.players.find(p => p.id !== me);
  document.body.dataset.version = state.version;
  $("concede").hidden = state.seat === null || Boolean(obs.outcome);  // at any time (CR 104.3a)
  $("turn").textContent = describeTurn(obs);
  $("opponent").replaceChildren(side(them, obs, false));
  $("me").replaceChildren(side(obs.players[me], obs, state.seat !== null));
  $("stack").replaceChildren(...[...obs.stack].reverse().map(s => card(s, div => {
    div.classList.add("on-stack");
    const t = s.targets.map(x => x.name || "a card that left").join(", ");
    div.append(el("div", "stack-who", `${obs.players[s.controller].name}${s.is_ability ? " — ability" : ""}${t ? " → " + t : ""}`));
    if (s.text) div.append(el("div", "stack-text", s.text));
  })));
  $("stack-area").classList.toggle("empty", obs.stack.length === 0);
  renderDecision(obs);
  renderLog();
  renderLinks();
}

function renderDecision(obs) {
  const box = $("decision");
  box.replaceChildren();
  $("actions").replaceChildren();
  $("menu").hidden = true;
  if (obs.outcome) {
    const o = obs.outcome;
    const you = state.seat === null ? null : obs.players[state.seat].name;
    const text = o.draw ? "The game is a draw." : you === null ? `${o.winners.join(", ")} won.` : o.winners.includes(you) ? "You won!" : `You lost — ${o.winners.join(", ")} won.`;
    box.append(el("div", "outcome", text));
    const again = el("a", "button", "New game");
    again.href = "/";
    $("actions").append(again);
    return;
  }
  if (state.thinking) {  // an AI is choosing its move: its moves arrive one by one
    const line = el("div", "prompt waiting ai-thinking", `${state.thinking} is thinking…`);
    line.id = "thinking";
    box.append(line);
  }
  if (state.seat === null) { box.append(el("div", "prompt", "Watching.")); return; }
  if (!obs.decision) {
    if (!state.thinking) box.append(el("div", "prompt waiting", `Waiting for ${obs.players[obs.deciding_player].name}…`));
    return;
  }
  box.append(el("div", "prompt", state.prompt));
  const byId = new Map();
  for (const a of state.actions) {
    const target = a.on === null ? null : document.querySelector(`#board [data-id="${a.on}"]`);
    if (!target) { $("actions").append(actionButton(a)); continue; }
    if (!byId.has(a.on)) byId.set(a.on, []);
    byId.get(a.on).push(a);
  }
  for (const [id, acts] of byId) {
    for (const target of document.querySelectorAll(`#board [data-id="${id}"]`)) {
      target.classList.add("can-act");
      target.addEventListener("click", ev => { ev.stopPropagation(); showMenu(target, acts); });
    }
  }
  if (byId.size) box.append(el("div", "hint", "Glowing cards and players have actions: click them."));
}

function actionButton(a) {
  const b = el("button", "action", a.text);
  b.dataset.index = a.index;
  b.addEventListener("click", () => send({type: "act", index: a.index, version: state.version}));
  return b;
}

function showMenu(target, acts) {
  const m = $("menu");
  m.replaceChildren(...acts.map(actionButton));
  const r = target.getBoundingClientRect();
  m.style.left = Math.max(4, Math.min(r.left, innerWidth - 240)) + "px";
  m.style.top = Math.min(r.bottom + 4, innerHeight - 40 * acts.length - 8) + "px";
  m.hidden = false;
}

function renderLog() {
  const log = $("log");
  log.replaceChildren(...state.log.map(e => {
    const li = el("li", e.text.startsWith("──") ? "turn-line" : "", e.text);
    if (e.rules.length) li.append(el("span", "rules", "CR " + e.rules.join(", ")));
    return li;
  }));
  log.scrollTop = log.scrollHeight;
}

function renderLinks() {
  const box = $("links");
  if (!state.links) return;
  box.replaceChildren();
  const add = (label, tok) => {
    const url = `${location.origin}/t/${tok}`;
    const row = el("div", "", label + " ");
    const input = el("input");
    input.readOnly = true;
    input.value = url;
    input.addEventListener("focus", () => input.select());
    row.append(input);
    box.append(row);
  };
  if (state.links.seat) add("Your friend's link:", state.links.seat);
  add("Spectators:", state.links.watch);
  box.hidden = false;
}

function toast(text) {
  const t = $("toast");
  t.textContent = text;
  t.hidden = false;
  setTimeout(() => { t.hidden = true; }, 3000);
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function connect() {
  socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/${token}`);
  socket.onopen = () => { $("status").textContent = "connected"; $("status").className = "status ok"; };
  socket.onmessage = ev => {
    const msg = JSON.parse(ev.data);
    if (msg.type === "error") { toast(msg.message); return; }
    state = msg;
    render();
  };
  socket.onclose = ev => {
    $("status").textContent = "reconnecting…";
    $("status").className = "status";
    if (ev.code !== 4404) setTimeout(connect, 1000);
  };
}

document.addEventListener("click", () => { $("menu").hidden = true; $("tip").hidden = true; });
$("concede").addEventListener("click", () => {
  if (confirm("Concede the game?")) send({type: "concede", version: state.version});
});
connect();
