import { call, show } from './api.js';
import { drawBoard, drawClocks } from './board.js';

// The appeals committee's time machine for one game: a scrubber over every event of its timeline
// (the keyboard's arrows move it), the board and both clocks exactly as right after the event chosen
// (the as-of replay, /position?afterEvent), who recorded it and the article of a ruling, the record's
// verification, the re-adjudication under another edition beside it (its first divergence marked),
// and the game's appeals with their decision documents.
const gameId = new URLSearchParams(location.search).get('game');
const scrubber = document.getElementById('scrubber');
let rows = [];
let divergence = null;

async function showRow(i) {
  const row = rows[i];
  document.querySelectorAll('#rows li').forEach((li, k) => li.classList.toggle('current', k === i));
  document.getElementById('event-text').textContent = 'Event ' + row.seq + (row.appealId ? ' of appeal ' + row.appealId : '')
      + ': ' + row.type + ' - ' + row.text;
  document.getElementById('event-meta').textContent = 'at ' + (row.at || '-') + ', recorded ' + row.recordedAt
      + (row.recordedBy ? ' by ' + row.recordedBy.name + ' (' + row.recordedBy.role + ')' : '')
      + (row.article ? '; Art. ' + row.article + (row.rules ? ' ' + row.rules : '') : '');
  if (row.appealId) {
    return; // an appeal's event: the board stays as the game left it
  }
  const after = await call('GET', '/api/games/' + encodeURIComponent(gameId) + '/position?afterEvent=' + row.seq);
  drawBoard(document.getElementById('board'), after.fen, null, null);
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
      const end = (x) => (x.result || 'no result') + (x.termination ? ', ' + x.termination : '') + (x.terminationArticle ? ', Art. ' + x.terminationArticle : '');
      divergence = r.firstDivergence ? r.firstDivergence.seq : null;
      document.getElementById('readjudication').textContent = 'The record (' + r.recordedRules + '): ' + end(r.recorded)
          + '. Under ' + r.rules + ': ' + end(r.readjudicated) + '. '
          + (r.identical ? 'The same.' : 'First divergence at event ' + divergence + '.');
    } catch (problem) {
      show(problem);
    }
  }
  listRows();
});

function listRows() {
  const list = document.getElementById('rows');
  list.replaceChildren();
  rows.forEach((row, i) => {
    const li = document.createElement('li');
    li.textContent = row.seq + ' ' + row.type + (row.appealId ? ' (appeal)' : '');
    if (!row.appealId && divergence !== null && row.seq === divergence) {
      li.classList.add('divergence');
      li.textContent += ' - first divergence';
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
  document.getElementById('players').textContent = (view.white || 'White') + ' - ' + (view.black || 'Black') + ', ' + view.rules;
  rows = await call('GET', '/api/games/' + encodeURIComponent(gameId) + '/timeline');
  scrubber.max = String(rows.length - 1);
  scrubber.value = String(rows.length - 1);
  listRows();
  await showRow(rows.length - 1);
  const integrity = await call('GET', '/api/games/' + encodeURIComponent(gameId) + '/integrity');
  document.getElementById('verification').textContent = 'Record: ' + integrity.status;
  const appeals = await call('GET', '/api/games/' + encodeURIComponent(gameId) + '/appeals');
  const list = document.getElementById('appeals');
  list.replaceChildren();
  for (const a of appeals) {
    const li = document.createElement('li');
    const link = document.createElement('a');
    link.href = '/api/appeals/' + encodeURIComponent(a.appealId) + '/decision';
    link.textContent = 'Appeal ' + a.appealId + ': ' + a.status + (a.decision ? ' (' + a.decision.decision + ')' : '');
    li.appendChild(link);
    list.appendChild(li);
  }
}

load().catch(show);
