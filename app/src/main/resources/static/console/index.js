import { Problem, call, show, signedIn } from './api.js';

const signin = document.getElementById('signin');
const games = document.getElementById('games');
const who = document.getElementById('who');

function welcome(account) {
  who.textContent = 'Signed in as ' + account.name + ' (' + account.role + ')';
  signin.hidden = true;
  games.hidden = false;
  // an account of some events lists their tournaments; one of every event, all
  const events = account.events && account.events.length ? account.events : [null];
  const list = document.getElementById('tournaments');
  list.replaceChildren();
  events.forEach((event) => call('GET', '/api/tournaments' + (event ? '?event=' + encodeURIComponent(event) : '')).then((ts) => {
    ts.forEach((t) => {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = 'tournament.html?t=' + encodeURIComponent(t.tournamentId);
      a.textContent = t.name + ' (' + t.roundsPaired + ' of ' + t.rounds + ' rounds, ' + t.players + ' players)';
      li.appendChild(a);
      list.appendChild(li);
    });
  }).catch(show));
}

document.getElementById('signin-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  show(null);
  const token = document.getElementById('token').value.trim();
  const r = await fetch('/api/console/session', { method: 'POST', credentials: 'same-origin', headers: { Authorization: 'Bearer ' + token } });
  const body = await r.json();
  if (!r.ok) {
    show(new Problem(body));
    return;
  }
  document.getElementById('token').value = '';
  welcome(body);
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
