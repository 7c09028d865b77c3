// The result in force (8.7) as every page of the console writes it, from the fields the server gives (never
// decided here): the result with its ending and article, how it was decided where it is not the record's (the
// appeals committee's decision with a link to its case, the arbiter's decision, the result both signed alike),
// and the record's own beside it where they differ.
import { art } from './api.js';
import { t, term } from './i18n.js';

/** "1-0, ELECTRONIC_DEVICE, Art. 11.3.2.2" (or the result alone where no ending is known). */
export function endingText(result, termination, article) {
  return (result || '*') + (termination ? ', ' + term('termination', termination) : '') + (article ? ', ' + art(article) : '');
}

/**
 * A game's result in force from its view (GET /api/games/{id}) or a line that carries the same fields (a tournament
 * round's board, a results register's line): {@code text}, the result and ending in force; {@code ending}, the ending
 * in force alone with its article (null where none is known); {@code how}, how it was decided where
 * it is not simply the record's (null otherwise); {@code appealId} where an appeal decided it; {@code recorded}, the
 * record's own result and ending where they differ.
 */
export function inForce(v) {
  const result = v.resultInForce !== undefined ? v.resultInForce : v.recorded;
  const recordedResult = v.recordedResult !== undefined ? v.recordedResult : v.result;
  const termination = v.terminationInForce !== undefined && v.terminationInForce !== null ? v.terminationInForce : v.termination;
  const article = v.terminationInForce !== undefined && v.terminationInForce !== null ? v.terminationArticleInForce : v.terminationArticle;
  const appealId = v.decidedOnAppeal || (v.appealDecision && v.appealDecision.appealId) || null;
  const standing = v.resultStanding;
  let how = null;
  if (appealId) {
    how = t('result.onAppeal');
  } else if (standing === 'DECIDED' && result !== recordedResult) {
    how = v.decidedBy ? t('result.decidedBy', { who: v.decidedBy }) : t('result.byTheArbiter');
  } else if (standing === 'SIGNED_OTHERWISE') {
    how = t('result.asSigned');
  }
  const differs = how !== null && (result !== recordedResult || termination !== v.termination);
  return {
    text: endingText(result, termination, article),
    ending: termination ? term('termination', termination) + (article ? ', ' + art(article) : '') : null,
    how,
    appealId,
    recorded: differs ? endingText(recordedResult, v.termination, v.terminationArticle) : null,
  };
}

/**
 * The note that says how a result in force was decided, into {@code el}: "decided on appeal" linked to the appeal's
 * case, then "the record's ..." where it differs. Empty where the result in force is the record's, undecided.
 */
export function drawHow(el, v) {
  const f = inForce(v);
  el.replaceChildren();
  if (!f.how) {
    return f;
  }
  if (f.appealId) {
    const a = document.createElement('a');
    a.href = 'case.html?appeal=' + encodeURIComponent(f.appealId);
    a.textContent = f.how;
    el.appendChild(a);
  } else {
    el.appendChild(document.createTextNode(f.how));
  }
  if (f.recorded) {
    el.appendChild(document.createTextNode('; ' + t('result.recorded', { recorded: f.recorded })));
  }
  return f;
}
