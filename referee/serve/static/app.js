// referee serve: the page of one link. Every text is written with textContent; only the board,
// drawn and escaped by the server (referee/<game>/page.py), is set as HTML.
"use strict";
(() => {
  const key = decodeURIComponent(location.pathname.split("/")[2] || "");
  const $ = (id) => document.getElementById(id);
  const stored = localStorage.getItem("referee.lang");
  let lang = stored || ((navigator.language || "en").toLowerCase().startsWith("zh") ? "zh" : "en");
  let source = null;
  let view = null;
  let receivedAt = 0;
  let audio = null;
  let emptyBefore = {};
  let councilBefore = null;
  let checkTimer = 0;
  let checkSeq = 0;

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }
  function fill(parent, nodes) { parent.replaceChildren(...nodes); }
  function label(name) { return (view && view.labels && view.labels[name]) || ""; }

  function connect() {
    if (source) source.close();
    setState("connecting");
    source = new EventSource(`/p/${encodeURIComponent(key)}/events?lang=${lang}`);
    source.onmessage = (event) => {
      view = JSON.parse(event.data);
      receivedAt = performance.now();
      setState("live");
      render();
    };
    source.onerror = () => setState("lost");  // EventSource reconnects by itself
  }

  function setState(name) {
    const node = $("link-state");
    node.dataset.state = name;
    node.className = `state ${name}`;
    node.textContent = label(name) || name;
  }

  function lines(list, items) {
    fill(list, items.map((line) => {
      const li = el("li", line.text);
      if (line.rule) li.append(el("span", line.rule, "rule"));
      return li;
    }));
  }

  function render() {
    document.documentElement.lang = view.lang === "zh" ? "zh-CN" : "en";
    document.title = `${view.title} — ${view.who}`;
    document.querySelectorAll("[data-label]").forEach((node) => {
      if (node.id !== "link-state") node.textContent = label(node.dataset.label);
    });
    $("lang").textContent = view.lang === "zh" ? "English" : "中文";
    $("sound").textContent = audio ? label("sound_on") : label("sound");
    $("title").textContent = view.title;
    $("who").textContent = view.who;
    setState($("link-state").dataset.state || "live");
    $("board").innerHTML = view.board;  // server-drawn and escaped
    fill($("pending"), view.pending.map((line) => el("li", line)));
    $("pending").dataset.moves = String(view.moves_made);
    $("problem").hidden = !view.problem;
    $("problem").textContent = view.problem;
    fill($("last"), view.last.map((e) => el("li", `${e.n}. ${e.by}: ${e.move}`)));
    const refusal = view.refusal;
    $("refusal-box").hidden = !refusal;
    if (refusal) {
      $("refusal-head").textContent = refusal.head;
      lines($("refusal"), refusal.lines);
    }
    fill($("teach"), view.teach.map((line) => el("p", line)));
    renderSheet(view.sheet);
    renderMoves();
    renderTimers();
  }

  function renderSheet(sheet) {
    $("sheet-box").hidden = !sheet;
    if (!sheet) return;
    const head = el("tr");
    head.append(...sheet.heads.map((h) => el("th", h)));
    const rows = sheet.rows.map((row) => {
      const tr = el("tr");
      tr.append(...row.map((cell, i) => el(i ? "td" : "th", cell)));
      return tr;
    });
    fill($("sheet"), [head, ...rows]);
    fill($("verdict-lines"), sheet.verdict.map((line) => el("li", line)));
  }

  function renderMoves() {
    $("move-box").hidden = !view.can_declare;
    if (!view.can_declare) return;
    fill($("legal-list"), view.legal.map((text) => { const o = el("option"); o.value = text; return o; }));
    const typed = $("move-text").value.trim().toLowerCase();
    const shown = view.legal.filter((m) => !typed || m.toLowerCase().includes(typed)).slice(0, view.tap);
    fill($("legal"), shown.length ? shown.map((text) => {
      const b = el("button", text);
      b.type = "button";
      b.addEventListener("click", () => { $("move-text").value = text.split("<")[0]; check(); $("move-text").focus(); });  // a form: up to its placeholder
      return b;
    }) : [el("span", label("none"))]);
  }

  function sandLeft(zone, timers) {
    if (!timers.running) return zone.left;
    const gone = ((performance.now() - receivedAt) / 1000) * 10 * timers.scale;
    return Math.max(0, zone.left - gone);
  }

  function mmss(tenths) {
    const s = Math.ceil(tenths / 10);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  }

  function renderTimers() {
    const timers = view.timers;
    $("timers-box").hidden = !timers;
    $("council").hidden = !(timers && timers.council);
    if (!timers) return;
    if (councilBefore === false && timers.council) alarm();
    councilBefore = timers.council;
    let head = `${label("markers")}: ${timers.markers}`;
    if (timers.paused) head += ` · ${label("paused")}`;
    $("timers-head").textContent = head;
    const glasses = el("div", null, "glasses");
    for (const zone of timers.zones) {
      const box = el("div", null, `glass zone-${zone.zone}`);
      box.dataset.zone = zone.zone;
      box.append(el("div", zone.name, "name"), el("div", zone.row, "row"));
      if (timers.timed) {
        box.append(el("div", "", "left"));
        const bar = el("div", null, "bar");
        bar.append(el("span"));
        box.append(bar);
      }
      if (zone.flip) {
        const b = el("button", `${label("flip")} ${zone.name}`, "flip");
        b.type = "button";
        b.dataset.zone = zone.zone;
        b.addEventListener("click", () => send(`flip ${zone.zone}`));
        box.append(b);
      }
      glasses.append(box);
    }
    fill($("timers"), [glasses]);
    const u = timers.untimed;
    $("untimed").textContent = u
      ? `${label("untimed")} · ${label("step")} ${u.step}/${u.steps}: ${u.flips} · ${label("ready")}: ${u.ready.join(", ") || "—"}`
      : "";
    tick();
  }

  function tick() {
    const timers = view && view.timers;
    if (!timers || !timers.timed) return;
    for (const zone of timers.zones) {
      const box = document.querySelector(`.glass[data-zone="${zone.zone}"]`);
      if (!box) continue;
      const left = sandLeft(zone, timers);
      const share = Math.max(0, Math.min(1, left / zone.duration));
      box.querySelector(".left").textContent = left > 0 ? mmss(left) : label("empty_sand");
      const bar = box.querySelector(".bar span");
      bar.style.width = `${share * 100}%`;
      bar.style.background = `hsl(${Math.round(share * 120)}, 70%, 42%)`;  // green → amber → red
      box.classList.toggle("empty", left <= 0);
      const flip = box.querySelector(".flip");
      if (flip) flip.classList.toggle("due", left <= 0);
      if (left <= 0 && emptyBefore[zone.zone] === false && timers.running) alarm();
      emptyBefore[zone.zone] = left <= 0;
      box.dataset.left = String(Math.round(left));
    }
  }

  function alarm() {
    document.body.dataset.alarms = String(Number(document.body.dataset.alarms || 0) + 1);
    if (navigator.vibrate) navigator.vibrate([300, 120, 300]);
    if (!audio) return;
    const now = audio.currentTime;
    for (const [i, freq] of [880, 660, 880].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.25, now + i * 0.22);
      gain.gain.exponentialRampToValueAtTime(0.001, now + i * 0.22 + 0.2);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + i * 0.22);
      osc.stop(now + i * 0.22 + 0.21);
    }
  }

  async function post(path, text) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Referee-Key": key },
      body: JSON.stringify({ text, lang }),
      credentials: "omit",
    });
    let data = {};
    try { data = await response.json(); } catch (e) { data = { error: String(response.status) }; }
    if (data.error) data = { ok: false, kind: "refused", lines: [{ text: data.error }] };
    return data;
  }

  async function check() {
    renderMoves();
    const seq = ++checkSeq;
    const text = $("move-text").value;
    const answer = await post("/api/check", text);
    if (seq !== checkSeq) return;  // typed on since
    $("verdict").className = `verdict ${answer.kind}`;
    lines($("verdict"), answer.lines || []);
  }

  async function send(text) {
    const answer = await post("/api/move", text);
    $("verdict").className = `verdict ${answer.ok ? "legal" : answer.kind}`;
    if (answer.ok) {
      lines($("verdict"), [{ text: `✓ ${answer.n}. ${answer.by}: ${answer.move}` }]);
      if ($("move-text").value === text) $("move-text").value = "";
    } else {
      lines($("verdict"), answer.lines || []);
    }
  }

  $("move-text").addEventListener("input", () => {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, 120);
  });
  $("move-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("move-text").value;
    if (text.trim()) send(text);
  });
  $("lang").addEventListener("click", () => {
    lang = lang === "zh" ? "en" : "zh";
    localStorage.setItem("referee.lang", lang);
    connect();
  });
  $("sound").addEventListener("click", () => {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!audio && Context) audio = new Context();
    if (audio && audio.state === "suspended") audio.resume();
    $("sound").textContent = label("sound_on");
  });
  setInterval(tick, 200);
  connect();
})();
