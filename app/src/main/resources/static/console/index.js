import { call, show, signIn, signedIn } from './api.js';
import { t, term } from './i18n.js';

const signin = document.getElementById('signin');
const games = document.getElementById('games');
const who = document.getElementById('who');

const work = document.getElementById('work-list');

/** An item of "Where you work": a link, or words where there is nothing to open yet. */
function workItem(text, href) {
  const li = document.createElement('li');
  if (href) {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = text;
    li.appendChild(a);
  } else {
    li.textContent = text;
  }
  work.appendChild(li);
}

/** A device lands on its board: the game of its scope, or the game on its board of its event's round (boardGame). */
function deviceBoard(account) {
  if (account.game) {
    workItem(t('index.yourBoard'), 'game.html?game=' + encodeURIComponent(account.game));
    return;
  }
  const where = t('index.yourBoardAt', { event: account.event, round: account.round, board: account.board });
  if (account.boardGame) {
    workItem(where, 'game.html?game=' + encodeURIComponent(account.boardGame));
  } else {
    workItem(t('index.noGameYet', { where }));
  }
}

/** Where the account works in a tournament: its rounds' boards; for the appeals committee, the tournament's appeals. */
async function tournamentWork(account, tour) {
  for (let r = tour.roundsPaired; r >= 1; r--) {
    workItem(t('index.roundBoards', { tournament: tour.name, round: r }), 'round.html?event=' + encodeURIComponent(tour.name) + '&round=' + r);
  }
  if (account.role === 'APPEALS') {
    const appeals = await call('GET', '/api/tournaments/' + encodeURIComponent(tour.tournamentId) + '/appeals');
    appeals.forEach((a) => workItem(t('index.appealOf', { tournament: tour.name,
      appellant: a.lodged.appellantName || term('side', a.lodged.appellant), status: term('appealStatus', a.status) }),
        'appeal.html?game=' + encodeURIComponent(a.lodged.gameId)));
    if (!appeals.length) {
      workItem(t('index.noAppeal', { tournament: tour.name }));
    }
  }
}

function welcome(account) {
  who.textContent = t('common.signedInAs', { name: account.name, role: term('role', account.role) });
  signin.hidden = true;
  games.hidden = false;
  document.getElementById('work').hidden = false;
  document.getElementById('new-game').hidden = !(account.offers && account.offers.newGame);
  work.replaceChildren();
  // a device reads its own board's game only: no tournament to list
  document.getElementById('tournaments-part').hidden = account.role === 'DEVICE';
  document.getElementById('open-form').hidden = account.role === 'DEVICE';
  if (account.role === 'DEVICE') {
    deviceBoard(account);
    return;
  }
  // an account of some events lists their tournaments; one of every event, all
  const events = account.events && account.events.length ? account.events : [null];
  const list = document.getElementById('tournaments');
  list.replaceChildren();
  events.forEach((event) => call('GET', '/api/tournaments' + (event ? '?event=' + encodeURIComponent(event) : '')).then((ts) => {
    ts.forEach((tour) => {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = 'tournament.html?name=' + encodeURIComponent(tour.name);
      a.textContent = t('index.tournament', { name: tour.name, paired: tour.roundsPaired, rounds: tour.rounds, players: tour.players });
      li.appendChild(a);
      list.appendChild(li);
      tournamentWork(account, tour).catch(show);
    });
  }).catch(show));
}

document.getElementById('signin-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  show(null);
  const token = document.getElementById('token').value.trim();
  try {
    await signIn(token);
  } catch (problem) {
    show(problem);
    return;
  }
  document.getElementById('token').value = '';
  // who is signed in as the session has it, with what the account may start (offers)
  welcome(await signedIn());
});

document.getElementById('open-form').addEventListener('submit', (e) => {
  e.preventDefault();
  location.href = 'game.html?game=' + encodeURIComponent(document.getElementById('game-id').value.trim());
});

document.getElementById('new-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  show(null);
  const f = new FormData(e.target);
  const body = { white: f.get('white'), black: f.get('black'), rules: f.get('rules'), timeControl: f.get('timeControl') };
  if (f.get('event')) {
    body.event = f.get('event');
  }
  try {
    const created = await call('POST', '/api/games', body);
    location.href = 'game.html?game=' + encodeURIComponent(created.gameId);
  } catch (problem) {
    show(problem);
  }
});

document.getElementById('signout').addEventListener('click', async () => {
  await call('DELETE', '/api/console/session');
  location.reload();
});

// who is signed in as the server has it (the session cookie), not as this tab last saw it: the cookie may
// have ended or been signed out meanwhile
signedIn().then((account) => account && welcome(account));
