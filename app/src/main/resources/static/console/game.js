import { call, show } from './api.js';
import { drawBoard, drawClocks, sinceAsOf, squares } from './board.js';

// The arbiter's board for one game: the position and clocks from the game's view, kept current by its
// live stream; a move is made by choosing its square and then its destination (click, tap, or keyboard).
const gameId = new URLSearchParams(location.search).get('game');
const boardEl = document.getElementById('board');
let view = null;
let from = null;
let fetchedAt = 0;
let articlesFor = null;

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
    b.textContent = b.textContent.replace(/ \(Art\. .*\)$/, '') + (article ? ' (Art. ' + article + ')' : '');
  });
}

/** What is pending, at a glance: touches, an obligation and its moves, an open offer or claim, a claimable breach. */
function pending() {
  const p = view.pending || {};
  const parts = [];
  if (p.touches && p.touches.length) {
    parts.push('touched: ' + p.touches.join(', '));
  }
  if (p.obligation) {
    parts.push(p.obligation.player + ' must move: ' + (p.obligation.allowed || []).join(', ') + ' (Art. ' + p.obligation.article + ')');
  }
  if (p.drawOfferBy) {
    parts.push('draw offered by ' + p.drawOfferBy);
  }
  if (p.openClaim) {
    parts.push(p.openClaim.player + "'s claim (" + p.openClaim.basis + ') ' + p.openClaim.status.toLowerCase().replace(/_/g, ' '));
  }
  if (p.breach) {
    parts.push(p.breach.player + ' broke a binding with ' + p.breach.uci + ' (Art. ' + p.breach.article + '): the opponent may claim');
  }
  document.getElementById('pending').textContent = parts.length ? 'Pending: ' + parts.join('; ') : 'Nothing pending';
}

function render() {
  drawBoard(boardEl, view.fen, from, choose);
  const ending = view.termination ? view.result + ', ' + view.termination + (view.terminationArticle ? ', Art. ' + view.terminationArticle : '') : '';
  document.getElementById('status').textContent = view.status === 'FINISHED' ? 'Game over: ' + ending
      : view.status === 'ANNULLED' ? 'Annulled' : view.sideToMove + ' to move';
  document.getElementById('rules').textContent = 'Laws of Chess ' + view.rules + (view.timeControl ? ', time control ' + view.timeControl : '');
  document.getElementById('players').textContent = (view.white || 'White') + ' - ' + (view.black || 'Black');
  const rulings = view.rulings || [];
  document.getElementById('last').textContent = rulings.length ? 'Last ruling: ' + rulings[rulings.length - 1].text : '';
  pending();
  articles().catch(show);
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
document.getElementById('accept').addEventListener('click', () => send('AcceptDraw', { player: view.pending.drawOfferBy === 'WHITE' ? 'BLACK' : 'WHITE' }));
document.getElementById('stop').addEventListener('click', () => send('StopClocks', { by: 'ARBITER' }));
document.getElementById('resume').addEventListener('click', () => send('ResumeClocks', { by: 'ARBITER' }));
document.getElementById('illegal').addEventListener('click', () => send('ReportIllegalMove', { by: 'ARBITER' }));
document.getElementById('flag').addEventListener('click', () => send('ObserveFlagFall', { side: view.sideToMove }));
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
