import { art, call, link, show, signedIn, value } from './api.js';
import { t, term } from './i18n.js';
import { clockText, ms } from './board.js';

// One appeal as the server holds it (GET /api/appeals/{id}), read again after each step: as lodged
// (the game, the parties, the grounds, the disputed events, the deadline) or refused, the committee
// (sitting, reserves, who stood aside and why), the statements, the evidence, the decision with its
// votes and effects, and the decision document as a page and as PDF. One form per step, each sending
// what the API takes: FormCommittee, StandAside, RecordStatement, the re-adjudication attached, and
// DecideAppeal. A refusal is shown in words beside the form that was refused.
// the appeal by its id (?appeal=ID), or by where it was lodged: the event, round and board of its game, and which of
// the game's appeals (?event=E&round=R&board=B&n=N, N from 1 in the order lodged; 1 where omitted)
const params = new URLSearchParams(location.search);
let appealId = params.get('appeal');
let path = appealId ? '/api/appeals/' + encodeURIComponent(appealId) : null;

/** The appeal's id, found from its game's event, round and board where the address names it so. */
async function resolve() {
  if (appealId) {
    return;
  }
  const games = await call('GET', '/api/games?limit=1000&event=' + encodeURIComponent(params.get('event') || '')
      + '&round=' + encodeURIComponent(params.get('round') || ''));
  const game = games.find((g) => String(g.board) === params.get('board'));
  if (!game) {
    throw new Error(t('case.noGame', { board: params.get('board'), event: params.get('event'), round: params.get('round') }));
  }
  const appeals = await call('GET', '/api/games/' + encodeURIComponent(game.gameId) + '/appeals');
  const n = Number(params.get('n') || '1');
  if (!appeals[n - 1]) {
    throw new Error(t('case.noAppeal', { n, count: appeals.length }));
  }
  appealId = appeals[n - 1].appealId;
  path = '/api/appeals/' + encodeURIComponent(appealId);
}
const TERMINATIONS = ['CHECKMATE', 'RESIGNATION', 'STALEMATE', 'DEAD_POSITION', 'AGREEMENT', 'THREEFOLD_REPETITION',
  'FIFTY_MOVE_RULE', 'FIVEFOLD_REPETITION', 'SEVENTY_FIVE_MOVE_RULE', 'TIME_FORFEIT', 'TIME_FORFEIT_DRAW', 'BOTH_FLAGS_FALLEN',
  'ILLEGAL_MOVES', 'QUICKPLAY_FINISH', 'ELECTRONIC_DEVICE', 'PERSISTENT_REFUSAL', 'ARBITER_DECISION', 'FORFEIT', 'ANNULLED'];
const VOTES = ['UPHELD', 'PARTLY_UPHELD', 'DISMISSED'];
let steps = new Set(); // the steps the account signed in may take in this appeal (GET /api/console/session?appeal=)
let gameRows = null; // the game's own timeline rows, to name the disputed events
let sittingShown = null; // the sitting members the vote and stand-aside choices were drawn for

function node(tag, text) {
  const n = document.createElement(tag);
  if (text !== undefined) {
    n.textContent = text;
  }
  return n;
}

/** A whole number typed in the input of that id; null where nothing is typed. */
function number(id, what) {
  const text = value(id);
  if (!text) {
    return null;
  }
  if (!/^\d+$/.test(text)) {
    throw new Error(t('case.wholeNumber', { what: t(what), text }));
  }
  return Number(text);
}

/** Seqs typed comma-separated ("41, 42"). */
function seqs(text) {
  const parts = text.split(',').map((s) => s.trim()).filter((s) => s);
  for (const p of parts) {
    if (!/^\d+$/.test(p)) {
      throw new Error(t('case.seqFormat', { text: p }));
    }
  }
  return parts.map(Number);
}

/** An instant as the API gives it (ISO 8601, UTC), to the second. */
function when(iso) {
  return iso ? iso.replace('T', ' ').replace(/(\.\d+)?Z$/, ' UTC') : '-';
}

function member(m) {
  return m.name + (m.federation ? ' (' + m.federation + ')' : '');
}

function eventName(seq) {
  const row = gameRows && gameRows.find((r) => r.seq === seq);
  return t('case.eventName', { seq }) + (row ? ': ' + term('event', row.type) + (row.text && row.text !== row.type ? ' - ' + row.text : '') : '');
}

// ---- the committee's rows: name and federation, "add a row", each row removable

function renumber(kind) {
  const rows = document.querySelectorAll('#' + kind + 's .member-row');
  rows.forEach((row, i) => {
    const n = i + 1;
    const [nameLabel, name, fedLabel, fed, remove] = row.children;
    name.id = kind + '-name-' + n;
    nameLabel.htmlFor = name.id;
    nameLabel.textContent = t(kind === 'member' ? (n === 1 ? 'case.memberChair' : 'case.memberN') : 'case.reserveN', { n });
    fed.id = kind + '-federation-' + n;
    fedLabel.htmlFor = fed.id;
    fedLabel.replaceChildren(t('case.federation'), Object.assign(node('span', ' ' + t('case.' + kind + 'Of', { n })), { className: 'sr-only' }));
    remove.setAttribute('aria-label', t('case.remove.' + kind, { n }));
  });
}

function addRow(kind) {
  const row = node('div');
  row.className = 'member-row';
  const name = node('input');
  name.autocomplete = 'off';
  name.placeholder = t('case.namePlaceholder');
  const fed = node('input');
  fed.size = 4;
  fed.maxLength = 3;
  fed.placeholder = t('case.federationPlaceholder');
  const remove = node('button', t('common.remove'));
  remove.type = 'button';
  remove.addEventListener('click', () => {
    row.remove();
    renumber(kind);
    document.getElementById('add-' + kind).focus();
  });
  row.append(node('label'), name, node('label'), fed, remove);
  document.getElementById(kind + 's').appendChild(row);
  renumber(kind);
  return name;
}

/** The rows of that kind with a name or a federation, as the API takes them. */
function members(kind) {
  return [...document.querySelectorAll('#' + kind + 's .member-row')]
    .map((row) => ({ name: row.children[1].value.trim(), federation: row.children[3].value.trim().toUpperCase() }))
    .filter((m) => m.name || m.federation)
    .map((m) => (m.federation ? m : { name: m.name }));
}

// ---- the appeal as the server holds it

function showLodged(a, view) {
  const l = a.lodged;
  const dl = document.getElementById('lodged');
  dl.replaceChildren();
  const item = (label, ...content) => {
    dl.append(node('dt', label));
    const dd = node('dd');
    dd.append(...content);
    dl.append(dd);
  };
  const record = node('a', view ? t('common.versus', { white: view.white, black: view.black }) : l.gameId);
  record.href = 'appeal.html?game=' + encodeURIComponent(l.gameId);
  const board = node('a', t('common.board'));
  board.href = 'game.html?game=' + encodeURIComponent(l.gameId);
  item(t('case.game'), record, ' (' + t('case.theRecord') + '; ', board, ')' + (view ? ', ' + term('edition', view.rules) + ', '
      + t('case.resultIs', { result: view.resultInForce || view.result || '-' })
      + (view.resultStanding ? ' (' + term('standing', view.resultStanding) + ')' : '') : ''));
  if (l.event) {
    item(t('case.event'), l.event);
  }
  item(t('case.appellant'), term('side', l.appellant) + (l.appellantName ? ', ' + l.appellantName : ''));
  item(t('case.lodged'), t('case.lodgedBy', { by: term('lodgedBy', l.lodgedBy) + (l.captain ? ' (' + l.captain + ')' : ''), at: when(l.at) }));
  item(t('case.grounds'), l.grounds);
  if (l.fee) {
    item(t('case.fee'), l.fee);
  }
  const disputed = node('ul');
  disputed.id = 'disputed';
  if (l.disputed.length === 0) {
    disputed.append(node('li', t('case.noDisputed')));
  }
  l.disputed.forEach((seq) => disputed.append(node('li', eventName(seq))));
  item(t('case.disputed'), disputed);
  const deadline = l.gameEndedAt ? new Date(Date.parse(l.gameEndedAt) + l.deadlineMinutes * 60000).toISOString() : null;
  item(t('case.deadline'), t('case.deadlineText', { minutes: l.deadlineMinutes, ended: when(l.gameEndedAt), until: when(deadline),
    basis: l.deadlineBasis }) + (l.late ? '; ' + t('case.late') : ''));
  if (l.lawsArticle) {
    item(t('case.rightToAppeal'), art(l.lawsArticle));
  }
  document.getElementById('refused').textContent = a.refused
    ? t('case.refused', { refusal: term('refusal', a.refused.refusal), reason: a.refused.reason }) : '';
}

function showCommittee(c) {
  const el = document.getElementById('committee');
  el.replaceChildren();
  if (!c) {
    el.append(node('p', t('case.notFormedYet')));
    return;
  }
  const sitting = node('ol');
  sitting.id = 'sitting';
  c.sitting.forEach((m, i) => sitting.append(node('li', member(m) + (i === 0 ? ', ' + t('case.chairman') : ''))));
  el.append(node('h3', t('case.sitting')), sitting);
  if (c.reserves.length) {
    const reserves = node('ul');
    c.reserves.forEach((m) => reserves.append(node('li', member(m))));
    el.append(node('h3', t('case.reserves')), reserves);
  }
  if (c.stoodAside.length) {
    const aside = node('ul');
    aside.id = 'stood-aside';
    c.stoodAside.forEach((s) => aside.append(node('li', t('case.stoodAsideText', { member: s.member, reason: s.reason })
        + (s.replacedBy ? '; ' + t('case.tookPlace', { member: s.replacedBy }) : ''))));
    el.append(node('h3', t('case.stoodAside')), aside);
  }
}

function showHearing(a) {
  const statements = document.getElementById('statements');
  statements.replaceChildren();
  a.statements.forEach((s) => statements.append(node('li', term('speaker', s.speaker) + (s.name ? ' (' + s.name + ')' : '') + ', '
      + when(s.at) + ': ' + s.text)));
  if (!a.statements.length) {
    statements.append(node('li', t('case.noneYet')));
  }
  const evidence = document.getElementById('evidence');
  evidence.replaceChildren();
  a.evidence.forEach((e) => evidence.append(node('li', t(e.without.length ? 'case.evidenceUnderWithout' : 'case.evidenceUnder', { rules: term('edition', e.rules),
    events: e.without.join(', ') }) + ': ' + (e.readjudicatedResult || t('case.goesOn'))
      + (e.readjudicatedTermination ? ', ' + term('termination', e.readjudicatedTermination) : '')
      + (e.readjudicatedArticle ? ', ' + art(e.readjudicatedArticle) : '')
      + '; ' + t('case.recordGives', { result: e.recordedResult || t('appeal.noResult') }) + '. '
      + (e.identical ? t('case.identical') : t('case.differ', { seq: e.firstDivergence })))));
  if (!a.evidence.length) {
    evidence.append(node('li', t('case.noneYet')));
  }
}

function effectText(e) {
  switch (e.kind) {
    case 'AMEND_RESULT':
      return t('case.effect.amend', { result: e.result, ending: term('termination', e.termination) }) + (e.article ? ', ' + art(e.article) : '');
    case 'RESUME':
      return t('case.effect.resume', { from: e.toPly !== null ? t('case.afterPly', { ply: e.toPly }) : t('case.afterEvent', { seq: e.afterEvent }),
        white: clockText(e.whiteRemainingMs), black: clockText(e.blackRemainingMs) });
    case 'ANNUL':
      return t('case.effect.annul');
    case 'ANNUL_AND_REPLAY':
      return t('case.effect.replay');
    case 'WITHDRAW_PENALTY':
      return t('case.effect.withdraw', { seq: e.penaltySeq });
    default:
      return e.kind;
  }
}

function showDecision(d) {
  const el = document.getElementById('decision');
  el.replaceChildren();
  if (!d) {
    el.append(node('p', t('case.notDecided')));
    return;
  }
  el.append(node('p', t('case.decided', { decision: term('decision', d.decision), at: when(d.at) })),
      node('p', t('case.reasonsText', { reasons: d.reasons })));
  if (d.articles.length) {
    el.append(node('p', t('case.articlesText', { articles: d.articles.join(', ') })));
  }
  const votes = node('ul');
  votes.id = 'decision-votes';
  d.votes.forEach((v) => votes.append(node('li', v.member + ': ' + term('vote', v.vote))));
  el.append(node('h3', t('case.votesTitle')), votes);
  el.append(node('p', d.feeReturned ? t('case.feeIsReturned') : t('case.feeNotReturned')));
  const effects = node('ul');
  effects.id = 'decision-effects';
  d.effects.forEach((e) => effects.append(node('li', effectText(e))));
  if (!d.effects.length) {
    effects.append(node('li', t('case.unchanged')));
  }
  el.append(node('h3', t('case.effects')), effects);
  el.append(node('p', t('case.restsOn', { seq: d.gameHeadSeq, hash: d.gameHeadHash })));
}

/** The choices drawn from the sitting members (a vote each, who stands aside), kept while the committee stays the same. */
function showSitting(c) {
  const sitting = c ? c.sitting : [];
  const key = JSON.stringify(sitting);
  if (key === sittingShown) {
    return;
  }
  sittingShown = key;
  const aside = document.getElementById('aside-member');
  aside.replaceChildren();
  sitting.forEach((m) => aside.append(Object.assign(node('option', member(m)), { value: m.name })));
  const votes = document.getElementById('votes');
  votes.replaceChildren();
  sitting.forEach((m, i) => {
    const select = node('select');
    select.id = 'vote-' + (i + 1);
    select.dataset.member = m.name;
    select.append(Object.assign(node('option', t('case.noVote')), { value: '' }));
    VOTES.forEach((v) => select.append(Object.assign(node('option', term('vote', v)), { value: v })));
    const label = node('label', member(m) + (i === 0 ? ', ' + t('case.chairman') : ''));
    label.htmlFor = select.id;
    const row = node('div');
    row.className = 'vote-row';
    row.append(label, select);
    votes.append(row);
  });
  if (!sitting.length) {
    votes.append(node('p', t('case.notFormed')));
  }
}

/** Which steps the appeal can take now: none once it is refused or decided. */
function showSteps(a) {
  const open = a.status === 'LODGED' || a.status === 'HEARING';
  document.getElementById('step-committee').hidden = !open || a.committee !== null || !steps.has('FormCommittee');
  document.getElementById('step-stand-aside').hidden = !open || a.committee === null || !steps.has('StandAside');
  document.getElementById('step-statement').hidden = !open || !steps.has('RecordStatement');
  document.getElementById('step-readjudication').hidden = !open || !steps.has('AttachReadjudication');
  document.getElementById('step-decide').hidden = !open || a.committee === null || !steps.has('DecideAppeal');
  const closed = document.getElementById('steps-closed');
  closed.hidden = open && steps.size > 0;
  closed.textContent = a.status === 'DECIDED' ? t('case.closedDecided')
    : a.status === 'REFUSED' ? t('case.closedRefused') : t('case.readOnly');
}

async function load() {
  const a = await call('GET', path);
  document.getElementById('title').textContent = t('case.appealN', { id: a.appealId });
  document.getElementById('status').textContent = t('case.status', { status: term('appealStatus', a.status) });
  let view = null;
  if (gameRows === null) {
    gameRows = (await call('GET', '/api/games/' + encodeURIComponent(a.lodged.gameId) + '/timeline')).filter((r) => !r.appealId);
  }
  view = await call('GET', '/api/games/' + encodeURIComponent(a.lodged.gameId));
  // named as people name it: the appellant and the game, its id kept below for the record
  const named = t('case.named', { appellant: a.lodged.appellantName || term('side', a.lodged.appellant), white: view.white || t('common.White'),
    black: view.black || t('common.Black') }) + (view.event ? ', ' + view.event + (view.round ? ', ' + t('common.roundN', { round: view.round })
    : '') : '');
  document.getElementById('title').textContent = named;
  document.title = t('common.pageTitle', { what: named });
  document.getElementById('appeal-id').textContent = t('case.appealId', { id: a.appealId });
  showLodged(a, view);
  showCommittee(a.committee);
  showHearing(a);
  showDecision(a.decision);
  showSitting(a.committee);
  showSteps(a);
}

/** Sends a step from {@code form}: {@code send()} makes the request; then the appeal is read again. A refusal shows beside the form. */
function step(formId, send) {
  const form = document.getElementById(formId);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    show(null);
    try {
      await send();
      await load();
      form.reset();
      document.getElementById('fee-returned').checked = value('decision-value') !== 'DISMISSED';
    } catch (problem) {
      form.after(document.getElementById('problem'));
      show(problem);
    }
  });
}

step('committee-form', () => call('POST', path + '/commands', { type: 'FormCommittee', members: members('member'),
  reserves: members('reserve') }));

step('stand-aside-form', () => call('POST', path + '/commands', { type: 'StandAside', member: value('aside-member'),
  reason: value('aside-reason') }));

step('statement-form', () => {
  const body = { type: 'RecordStatement', speaker: value('speaker'), text: value('statement-text') };
  if (value('speaker-name')) {
    body.name = value('speaker-name');
  }
  return call('POST', path + '/commands', body);
});

step('readjudication-form', () => {
  const query = [];
  if (value('readjudication-rules')) {
    query.push('rules=' + encodeURIComponent(value('readjudication-rules')));
  }
  const without = seqs(value('readjudication-without'));
  if (without.length) {
    query.push('without=' + without.join(','));
  }
  return call('POST', path + '/readjudication' + (query.length ? '?' + query.join('&') : ''));
});

step('decide-form', () => {
  const votes = [...document.querySelectorAll('#votes select')].filter((s) => s.value)
    .map((s) => ({ member: s.dataset.member, vote: s.value }));
  const effects = [];
  if (document.getElementById('effect-amend').checked) {
    const e = { kind: 'AMEND_RESULT', result: value('amend-result'), termination: value('amend-termination') };
    if (value('amend-article')) {
      e.article = value('amend-article');
    }
    effects.push(e);
  }
  if (document.getElementById('effect-resume').checked) {
    effects.push({ kind: 'RESUME', toPly: number('resume-ply', 'case.what.halfMove'), afterEvent: number('resume-event', 'case.what.event'),
      whiteRemainingMs: ms(value('resume-white')), blackRemainingMs: ms(value('resume-black')) });
  }
  if (document.getElementById('effect-annul').checked) {
    effects.push({ kind: 'ANNUL' });
  }
  if (document.getElementById('effect-replay').checked) {
    effects.push({ kind: 'ANNUL_AND_REPLAY' });
  }
  if (document.getElementById('effect-withdraw').checked) {
    effects.push({ kind: 'WITHDRAW_PENALTY', penaltySeq: number('withdraw-seq', 'case.what.penaltyEvent') });
  }
  return call('POST', path + '/commands', { type: 'DecideAppeal', decision: value('decision-value'), reasons: value('reasons'),
    articles: value('articles').split(',').map((s) => s.trim()).filter((s) => s), votes,
    feeReturned: document.getElementById('fee-returned').checked, effects });
});

// the fee follows the decision (returned unless dismissed) until the committee says otherwise
document.getElementById('decision-value').addEventListener('change', () => {
  document.getElementById('fee-returned').checked = value('decision-value') !== 'DISMISSED';
});

document.getElementById('add-member').addEventListener('click', () => addRow('member').focus());
document.getElementById('add-reserve').addEventListener('click', () => addRow('reserve').focus());
for (let i = 0; i < 3; i++) {
  addRow('member');
}
addRow('reserve');

const termination = document.getElementById('amend-termination');
TERMINATIONS.forEach((x) => termination.append(Object.assign(node('option', term('termination', x)), { value: x })));

// only the steps the account may take are offered (the server decides each all the same)
resolve().then(() => {
  document.getElementById('decision-page').href = link(path + '/decision');
  document.getElementById('decision-pdf').href = link(path + '/decision?format=pdf');
  return signedIn({ appeal: appealId });
}).then((account) => {
  steps = new Set((account && account.commands) || []);
}).then(load).catch(show);
