import { art, call, link, show, signedIn } from './api.js';
import { lang, t, term } from './i18n.js';
import { drawHow, inForce } from './result.js';

// The federation's tables of one tournament: standings with the regulations' tie-breaks, the cross
// table, the results round by round with the rounds' PGN, the penalties register, and the downloads;
// for its ADMIN and arbiters, each round's LiveChess relays and what they report, read again every 5 s.
// its address names it (?name=Amended%20Open, as the front page links it), or gives its id (?t=ID)
const params = new URLSearchParams(location.search);
let base = params.get('t') ? '/api/tournaments/' + encodeURIComponent(params.get('t')) : null;

/** The tournament's API path, found by its name where the address names it. */
async function resolve() {
  if (base) {
    return;
  }
  const name = params.get('name');
  const found = name ? await call('GET', '/api/tournaments?event=' + encodeURIComponent(name)) : [];
  if (!found.length) {
    throw new Error(t('tournament.noSuch', { name: name || '' }));
  }
  base = '/api/tournaments/' + encodeURIComponent(found[0].tournamentId);
}

function table(el, head, rows) {
  el.replaceChildren();
  const thead = el.createTHead().insertRow();
  head.forEach((h) => {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = h;
    thead.appendChild(th);
  });
  const body = el.createTBody();
  rows.forEach((r) => {
    const tr = body.insertRow();
    r.forEach((c) => {
      const td = tr.insertCell();
      if (c instanceof Node) {
        td.appendChild(c);
      } else {
        td.textContent = c === null || c === undefined ? '' : String(c);
      }
    });
  });
}

const when = (instant) => (instant ? new Date(instant).toLocaleTimeString(lang === 'en' ? undefined : lang) : t('tournament.never'));

/** A round's relays from LiveChess Cloud: each feed's state, and each board it does not keep in step, with why. */
async function showRelays(round, el) {
  const relays = await call('GET', base + '/rounds/' + round + '/relays');
  el.replaceChildren();
  for (const x of relays) {
    const head = document.createElement('p');
    head.className = 'relay';
    head.textContent = t('tournament.relay', { round: x.liveChessRound, url: x.url, seconds: x.intervalSeconds, account: x.account,
      state: term('relayState', x.state), read: when(x.lastSuccessAt), changed: when(x.lastChangeAt) })
        + (x.consecutiveFailures ? '; ' + t('tournament.relayFailures', { failures: x.consecutiveFailures, next: when(x.nextPollAt) }) : '')
        + (x.lastError ? '; ' + x.lastError : '');
    el.appendChild(head);
    const boards = document.createElement('ul');
    x.boards.forEach((b) => {
      const li = document.createElement('li');
      li.textContent = (b.board ? t('tournament.relayBoard', { board: b.board }) : t('tournament.relayGame', { game: b.game }))
          + ' (' + t('common.versus', { white: b.white, black: b.black }) + '): '
          + t('tournament.relayBoardState', { state: term('relayBoard', b.state), feed: b.feedPlies, record: b.recordPlies })
          + (b.feedResult && b.feedResult !== '*' ? ', ' + t('tournament.feedResult', { result: b.feedResult }) : '')
          + (b.detail ? ': ' + b.detail : '');
      li.dataset.state = b.state;
      boards.appendChild(li);
    });
    el.appendChild(boards);
    if (x.notices.length) {
      const notices = document.createElement('ul');
      notices.setAttribute('aria-label', t('tournament.notices'));
      x.notices.slice(-5).forEach((n) => {
        const li = document.createElement('li');
        li.textContent = when(n.at) + ': ' + n.text;
        notices.appendChild(li);
      });
      el.appendChild(notices);
    }
  }
}

/** A cell of the round's table: the ending in force, then how it was decided, linked to the appeal's case. */
function howCell(how, b) {
  const span = document.createElement('span');
  span.append(how + ' (');
  drawHow(span.appendChild(document.createElement('span')), b);
  span.append(')');
  return span;
}

/** The results in force that are not the record's, or were decided on appeal (8.7), as the cross table marks them (\u2020). */
function decisions(el, cross, lead = t('tournament.decidedLead')) {
  const seen = new Map();
  cross.forEach((x) => (x.decided || []).forEach((d) => seen.set(d.gameId, d)));
  el.replaceChildren();
  el.hidden = seen.size === 0;
  if (!seen.size) {
    return;
  }
  el.append(lead + ' ');
  [...seen.values()].sort((a, b) => a.round - b.round).forEach((d, i) => {
    if (i) {
      el.append('; ');
    }
    el.append(t('tournament.roundNote', { round: d.round, note: d.note }));
    if (d.decidedOnAppeal) {
      const a = document.createElement('a');
      a.href = 'case.html?appeal=' + encodeURIComponent(d.decidedOnAppeal);
      a.textContent = t('tournament.theAppeal');
      el.append(' (', a, ')');
    }
  });
}

async function load() {
  await resolve();
  const tour = await call('GET', base);
  // the relays are the ADMIN's and the arbiters' to read; the server decides all the same
  const who = await signedIn({});
  const arbiter = who && who.role === 'ARBITER' && (!who.events.length || who.events.includes(tour.name));
  const relays = who && (who.role === 'ADMIN' || arbiter) ? [] : null;
  document.getElementById('name').textContent = tour.name + (tour.site ? ', ' + tour.site : '');
  document.title = t('common.pageTitle', { what: tour.name });
  document.getElementById('trf26').href = link(base + '/trf');
  document.getElementById('trf16').href = link(base + '/trf?version=TRF16');
  document.getElementById('report').href = link(base + '/report');

  const s = await call('GET', base + '/standings?ratings=true');
  const tbs = s.tieBreaks.map((x) => x.tieBreak);
  document.getElementById('tiebreak-rules').textContent = t('tournament.tieBreaks', { round: s.afterRound,
    tieBreaks: s.tieBreaks.map((x) => x.tieBreak + ' (' + x.article + ')').join(', ') || t('tournament.none'),
    rules: s.tieBreakRules });
  document.getElementById('ratings').href = link(base + '/ratings?format=csv');
  const change = (r) => (r.change === null ? (r.kSource === 'UNKNOWN' ? 'K?' : '') : (r.change.startsWith('-') ? '' : '+') + r.change);
  const head = (...keys) => keys.map((k) => t('tournament.col.' + k));
  table(document.getElementById('standings'), [...head('rank', 'no', 'name', 'title', 'rating', 'fed', 'fideId', 'points'), ...tbs,
    'K', ...head('rated', 'expected', 'change', 'performance')],
      s.standings.map((x) => [x.rank + (x.tied ? '=' : ''), x.startRank, x.name, x.title, x.rating, x.federation, x.fideId, x.score,
        ...tbs.map((k) => x.tieBreaks[k]), x.ratingChange.k, x.ratingChange.rated, x.ratingChange.expected, change(x.ratingChange),
        x.ratingChange.performance]));

  const cross = await call('GET', base + '/crosstable');
  const rounds = cross.length ? cross[0].rounds.length : 0;
  // a cell whose result in force is not the record's (or was decided on appeal) is marked, and said below the table
  const marked = (x, i) => ((x.decided || []).some((d) => d.round === i + 1) ? x.rounds[i] + ' \u2020' : x.rounds[i]);
  table(document.getElementById('crosstable'), [...head('no', 'name'),
    ...Array.from({ length: rounds }, (_, i) => t('tournament.col.round', { round: i + 1 })), ...head('points')],
      cross.map((x) => [x.startRank, x.name, ...x.rounds.map((_, i) => marked(x, i)), x.score]));
  decisions(document.getElementById('decided'), cross);
  decisions(document.getElementById('standings-decided'), cross, t('tournament.pointsLead'));

  const roundsEl = document.getElementById('rounds');
  roundsEl.replaceChildren();
  for (const r of tour.roundsPaired) {
    const h = document.createElement('h3');
    h.textContent = t('tournament.round', { round: r.round }) + (r.date ? ', ' + r.date : '') + ' ';
    const pgn = document.createElement('a');
    pgn.href = link(base + '/rounds/' + r.round + '/pgn');
    pgn.textContent = 'PGN';
    h.appendChild(pgn);
    h.appendChild(document.createTextNode(' \u00B7 '));
    const sheet = document.createElement('a');
    sheet.href = link(base + '/rounds/' + r.round + '/pairings');
    sheet.textContent = t('tournament.pairings');
    h.appendChild(sheet);
    h.appendChild(document.createTextNode(' \u00B7 '));
    const boards = document.createElement('a');
    boards.href = 'round.html?event=' + encodeURIComponent(tour.name) + '&round=' + r.round;
    boards.textContent = t('tournament.boards');
    h.appendChild(boards);
    roundsEl.appendChild(h);
    const tab = document.createElement('table');
    // the result in force (8.7) and its ending; how it was decided, linked to the appeal, where it is not the record's
    table(tab, head('board', 'white', 'black', 'result', 'how'), r.boards.map((b) => {
      const f = inForce(b);
      const how = f.ending || (b.resultFrom ? term('resultFrom', b.resultFrom) : '');
      return [b.board, b.white.name, b.black.name, b.result || '*', f.how ? howCell(how, b) : how];
    }));
    // a table wider than the window scrolls in its own box, reachable by the keyboard
    const box = document.createElement('div');
    box.className = 'wide';
    box.setAttribute('role', 'region');
    box.tabIndex = 0;
    box.setAttribute('aria-label', t('tournament.roundResults', { round: r.round }));
    box.appendChild(tab);
    roundsEl.appendChild(box);
    if (relays) {
      const el = document.createElement('div');
      el.id = 'relays-' + r.round;
      el.setAttribute('aria-live', 'polite');
      roundsEl.appendChild(el);
      relays.push([r.round, el]);
    }
  }
  if (relays && relays.length) {
    const again = () => Promise.all(relays.map(([round, el]) => showRelays(round, el))).catch(show);
    await again();
    setInterval(again, 5000);
  }

  const penalties = await call('GET', base + '/penalties');
  const list = document.getElementById('penalties');
  list.replaceChildren();
  penalties.forEach((p) => {
    const li = document.createElement('li');
    li.textContent = p.penalty ? t('tournament.penalty', { round: p.round, board: p.board, player: p.player.name,
      penalty: term('penaltyKind', p.penalty.penalty), art: art(p.penalty.article, p.rules) })
        : t('tournament.expelled', { player: p.player.name, round: p.expelledFrom, art: art(p.article, p.rules) });
    list.appendChild(li);
  });
  if (!penalties.length) {
    const none = document.createElement('li');
    none.textContent = t('tournament.noPenalties');
    list.appendChild(none);
  }
}

load().catch(show);
