import { call, show } from './api.js';

// The arbiter's board for one game: the position and clocks from the game's view, kept current by its
// live stream; a move is made by choosing its square and then its destination (click, tap, or keyboard).
const gameId = new URLSearchParams(location.search).get('game');
const boardEl = document.getElementById('board');
const FIGURINES = { K: '\u2654', Q: '\u2655', R: '\u2656', B: '\u2657', N: '\u2658', P: '\u2659',
  k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };
const NAMES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
let view = null;
let from = null;
let fetchedAt = 0;

function squares(fen) {
  const board = {};
  fen.split(' ')[0].split('/').forEach((row, r) => {
    let file = 0;
    for (const c of row) {
      if (/[1-8]/.test(c)) {
        file += Number(c);
      } else {
        board[String.fromCharCode(97 + file) + (8 - r)] = c;
        file++;
      }
    }
  });
  return board;
}

function render() {
  const men = squares(view.fen);
  boardEl.replaceChildren();
  for (let rank = 8; rank >= 1; rank--) {
    for (let file = 0; file < 8; file++) {
      const sq = String.fromCharCode(97 + file) + rank;
      const man = men[sq];
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'square ' + ((file + rank) % 2 === 0 ? 'light' : 'dark') + (sq === from ? ' selected' : '');
      b.dataset.square = sq;
      b.textContent = man ? FIGURINES[man] : '';
      b.setAttribute('aria-label', sq + (man ? ', ' + (man === man.toUpperCase() ? 'white ' : 'black ') + NAMES[man.toLowerCase()] : ', empty'));
      b.addEventListener('click', () => choose(sq));
      boardEl.appendChild(b);
    }
  }
  const ending = view.termination ? view.result + ', ' + view.termination + (view.terminationArticle ? ', Art. ' + view.terminationArticle : '') : '';
  document.getElementById('status').textContent = view.status === 'FINISHED' ? 'Game over: ' + ending
      : view.status === 'ANNULLED' ? 'Annulled' : view.sideToMove + ' to move';
  document.getElementById('rules').textContent = 'Laws of Chess ' + view.rules + (view.timeControl ? ', time control ' + view.timeControl : '');
  document.getElementById('players').textContent = (view.white || 'White') + ' - ' + (view.black || 'Black');
  const rulings = view.rulings || [];
  document.getElementById('last').textContent = rulings.length ? 'Last ruling: ' + rulings[rulings.length - 1].text : '';
  tick();
}

function clockText(ms) {
  if (ms === null || ms === undefined) {
    return 'no clock';
  }
  const s = Math.max(0, Math.floor(ms / 1000));
  return Math.floor(s / 3600) + ':' + String(Math.floor(s / 60) % 60).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0');
}

function tick() {
  if (!view) {
    return;
  }
  for (const side of ['white', 'black']) {
    const c = view.clocks[side];
    const running = view.clocks.running === side.toUpperCase();
    const ms = c.remainingMs === null ? null : c.remainingMs - (running ? Date.now() - fetchedAt : 0);
    const el = document.getElementById('clock-' + side);
    el.textContent = (side === 'white' ? 'White ' : 'Black ') + clockText(ms);
    el.classList.toggle('running', running);
  }
}

async function refresh() {
  view = await call('GET', '/api/games/' + encodeURIComponent(gameId));
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

async function choose(sq) {
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
  const man = men[from];
  const promotion = man && man.toLowerCase() === 'p' && (sq[1] === '8' || sq[1] === '1') ? document.getElementById('promotion').value : '';
  const move = from + sq + promotion;
  from = null;
  const player = man === man.toUpperCase() ? 'WHITE' : 'BLACK';
  await send('MakeMove', { player, move });
  if (view.status === 'IN_PROGRESS' && view.timeControl && view.timeControl !== '-' && view.clocks.running === player) {
    await send('PressClock', { player });
  }
}

document.getElementById('start-clocks').addEventListener('click', () => send('StartClocks', {}));
document.getElementById('press').addEventListener('click', () => send('PressClock', { player: view.sideToMove === 'WHITE' ? 'BLACK' : 'WHITE' }));
document.getElementById('offer').addEventListener('click', () => send('OfferDraw', { player: view.sideToMove === 'WHITE' ? 'BLACK' : 'WHITE' }));
document.getElementById('resign').addEventListener('click', () => send('Resign', { player: view.sideToMove }));

async function live() {
  // every event of the game, by its type's name, refreshes the view; the clocks tick in between
  const docs = await (await fetch('/v3/api-docs')).json();
  const types = docs.components.schemas.GameEvent.oneOf.map((s) => s.$ref.replace(/.*\//, ''));
  const stream = new EventSource('/api/games/' + encodeURIComponent(gameId) + '/stream');
  types.forEach((t) => stream.addEventListener(t, () => refresh().catch(show)));
}

refresh().then(live).catch(show);
setInterval(tick, 250);
