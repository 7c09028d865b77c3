// The console's calls to the API: the session cookie is sent, and the console's header marks them as
// the console's own (docs/console.md). A refusal is Problem Details, shown in words.
export const HEADER = { 'X-Adjudicator-Console': '1' };

export class Problem extends Error {
  constructor(p) {
    super((p.title || 'Refused') + ': ' + (p.detail || '') + (p.article ? ' (Art. ' + p.article + (p.rules ? ' ' + p.rules : '') + ')' : ''));
    this.problem = p;
  }
}

export async function call(method, path, body) {
  const init = { method, credentials: 'same-origin', headers: { ...HEADER } };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const r = await fetch(path, init);
  const text = await r.text();
  const json = text ? JSON.parse(text) : null;
  if (!r.ok) {
    throw new Problem(json || { title: r.status + '' });
  }
  return json;
}

export function show(problem) {
  const p = document.getElementById('problem');
  p.textContent = problem ? problem.message : '';
}
