import { art, call, follow, show, signedIn, value } from './api.js';
import { t, term } from './i18n.js';
import { clockText, drawBoard, drawClocks, ms, sinceAsOf, squares } from './board.js';
import { drawHow, inForce } from './result.js';

// The arbiter's board for one game, one screen: the board (coordinates, the last move and a king in check marked,
// flipped at will), both clocks, the status and what is pending, the last ruling, the moves as a scoresheet lists
// them (each opening the time machine there), and the controls of what may be sent now: the commands the account
// may send (GET /api/console/session) that the game's deciders accept in its current state (GET
// /api/games/{id}/acts), grouped by who acts, the arbiter's rarer rulings folded away. Kept current by the game's
// live stream; a move is made by choosing its square and then its destination (click, tap, drag, or keyboard);
// each control names the article of the game's edition and sends the same command as the API.
const gameId = new URLSearchParams(location.search).get('game');
const boardEl = document.getElementById('board');
let view = null;
let from = null;
let fetchedAt = 0;
let articlesFor = null;
let dragFrom = null;
let who = null; // the account signed in and the commands it may send to this game (GET /api/console/session?game=), or null
let commands = new Set();
let acts = new Map(); // what the game's deciders accept now: type -> { by, options } (GET /api/games/{id}/acts)
let sheet = null; // the scoresheet (GET /api/games/{id}/scoresheet): the moves numbered, with the clock after each
let sheetOf = null; // the moves (event and clock of each) the scoresheet was read for
let flipped = sessionStorage.getItem('flipped:' + gameId) === 'true';
let draggedAt = -1e9;

/**
 * The player a player's act is by: the one chosen under the board; else the only player who may send it now (a
 * draw offer is accepted by the opponent of the one who made it); else the player to move.
 */
function actor(type) {
  const act = type ? acts.get(type) : null;
  const players = act ? act.by.filter((b) => b === 'WHITE' || b === 'BLACK') : [];
  return value('actor') || (players.length === 1 ? players[0] : view.sideToMove);
}

/** Each button names the article of the game's edition that applies, once the edition is known. */
async function articles() {
  if (articlesFor === view.rules) {
    return;
  }
  articlesFor = view.rules;
  const e = await call('GET', '/api/editions/' + encodeURIComponent(view.rules));
  document.querySelectorAll('[data-law]').forEach((b) => {
    // the first of the rules named that the edition has (2005 has no "completed" illegal move: its 7.4a reinstates)
    const law = b.dataset.law.split(' ').find((l) => e.articles[l]);
    const article = law ? e.articles[law] : null;
    b.textContent = t(b.dataset.i18n) + (article ? ' (' + art(article) + ')' : '');
  });
  document.querySelectorAll('[data-rule]').forEach((b) => {
    b.textContent = t(b.dataset.i18n) + ' (' + art(e[b.dataset.rule]) + ')';
  });
  // the penalties this edition's arbiter may impose, each with its article
  const kinds = document.getElementById('penalty-kind');
  kinds.replaceChildren();
  Object.entries(e.penalties).forEach(([kind, article]) => {
    const o = document.createElement('option');
    o.value = kind;
    o.textContent = term('penalty', kind) + ' (' + art(article) + ')';
    kinds.appendChild(o);
  });
  offer(); // the penalties that may be imposed now, among the edition's
}

/** What is pending, at a glance: touches, an obligation and its moves, an open offer or claim, a claimable breach. */
function pending() {
  const p = view.pending || {};
  const parts = [];
  if (p.touches && p.touches.length) {
    parts.push(t('game.pending.touched', { squares: p.touches.join(', ') }));
  }
  if (p.obligation) {
    parts.push(t('game.pending.mustMove', { player: term('side', p.obligation.player), moves: (p.obligation.allowed || []).join(', '),
      art: art(p.obligation.article) }));
  }
  if (p.drawOfferBy) {
    parts.push(t('game.pending.drawOffered', { player: term('side', p.drawOfferBy) }));
  }
  if (p.openClaim) {
    parts.push(t('game.pending.claim', { player: term('side.gen', p.openClaim.player), basis: term('claimKind', p.openClaim.basis),
      status: term('claimStatus', p.openClaim.status).toLowerCase().replace(/_/g, ' ') }));
  }
  if (p.breach) {
    parts.push(t('game.pending.breach', { player: term('side', p.breach.player), move: p.breach.uci, art: art(p.breach.article) }));
  }
  document.getElementById('pending').textContent = parts.length ? t('game.pending', { items: parts.join('; ') }) : t('game.nothingPending');
}

/** Whether the act of an element (its data-act, else its data-command; "StopClocks:arbiter") may be sent now. */
function possible(el) {
  const [type, who] = (el.dataset.act || el.dataset.command).split(':');
  const act = acts.get(type);
  if (!act) {
    return false;
  }
  return who === 'arbiter' ? act.by.includes('ARBITER') : who === 'player' ? act.by.some((b) => b !== 'ARBITER') : true;
}

/** A select's options limited to the choices the deciders accept now ({@code keep} for an option standing for another). */
function choices(selectId, type, keep = {}) {
  const act = acts.get(type);
  const allowed = new Set(act ? act.options : []);
  const select = document.getElementById(selectId);
  [...select.options].forEach((o) => {
    const ok = allowed.has(keep[o.value] || o.value);
    o.disabled = !ok;
  });
  if (select.selectedOptions.length && select.selectedOptions[0].disabled) {
    const first = [...select.options].find((o) => !o.disabled);
    if (first) {
      select.value = first.value;
    }
  }
}

/**
 * Only the controls of what may be sent now: the commands the account may send to this game that the deciders
 * accept in its current state; a group with none left is hidden; a note where the account may send nothing here.
 */
function offer() {
  document.querySelectorAll('[data-command]').forEach((el) => {
    el.hidden = !commands.has(el.dataset.command) || !possible(el);
  });
  document.querySelectorAll('[data-offer-group]').forEach((g) => {
    g.hidden = ![...g.querySelectorAll('[data-command]')].some((el) => !el.hidden);
  });
  choices('claim-basis', 'ClaimDraw');
  choices('rule-decision', 'RuleOnClaim');
  choices('flag-side', 'ObserveFlagFall', { '': view.sideToMove });
  choices('result-decision', 'CorrectResult');
  choices('penalty-kind', 'ImposePenalty');
  // who may sign now: the player who has not signed yet is chosen first
  const signers = acts.get('SignScoresheet');
  const sheets = view.scoresheets || {};
  [...document.getElementById('sign-player').options].forEach((o) => {
    o.disabled = !signers || !signers.by.includes(o.value);
  });
  if (signers && document.activeElement !== document.getElementById('sign-player')) {
    const next = signers.by.find((p) => !sheets[p.toLowerCase()]) || signers.by[0];
    document.getElementById('sign-player').value = next;
  }
  document.getElementById('reach').textContent = commands.size ? ''
    : t('game.readOnly', { who: who ? t('game.readOnlySignedIn', { name: who.name, role: term('role', who.role) }) : t('game.notSignedIn') });
}

/** The moves as the scoresheet lists them, numbered, the clock after each, each a link to the time machine at its event. */
function drawMoves() {
  const body = document.querySelector('#moves tbody');
  const key = JSON.stringify(sheet ? sheet.rows : []) + (view.moveList || []).map((m) => m.seq).join(',');
  if (body.dataset.key === key) {
    return; // the same moves: the links (and the focus on one) stay as they are
  }
  body.dataset.key = key;
  const seqs = (view.moveList || []).map((m) => m.seq);
  let ply = 0;
  const cell = (entry) => {
    const td = document.createElement('td');
    if (entry) {
      const seq = seqs[ply++];
      const a = document.createElement('a');
      a.href = 'appeal.html?game=' + encodeURIComponent(gameId) + (seq !== undefined ? '&seq=' + seq : '');
      a.textContent = entry.move + (entry.drawOffered ? '=' : '');
      td.appendChild(a);
      if (entry.clock) {
        const c = document.createElement('span');
        c.className = 'move-clock';
        c.textContent = ' ' + entry.clock;
        td.appendChild(c);
      }
      if (ply === seqs.length) {
        td.className = 'current';
      }
    }
    return td;
  };
  body.replaceChildren(...(sheet ? sheet.rows : []).map((r) => {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = r.number + '.';
    tr.append(th, cell(r.white), cell(r.black));
    return tr;
  }));
  const box = document.getElementById('moves-box');
  box.scrollTop = box.scrollHeight;
}

/** The clocks with the players' names, the one of the player at the top of the board first. */
function placeClocks() {
  const box = document.getElementById('clocks');
  const [top, bottom] = flipped ? ['row-white', 'row-black'] : ['row-black', 'row-white'];
  box.append(document.getElementById(top), document.getElementById(bottom));
  document.getElementById('name-white').textContent = view.white || t('common.White');
  document.getElementById('name-black').textContent = view.black || t('common.Black');
  const toMove = view.status === 'IN_PROGRESS' ? view.sideToMove : null;
  document.getElementById('row-white').classList.toggle('to-move', toMove === 'WHITE');
  document.getElementById('row-black').classList.toggle('to-move', toMove === 'BLACK');
}

function render() {
  offer();
  drawBoard(boardEl, view.fen, from, commands.has('MakeMove') && acts.has('MakeMove') ? choose : null,
      { flipped, lastMove: view.lastMove, check: view.checkSquare, coordinates: true });
  placeClocks();
  drawMoves();
  // the result in force (8.7) with its ending, and how it was decided where it is not the record's
  const ending = view.status === 'FINISHED' ? inForce(view).text : '';
  drawHow(document.getElementById('how'), view);
  const waits = view.pendingEnding;
  document.getElementById('status').textContent = view.status === 'FINISHED' ? t('game.over', { ending })
      : view.status === 'ANNULLED' ? t('game.annulled') : t('game.toMove', { side: term('side.gen', view.sideToMove) }) + (waits
        ? '; ' + t('game.waits', { ending: term('termination', waits.termination), result: waits.result, art: art(waits.article),
          claimant: term('side.gen', waits.claimant), claimArt: art(waits.claimArticle) }) : '');
  // the waiver is recorded only while an ending waits for the claim
  document.getElementById('waive-touch').hidden = !commands.has('WaiveTouchMoveClaim') || !waits;
  document.getElementById('rules').textContent = view.timeControl
    ? t('game.rulesWithTime', { rules: term('edition', view.rules), timeControl: view.timeControl })
    : t('game.rules', { rules: term('edition', view.rules) });
  const players = t('common.versus', { white: view.white || t('common.White'), black: view.black || t('common.Black') });
  document.getElementById('players').textContent = players
      + (view.event ? ', ' + view.event + (view.round ? ', ' + t('common.roundN', { round: view.round }) : '')
        + (view.board ? ', ' + t('common.boardN', { board: view.board }) : '') : '');
  document.title = t('common.pageTitle', { what: players });
  const rulings = view.rulings || [];
  // the last ruling (the server tells rulings from the players' acts that the list also shows)
  const last = view.lastRuling;
  document.getElementById('last').textContent = last ? t('game.lastRuling', { text: last.text })
      + (last.article && !last.text.includes(last.article) ? ' (' + art(last.article) + ')' : '') : '';
  // drawn again only when it changed (a list drawn anew at each read would lose the reader's place)
  const list = document.getElementById('rulings');
  const key = rulings.map((r) => r.seq + ':' + r.afterMoves).join(',');
  if (list.dataset.key !== key) {
    list.dataset.key = key;
    list.replaceChildren(...rulings.slice().reverse().map((r) => {
      const li = document.createElement('li');
      li.textContent = t('common.eventLine', { seq: r.seq, text: r.text })
          + (r.article && !r.text.includes(r.article) ? ' (' + art(r.article) + ')' : '');
      return li;
    }));
  }
  pending();
  const sheets = view.scoresheets || {};
  document.getElementById('signatures').textContent = view.status !== 'FINISHED' ? ''
    : t('game.signatures', { white: signature(sheets.white), black: signature(sheets.black), result: view.resultInForce,
      standing: term('standing', view.resultStanding || '').toLowerCase().replace(/_/g, ' ') });
  articles().catch(show);
  // the forms' hints: the clocks and the half-moves of the record as they stand
  document.getElementById('set-white').placeholder = clockText(view.clocks.white.remainingMs);
  document.getElementById('set-black').placeholder = clockText(view.clocks.black.remainingMs);
  document.getElementById('restore-ply').placeholder = String((view.moves || []).length);
  tick();
}

/** A scoresheet's signature: the result signed, or none. */
function signature(result) {
  return result ? t('game.signed', { result }) : t('game.notSigned');
}

function tick() {
  if (view) {
    drawClocks(view, sinceAsOf(view, Date.now() - fetchedAt));
  }
}

async function refresh() {
  const path = '/api/games/' + encodeURIComponent(gameId);
  const [v, now] = await Promise.all([call('GET', path), commands.size ? call('GET', path + '/acts') : null]);
  // the scoresheet read again only where the moves, their clocks or the draw offers it marks changed
  const moves = JSON.stringify([(v.moveList || []).map((m) => [m.seq, m.clockMs]),
    (v.rulings || []).filter((r) => r.type === 'DrawOffered').map((r) => r.seq)]);
  if (sheet === null || moves !== sheetOf) {
    sheet = await call('GET', path + '/scoresheet');
    sheetOf = moves;
  }
  view = v;
  acts = new Map(((now && now.acts) || []).map((a) => [a.type, a]));
  fetchedAt = Date.now();
  render();
}

async function send(type, fields) {
  show(null);
  try {
    await call('POST', '/api/games/' + encodeURIComponent(gameId) + '/commands', { type, at: new Date().toISOString(), ...fields });
  } catch (problem) {
    show(problem);
  }
  await refresh();
}

/** A form's command: {@code fields()} reads the form (a time typed wrong is shown, nothing sent). */
function onSubmit(formId, type, fields) {
  document.getElementById(formId).addEventListener('submit', (e) => {
    e.preventDefault();
    let f;
    try {
      f = fields();
    } catch (wrong) {
      show(wrong);
      return;
    }
    Object.keys(f).forEach((k) => (f[k] === null || f[k] === '') && delete f[k]);
    send(type, f);
  });
}

/** A choice of a square: a move's first or second square, or a touch, an adjustment, a new piece on the promotion square. */
async function choose(sq) {
  if (performance.now() - draggedAt < 500) {
    return; // the click that some browsers send at the end of a drag is not a choice
  }
  const hand = value('hand');
  if (hand === 'touch' || hand === 'adjust') {
    await send(hand === 'touch' ? 'TouchPiece' : 'AdjustPiece', { player: actor(), square: sq });
    return;
  }
  if (hand === 'promotion-square') {
    await send('TouchPromotionSquare', { player: actor(), square: sq, piece: value('promotion').toUpperCase() });
    return;
  }
  const men = squares(view.fen);
  if (from === null) {
    if (men[sq]) {
      from = sq;
      render();
    }
    return;
  }
  if (sq === from) {
    from = null;
    render();
    return;
  }
  await move(from, sq);
}

async function move(start, sq) {
  const men = squares(view.fen);
  const man = men[start];
  if (!man) {
    from = null;
    render();
    return;
  }
  const promotion = man && man.toLowerCase() === 'p' && (sq[1] === '8' || sq[1] === '1') ? document.getElementById('promotion').value : '';
  from = null;
  const player = man === man.toUpperCase() ? 'WHITE' : 'BLACK';
  await send('MakeMove', { player, move: start + sq + promotion });
  if (view.status === 'IN_PROGRESS' && view.timeControl && view.timeControl !== '-' && view.clocks.running === player) {
    await send('PressClock', { player });
  }
}

document.getElementById('start-clocks').addEventListener('click', () => send('StartClocks', {}));
document.getElementById('press').addEventListener('click', () => send('PressClock', { player: view.sideToMove === 'WHITE' ? 'BLACK' : 'WHITE' }));
document.getElementById('offer').addEventListener('click', () => send('OfferDraw', { player: view.sideToMove === 'WHITE' ? 'BLACK' : 'WHITE' }));
document.getElementById('resign').addEventListener('click', () => send('Resign', { player: view.sideToMove }));
document.getElementById('accept').addEventListener('click', () => send('AcceptDraw', { player: view.pending.drawOfferBy === 'WHITE' ? 'BLACK' : 'WHITE' }));
document.getElementById('stop').addEventListener('click', () => send('StopClocks', { by: 'ARBITER' }));
document.getElementById('resume').addEventListener('click', () => send('ResumeClocks', { by: 'ARBITER' }));
document.getElementById('illegal').addEventListener('click', () => send('ReportIllegalMove', { by: 'ARBITER' }));
onSubmit('flag-form', 'ObserveFlagFall', () => ({ side: value('flag-side') || view.sideToMove }));
document.getElementById('decline').addEventListener('click', () => send('DeclineDraw', { player: actor('DeclineDraw') }));
document.getElementById('claim-flag').addEventListener('click', () => send('ClaimFlagFall', { player: actor('ClaimFlagFall') }));
document.getElementById('claim-touch').addEventListener('click', () => send('ClaimTouchMove', { player: actor('ClaimTouchMove') }));
document.getElementById('increment').addEventListener('click', () => send('RequestIncrement', { player: actor('RequestIncrement') }));
document.getElementById('stop-player').addEventListener('click', () => send('StopClocks', { by: actor('StopClocks') }));
document.getElementById('dead').addEventListener('click', () => send('DeclareDeadPosition', {}));
document.getElementById('waive-touch').addEventListener('click', () => send('WaiveTouchMoveClaim', { player: view.pendingEnding.claimant }));
onSubmit('sign-form', 'SignScoresheet', () => ({ player: value('sign-player'), result: value('sign-result') }));
onSubmit('rule-form', 'RuleOnClaim', () => ({ decision: value('rule-decision') }));
onSubmit('clocks-form', 'CorrectClocks', () => ({ whiteRemainingMs: ms(value('set-white')), blackRemainingMs: ms(value('set-black')),
  movesCompleted: value('set-moves') === '' ? null : Number(value('set-moves')) }));
onSubmit('restore-form', 'RestorePosition', () => ({ ply: Number(value('restore-ply')), whiteRemainingMs: ms(value('restore-white')),
  blackRemainingMs: ms(value('restore-black')), reason: value('restore-reason') }));
onSubmit('penalty-form', 'ImposePenalty', () => ({ player: value('penalty-player'), penalty: value('penalty-kind'),
  amountMs: ms(value('penalty-amount')), points: value('penalty-points'), article: value('penalty-article'), reason: value('penalty-reason') }));
onSubmit('award-form', 'AwardTime', () => ({ player: value('award-player'), amountMs: ms(value('award-amount')), reason: value('award-reason') }));
onSubmit('device-form', 'ReportDeviceSignal', () => ({ player: value('device-player'), opponentScore: value('device-score') }));
onSubmit('refusal-form', 'DeclarePersistentRefusal', () => ({ player: value('refusal-player'), opponentScore: value('refusal-score') }));
onSubmit('absence-form', 'ReportAbsence', () => ({ player: value('absence-player') }));
onSubmit('result-form', 'CorrectResult', () => ({ decision: value('result-decision'), result: value('result-value'), reason: value('result-reason') }));
onSubmit('annul-form', 'AnnulGame', () => ({ reason: value('annul-reason') }));

// a move dragged from one square to another (mouse, pen or finger); a press and release on one square is a click
boardEl.addEventListener('pointerdown', (e) => {
  const sq = commands.has('MakeMove') ? e.target.closest('[data-square]') : null;
  dragFrom = sq && value('hand') === 'move' && squares(view.fen)[sq.dataset.square] ? sq.dataset.square : null;
});
boardEl.addEventListener('pointerup', (e) => {
  const under = document.elementFromPoint(e.clientX, e.clientY);
  const sq = under && under.closest('[data-square]');
  if (dragFrom && sq && sq.dataset.square !== dragFrom) {
    draggedAt = performance.now();
    const start = dragFrom;
    dragFrom = null;
    from = null;
    move(start, sq.dataset.square).catch(show);
  }
});
document.getElementById('claim-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const intended = document.getElementById('claim-move').value.trim();
  const fields = { player: view.sideToMove, basis: document.getElementById('claim-basis').value };
  if (intended) {
    fields.intendedMove = intended;
  }
  send('ClaimDraw', fields);
});

function live() {
  // every event of the game after the view read first refreshes the view (from the start, the stream would
  // replay the whole game, a refresh for each); the clocks tick in between
  return follow('/api/games/' + encodeURIComponent(gameId) + '/stream?from=' + (view.lastEventSeq + 1), () => refresh().catch(show));
}

document.getElementById('record-link').href = 'appeal.html?game=' + encodeURIComponent(gameId);
document.getElementById('flip').addEventListener('click', () => {
  flipped = !flipped;
  sessionStorage.setItem('flipped:' + gameId, String(flipped));
  document.getElementById('flip').setAttribute('aria-pressed', String(flipped));
  render();
});
document.getElementById('flip').setAttribute('aria-pressed', String(flipped));

signedIn({ game: gameId }).then((account) => {
  who = account;
  commands = new Set((account && account.commands) || []);
  return refresh();
}).then(live).catch(show);
setInterval(tick, 250);
