import { call, follow, link, show } from './api.js';
import { t, term } from './i18n.js';
import { clockOf, drawBoard, sinceAsOf } from './board.js';
import { drawHow, inForce } from './result.js';

// Every board of a round at once, each with its position (the last move and a king in check marked), both clocks
// ticking, its result in force, the players' titles, ratings and federations (from the tournament, where the event
// is one), its FEN and PGN to copy, kept current by the round's live stream: the arbiter's overview, and the
// broadcast page where the server reads publicly (then it needs no sign-in). The boards flip together; the round's
// PGN, which broadcasts poll, is linked.
const params = new URLSearchParams(location.search);
const event = params.get('event');
const round = params.get('round');
const views = new Map();
const fetchedAt = new Map();
const reading = new Map(); // the games whose views are being read again for their streams' events (refreshFor)
const entrants = new Map(); // board -> { white, black } as the tournament registered them (title, rating, federation)
let flipped = sessionStorage.getItem('flipped:' + event + ':' + round) === 'true';

/** "GM Carlsen, Magnus (NOR) 2830": a player as a broadcast names him, from his registration. */
function named(p, fallback) {
  if (!p) {
    return fallback;
  }
  return (p.title ? p.title + ' ' : '') + p.name + (p.federation ? ' (' + p.federation + ')' : '') + (p.rating ? ' ' + p.rating : '');
}

/** The FEN of a card's board to the clipboard, or selected for the reader to copy where the browser allows no writing. */
async function copy(input) {
  input.select();
  try {
    await navigator.clipboard.writeText(input.value);
  } catch (e) {
    document.execCommand('copy');
  }
}

function card(id) {
  let el = document.getElementById('game-' + id);
  if (!el) {
    el = document.createElement('section');
    el.id = 'game-' + id;
    el.className = 'card';
    el.innerHTML = '<h2></h2><p class="players-line"></p><div class="board mini"></div><p class="clocks-line"></p>'
        + '<p class="result"></p><p class="how"></p><p class="copy"><label>FEN <input class="fen" readonly></label> '
        + '<button type="button" class="copy-fen"></button> <a class="pgn">PGN</a></p>';
    el.querySelector('.copy-fen').textContent = t('round.copyFen');
    el.querySelector('.copy-fen').addEventListener('click', () => copy(el.querySelector('.fen')));
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
  title.firstChild.textContent = t('round.cardTitle', { board: v.board ?? '?', white: v.white || t('common.White'),
    black: v.black || t('common.Black') });
  if (el.dataset.board === undefined) {
    // in board order, also for a game that joins the round later
    el.dataset.board = v.board ?? Number.MAX_SAFE_INTEGER;
    const after = [...document.querySelectorAll('#boards > .card')]
        .find((c) => c !== el && Number(c.dataset.board) > Number(el.dataset.board));
    if (after) {
      after.before(el);
    }
  }
  const players = entrants.get(v.board);
  el.querySelector('.players-line').textContent = players
      ? named(players.white, v.white) + ' \u2013 ' + named(players.black, v.black) : '';
  drawBoard(el.querySelector('.board'), v.fen, null, null, { lastMove: v.lastMove, check: v.checkSquare, flipped });
  const fen = el.querySelector('.fen');
  fen.value = v.fen;
  fen.setAttribute('aria-label', t('round.fenOf', { board: v.board ?? '?' }));
  el.querySelector('.copy-fen').setAttribute('aria-label', t('round.copyFenOf', { board: v.board ?? '?' }));
  const pgn = el.querySelector('.pgn');
  pgn.href = link('/api/games/' + encodeURIComponent(id) + '/pgn');
  pgn.setAttribute('aria-label', t('round.pgnOf', { board: v.board ?? '?' }));
  // the result in force (8.7) with its ending, and how it was decided where it is not the record's
  const moves = v.moves || [];
  el.querySelector('.result').textContent = (v.status === 'FINISHED' ? inForce(v).text
      : v.status === 'ANNULLED' ? t('round.annulled') : t('game.toMove', { side: term('side.gen', v.sideToMove) }))
      + (moves.length ? '; ' + t('round.lastMove', { move: moves[moves.length - 1] }) : '');
  drawHow(el.querySelector('.how'), v);
  tick(id);
}

function tick(id) {
  const v = views.get(id);
  const elapsed = sinceAsOf(v, Date.now() - fetchedAt.get(id));
  const side = (s) => {
    const clock = clockOf(v, s, elapsed);
    return clock.text + (clock.running ? ' \u25C0' : '');
  };
  card(id).querySelector('.clocks-line').textContent = t('board.whiteClock', { time: side('white') }) + ' \u00B7 '
      + t('board.blackClock', { time: side('black') });
}

async function refresh(id) {
  views.set(id, await call('GET', '/api/games/' + encodeURIComponent(id)));
  fetchedAt.set(id, Date.now());
  render(id);
}

/**
 * The view of a game read again for an event of its stream, at most one read at a time per game and one more
 * after it: events can come in bursts (a follower's first events, a game's moves and presses), and the view
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

/** The tournament of the event, where it is one: its players' registrations by board, and the round's PGN linked. */
async function tournament() {
  const found = await call('GET', '/api/tournaments?event=' + encodeURIComponent(event)).catch(() => []);
  if (!found.length) {
    return;
  }
  const tour = found[0];
  const r = await call('GET', '/api/tournaments/' + encodeURIComponent(tour.tournamentId) + '/rounds/' + encodeURIComponent(round))
      .catch(() => null);
  ((r && r.boards) || []).forEach((b) => entrants.set(b.board, { white: b.white, black: b.black }));
  const feed = document.getElementById('feed');
  feed.href = link('/api/tournaments/' + encodeURIComponent(tour.tournamentId) + '/rounds/' + encodeURIComponent(round) + '/pgn');
  feed.parentElement.hidden = false;
}

document.getElementById('flip').addEventListener('click', () => {
  flipped = !flipped;
  sessionStorage.setItem('flipped:' + event + ':' + round, String(flipped));
  document.getElementById('flip').setAttribute('aria-pressed', String(flipped));
  views.forEach((_, id) => render(id));
});
document.getElementById('flip').setAttribute('aria-pressed', String(flipped));

async function load() {
  document.getElementById('title').textContent = event + ', ' + t('common.roundN', { round });
  document.title = t('common.pageTitle', { what: event + ', ' + t('common.roundN', { round }) });
  await tournament();
  // the list has no board numbers: render() puts each card in board order, whichever view comes first
  await readViews();
  // the stream starts from the round's state, not its history: the views are read again then, so that what
  // happened between the first read and the stream's start shows too
  await follow('/api/events/' + encodeURIComponent(event) + '/rounds/' + encodeURIComponent(round) + '/stream',
      (e) => refreshFor(e.gameId), () => readViews().catch(show));
}

/** The round's own games, however many rounds the event has, each game's view, in one request. */
async function readViews() {
  const games = await call('GET', '/api/games?limit=1000&event=' + encodeURIComponent(event) + '&round=' + encodeURIComponent(round)
      + '&views=true');
  games.forEach((v) => {
    views.set(v.gameId, v);
    fetchedAt.set(v.gameId, Date.now());
    render(v.gameId);
  });
}

load().catch(show);
setInterval(() => views.forEach((_, id) => tick(id)), 250);
