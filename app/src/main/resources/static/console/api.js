// The console's calls to the API: the session cookie is sent, and the console's header marks them as
// the console's own (docs/console.md). A refusal is Problem Details, shown in words. Every address of the API
// the console asks or links is made here, with the console's language (lang=ru or lang=en), in which the
// server answers its own texts.
import { lang, t, term } from './i18n.js';

export const HEADER = { 'X-Adjudicator-Console': '1' };

/** The address of the API's {@code path} with the console's language. */
export function api(path) {
  return path + (path.includes('?') ? '&' : '?') + 'lang=' + lang;
}

/**
 * The address of the API's {@code path} for a link the browser opens (a download, a document): in Russian with
 * lang=ru; in English without it, which the server answers in English as it answers lang=en.
 */
export function link(path) {
  return lang === 'en' ? path : api(path);
}

/** "Art. 6.9" in the console's language ("Art. 6.9 FIDE_2017" with the edition where it is named). */
export function art(article, rules) {
  return rules ? t('common.artOf', { article, rules: term('edition.of', rules) }) : t('common.art', { article });
}

export class Problem extends Error {
  constructor(p) {
    super((p.title || t('common.refused')) + ': ' + (p.detail || '') + (p.article ? ' (' + art(p.article, p.rules) + ')' : ''));
    this.problem = p;
  }
}

export async function call(method, path, body) {
  const init = { method, credentials: 'same-origin', headers: { ...HEADER } };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const r = await fetch(api(path), init);
  const text = await r.text();
  const json = text ? JSON.parse(text) : null;
  if (!r.ok) {
    throw new Problem(json || { title: r.status + '' });
  }
  return json;
}

/**
 * Signs in with an account's token: the console's session (a cookie) and who is signed in; a refusal is thrown
 * as a {@link Problem}.
 */
export async function signIn(token) {
  const r = await fetch(api('/api/console/session'), { method: 'POST', credentials: 'same-origin',
    headers: { Authorization: 'Bearer ' + token } });
  const body = await r.json();
  if (!r.ok) {
    throw new Problem(body);
  }
  return body;
}

/** What is typed in the input or chosen in the select of that id, trimmed. */
export function value(id) {
  return document.getElementById(id).value.trim();
}

export function show(problem) {
  const p = document.getElementById('problem');
  p.textContent = problem ? problem.message : '';
}

/**
 * Who is signed in and the command types it may send to the game or appeal named in {@code params}
 * (e.g. {game: ID}), as the server's access rules give them; null when nobody is signed in.
 */
export async function signedIn(params) {
  // asked of an endpoint that answers anybody, so that a visitor not signed in costs no failed request
  const who = await call('GET', '/api/console/whoami?' + new URLSearchParams(params));
  return who.signedIn ? who : null;
}

/**
 * Offers only the controls of the commands {@code account} may send: an element with
 * {@code data-command} is hidden unless its command is among them, and a {@code data-offer-group}
 * with none of its controls left. The server decides every request all the same.
 */
export function offerOnly(account) {
  const commands = new Set((account && account.commands) || []);
  document.querySelectorAll('[data-command]').forEach((el) => {
    el.hidden = !commands.has(el.dataset.command);
  });
  document.querySelectorAll('[data-offer-group]').forEach((g) => {
    g.hidden = ![...g.querySelectorAll('[data-command]')].some((el) => !el.hidden);
  });
  return commands;
}

/**
 * Follows the live stream at {@code url} (a game's or a round's): each game event, whichever of the API's
 * event types it is (GameEvent's in the OpenAPI document: the stream names each event by its type), goes to
 * {@code onEvent} as its data; a round's state, with which a round's stream starts, to {@code onState}. The
 * browser reconnects on its own, resuming after the last event seen.
 */
export async function follow(url, onEvent, onState) {
  const docs = await (await fetch(api('/v3/api-docs'))).json();
  const types = docs.components.schemas.GameEvent.oneOf.map((s) => s.$ref.replace(/.*\//, ''));
  const stream = new EventSource(api(url));
  types.forEach((type) => stream.addEventListener(type, (m) => onEvent(JSON.parse(m.data))));
  if (onState) {
    stream.addEventListener('RoundState', (m) => onState(JSON.parse(m.data)));
  }
  return stream;
}
