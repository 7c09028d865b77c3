import { call, show } from './api.js';
import { drawBoard, drawClocks, sinceAsOf, squares } from './board.js';

// The arbiter's board for one game: the position and clocks from the game's view, kept current by its
// live stream; a move is made by choosing its square and then its destination (click, tap, or keyboard).
const gameId = new URLSearchParams(location.search).get('game');
const boardEl = document.getElementById('board');
let view = null;
let from = null;
let fetchedAt = 0;

function render() {
  drawBoard(boardEl, view.fen, from, choose);
  const ending = view.termination ? view.result + ', ' + view.termination + (view.terminationArticle ? ', Art. ' + view.terminationArticle : '') : '';
  document.getElementById('status').textContent = view.status === 'FINISHED' ? 'Game over: ' + ending
      : view.status === 'ANNULLED' ? 'Annulled' : view.sideToMove + ' to move';
  document.getElementById('rules').textContent = 'Laws of Chess ' + view.rules + (view.timeControl ? ', time control ' + view.timeControl : '');
  document.getElementById('players').textContent = (view.white || 'White') + ' - ' + (view.black || 'Black');
  const rulings = view.rulings || [];
  document.getElementById('last').textContent = rulings.length ? 'Last ruling: ' + rulings[rulings.length - 1].text : '';
  tick();
}

function tick() {
  if (view) {
    drawClocks(view, sinceAsOf(view, Date.now() - fetchedAt));
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
document.getElementById('claim-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const intended = document.getElementById('claim-move').value.trim();
  const fields = { player: view.sideToMove, basis: document.getElementById('claim-basis').value };
  if (intended) {
    fields.intendedMove = intended;
  }
  send('ClaimDraw', fields);
});

async function live() {
  // every event of the game, by its type's name, refreshes the view; the clocks tick in between
  const docs = await (await fetch('/v3/api-docs')).json();
  const types = docs.components.schemas.GameEvent.oneOf.map((s) => s.$ref.replace(/.*\//, ''));
  const stream = new EventSource('/api/games/' + encodeURIComponent(gameId) + '/stream');
  types.forEach((t) => stream.addEventListener(t, () => refresh().catch(show)));
}

document.getElementById('record-link').href = 'appeal.html?game=' + encodeURIComponent(gameId);
refresh().then(live).catch(show);
setInterval(tick, 250);
