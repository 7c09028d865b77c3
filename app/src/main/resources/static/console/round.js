import { call, follow, show } from './api.js';
import { clockOf, drawBoard, sinceAsOf } from './board.js';

// Every board of a round at once, each with its position, both clocks ticking and its result, kept
// current by the round's live stream: the arbiter's overview, and the broadcast page where the server
// reads publicly (then it needs no sign-in).
const params = new URLSearchParams(location.search);
const event = params.get('event');
const round = params.get('round');
const views = new Map();
const fetchedAt = new Map();
const reading = new Map(); // the games whose views are being read again for their streams' events (refreshFor)

function card(id) {
  let el = document.getElementById('game-' + id);
  if (!el) {
    el = document.createElement('section');
    el.id = 'game-' + id;
    el.className = 'card';
    el.innerHTML = '<h2></h2><div class="board mini"></div><p class="clocks-line"></p><p class="result"></p>';
    document.getElementById('boards').appendChild(el);
  }
  return el;
}

function render(id) {
  const v = views.get(id);
  const el = card(id);
  // the title opens the game's board (the arbiter's) and its record
  const title = el.querySelector('h2');
  if (!title.firstChild) {
    const a = document.createElement('a');
    a.href = 'game.html?game=' + encodeURIComponent(id);
    title.appendChild(a);
  }
  title.firstChild.textContent = 'Board ' + (v.board ?? '?') + ': ' + (v.white || 'White') + ' - ' + (v.black || 'Black');
  if (el.dataset.board === undefined) {
    // in board order, also for a game that joins the round later
    el.dataset.board = v.board ?? Number.MAX_SAFE_INTEGER;
    const after = [...document.querySelectorAll('#boards > .card')]
        .find((c) => c !== el && Number(c.dataset.board) > Number(el.dataset.board));
    if (after) {
      after.before(el);
    }
  }
  drawBoard(el.querySelector('.board'), v.fen, null, null);
  el.querySelector('.result').textContent = v.status === 'FINISHED'
      ? v.resultInForce + ', ' + v.termination + (v.terminationArticle ? ', Art. ' + v.terminationArticle : '')
      : v.status === 'ANNULLED' ? 'annulled' : v.sideToMove + ' to move';
  tick(id);
}

function tick(id) {
  const v = views.get(id);
  const elapsed = sinceAsOf(v, Date.now() - fetchedAt.get(id));
  const side = (s) => {
    const clock = clockOf(v, s, elapsed);
    return clock.text + (clock.running ? ' \u25C0' : '');
  };
  card(id).querySelector('.clocks-line').textContent = 'White ' + side('white') + ' \u00B7 Black ' + side('black');
}

async function refresh(id) {
  views.set(id, await call('GET', '/api/games/' + encodeURIComponent(id)));
  fetchedAt.set(id, Date.now());
  render(id);
}

/**
 * The view of a game read again for an event of its stream, at most one read at a time per game and one more
 * after it: the round's stream starts from the beginning of the store, so events come in bursts, and the view
 * read after the last of a burst shows them all.
 */
async function refreshFor(id) {
  const queued = reading.get(id);
  if (queued) {
    queued.again = true;
    return;
  }
  const state = { again: true };
  reading.set(id, state);
  while (state.again) {
    state.again = false;
    await refresh(id).catch(show);
  }
  reading.delete(id);
}

async function load() {
  document.getElementById('title').textContent = event + ', round ' + round;
  document.title = event + ', round ' + round + ' - Adjudicator console';
  // the list has no board numbers: render() puts each card in board order, whichever view comes first
  // the round's own games, however many rounds the event has (the newest 1,000 of an event may not hold them)
  const games = await call('GET', '/api/games?limit=1000&event=' + encodeURIComponent(event) + '&round=' + encodeURIComponent(round));
  await Promise.all(games.map((g) => refresh(g.gameId)));
  await follow('/api/events/' + encodeURIComponent(event) + '/rounds/' + encodeURIComponent(round) + '/stream',
      (e) => refreshFor(e.gameId));
}

load().catch(show);
setInterval(() => views.forEach((_, id) => tick(id)), 250);
