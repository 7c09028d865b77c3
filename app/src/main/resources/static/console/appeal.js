import { art, call, link, offerOnly, show, signedIn, value } from './api.js';
import { t, term } from './i18n.js';
import { drawBoard, drawClocks } from './board.js';

// The appeals committee's time machine for one game: a scrubber over every event of its timeline
// (the keyboard's arrows move it), the board and both clocks exactly as right after the event chosen
// (the as-of replay, /position?afterEvent), who recorded it and the article of a ruling, the record's
// verification, the re-adjudication under another edition beside it (its first divergence marked),
// the game's appeals (each linked to its case and its decision document), and a form to lodge an
// appeal against the events chosen on the scrubber ("Dispute this event"), or, with none, the result.
const gameId = new URLSearchParams(location.search).get('game');
// the event to open at (?seq=N, as the board's move list links each move), else the last
const openAt = new URLSearchParams(location.search).get('seq');
const scrubber = document.getElementById('scrubber');
let rows = [];
const moveLines = new Map(); // a move's event -> "12... Qh5 (1:29:49)", from the view's moves and the scoresheet
let divergence = null;
const disputed = []; // the timeline's rows of the game's events the appeal to lodge is against

async function showRow(i) {
  const row = rows[i];
  document.querySelectorAll('#rows li').forEach((li, k) => li.classList.toggle('current', k === i));
  document.getElementById('event-text').textContent = t(row.appealId ? 'appeal.eventOfAppeal' : 'appeal.eventRow',
      { seq: row.seq, appeal: row.appealId, type: term('event', row.type), text: row.text });
  const meta = { at: row.at || '-', recorded: row.recordedAt };
  document.getElementById('event-meta').textContent = (row.recordedBy
    ? t('appeal.metaBy', { ...meta, name: row.recordedBy.name, role: term('role', row.recordedBy.role) }) : t('appeal.meta', meta))
      + (row.article ? '; ' + art(row.article, row.rules) : '');
  if (row.appealId) {
    return; // an appeal's event: the board stays as the game left it
  }
  const after = await call('GET', '/api/games/' + encodeURIComponent(gameId) + '/position?afterEvent=' + row.seq);
  drawBoard(document.getElementById('board'), after.fen, null, null, { lastMove: after.lastMove, check: after.checkSquare,
    coordinates: true });
  document.getElementById('board').dataset.afterEvent = String(row.seq);
  drawClocks(after, 0);
}

scrubber.addEventListener('input', () => showRow(Number(scrubber.value)).catch(show));

document.getElementById('edition').addEventListener('change', async (e) => {
  const edition = e.target.value;
  divergence = null;
  document.getElementById('readjudication').textContent = '';
  if (edition) {
    try {
      const r = await call('GET', '/api/games/' + encodeURIComponent(gameId) + '/readjudication?rules=' + edition);
      const end = (x) => (x.result || t('appeal.noResult')) + (x.termination ? ', ' + term('termination', x.termination) : '')
          + (x.terminationArticle ? ', ' + art(x.terminationArticle) : '');
      divergence = r.firstDivergence ? r.firstDivergence.seq : null;
      document.getElementById('readjudication').textContent = t('appeal.readjudication', { recordedRules: term('edition', r.recordedRules),
        recorded: end(r.recorded), rules: term('edition', r.rules), readjudicated: end(r.readjudicated),
        verdict: r.identical ? t('appeal.same') : t('appeal.firstDivergence', { seq: divergence }) });
    } catch (problem) {
      show(problem);
    }
  }
  listRows();
});

/**
 * A row of the record as a scoresheet reads it: a move as its number and SAN with the mover's clock after it (the
 * server's scoresheet), any other event in the words of the timeline with its article; who recorded it.
 */
function line(row) {
  const move = moveLines.get(row.seq);
  const who = row.recordedBy ? ' \u2014 ' + row.recordedBy.name : '';
  if (move && !row.appealId) {
    return '#' + row.seq + '  ' + move + who;
  }
  return '#' + row.seq + '  ' + (row.appealId ? t('appeal.appealPrefix') + ' ' : '') + row.text
      + (row.article && !row.text.includes(row.article) ? ' (' + art(row.article) + ')' : '') + who;
}

function listRows() {
  const list = document.getElementById('rows');
  list.replaceChildren();
  rows.forEach((row, i) => {
    const li = document.createElement('li');
    li.textContent = line(row);
    if (!row.appealId && divergence !== null && row.seq === divergence) {
      li.classList.add('divergence');
      li.textContent += ' - ' + t('appeal.firstDivergenceMark');
    }
    li.addEventListener('click', () => {
      scrubber.value = String(i);
      showRow(i).catch(show);
    });
    list.appendChild(li);
  });
}

async function load() {
  const view = await call('GET', '/api/games/' + encodeURIComponent(gameId));
  const players = t('common.versus', { white: view.white || t('common.White'), black: view.black || t('common.Black') });
  document.getElementById('players').textContent = players + ', ' + term('edition', view.rules);
  document.title = t('common.pageTitle', { what: t('appeal.recordOf', { players }) });
  rows = await call('GET', '/api/games/' + encodeURIComponent(gameId) + '/timeline');
  // the moves numbered as the scoresheet numbers them, each with the mover's clock after it (both clocks of the event
  // chosen are beside the board, as the server's as-of replay gives them)
  const sheet = await call('GET', '/api/games/' + encodeURIComponent(gameId) + '/scoresheet');
  const seqs = (view.moveList || []).map((m) => m.seq);
  let ply = 0;
  sheet.rows.forEach((r) => [[r.white, '. '], [r.black, '... ']].forEach(([entry, dots]) => {
    if (entry) {
      moveLines.set(seqs[ply++], r.number + dots + entry.move + (entry.drawOffered ? ' (=)' : '') + (entry.clock ? ' (' + entry.clock + ')' : ''));
    }
  }));
  scrubber.max = String(rows.length - 1);
  const at = openAt === null ? -1 : rows.findIndex((r) => !r.appealId && String(r.seq) === openAt);
  const first = at >= 0 ? at : rows.length - 1;
  scrubber.value = String(first);
  listRows();
  await showRow(first);
  const integrity = await call('GET', '/api/games/' + encodeURIComponent(gameId) + '/integrity');
  document.getElementById('verification').textContent = t('appeal.integrity', { status: term('integrity', integrity.status) });
  const appeals = await call('GET', '/api/games/' + encodeURIComponent(gameId) + '/appeals');
  const list = document.getElementById('appeals');
  list.replaceChildren();
  for (const a of appeals) {
    const li = document.createElement('li');
    const caseLink = document.createElement('a');
    // a readable address where the game has its place in a round (event, round, board), else the appeal's id
    caseLink.href = view.event && view.round && view.board ? 'case.html?' + new URLSearchParams({ event: view.event, round: view.round,
      board: String(view.board), n: String(appeals.indexOf(a) + 1) }) : 'case.html?appeal=' + encodeURIComponent(a.appealId);
    caseLink.textContent = t('appeal.appealLink', { id: a.appealId, status: term('appealStatus', a.status) })
        + (a.decision ? ' (' + term('decision', a.decision.decision) + ')' : '');
    li.appendChild(caseLink);
    if (a.decision) {
      const doc = document.createElement('a');
      doc.href = link('/api/appeals/' + encodeURIComponent(a.appealId) + '/decision');
      doc.textContent = t('appeal.decisionDocument');
      li.append(', ', doc);
    }
    list.appendChild(li);
  }
}

function listDisputed() {
  const list = document.getElementById('disputed');
  list.replaceChildren();
  disputed.forEach((row, i) => {
    const li = document.createElement('li');
    li.append(t('appeal.disputedRow', { seq: row.seq, type: term('event', row.type) }) + ' ');
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.textContent = t('common.remove');
    remove.setAttribute('aria-label', t('appeal.removeEvent', { seq: row.seq }));
    remove.addEventListener('click', () => {
      disputed.splice(i, 1);
      listDisputed();
      document.getElementById('dispute').focus();
    });
    li.appendChild(remove);
    list.appendChild(li);
  });
  document.getElementById('disputed-none').hidden = disputed.length > 0;
}

document.getElementById('dispute').addEventListener('click', () => {
  show(null);
  const row = rows[Number(scrubber.value)];
  if (!row) {
    return;
  }
  if (row.appealId) {
    show(new Error(t('appeal.notGameEvent', { seq: row.seq, appeal: row.appealId })));
    return;
  }
  if (!disputed.some((d) => d.seq === row.seq)) {
    disputed.push(row);
    disputed.sort((a, b) => a.seq - b.seq);
  }
  listDisputed();
});

document.getElementById('lodge-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  show(null);
  const body = { gameId, appellant: value('appellant'), lodgedBy: value('lodged-by'), grounds: value('grounds'),
    disputed: disputed.map((row) => row.seq) };
  if (value('fee')) {
    body.fee = value('fee');
  }
  if (value('captain')) {
    body.captain = value('captain');
  }
  try {
    const lodged = await call('POST', '/api/appeals', body);
    location.href = 'case.html?appeal=' + encodeURIComponent(lodged.appealId);
  } catch (problem) {
    show(problem);
  }
});

// lodging is offered to the accounts that may lodge an appeal on this game
signedIn({ game: gameId }).then(offerOnly).then(load).catch(show);
