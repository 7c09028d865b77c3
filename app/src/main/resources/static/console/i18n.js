// The console's texts in Russian and English (docs/console.md, "Languages"): one bundle per language
// (i18n/en.json, i18n/ru.json, flat keys), loaded before any page's own script runs. The language is the one
// chosen with the switch in the page's header (kept in localStorage), else the browser's: Russian where its first
// language of the two is Russian, else English. An element takes its text from data-i18n="key", its attributes
// from data-i18n-attr="attribute:key ..."; a script from t(key, {name: value}), which fills the places {name}.
const LANGUAGES = { en: 'English', ru: 'Русский' };
const KEPT = 'adjudicator-console-language';

function kept() {
  try {
    return localStorage.getItem(KEPT);
  } catch (e) {
    return null; // storage refused (a private window): the browser's language
  }
}

function chosen() {
  const k = kept();
  if (Object.hasOwn(LANGUAGES, k)) {
    return k;
  }
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  for (const l of wanted) {
    const code = String(l).toLowerCase();
    if (code.startsWith('ru')) {
      return 'ru';
    }
    if (code.startsWith('en')) {
      return 'en';
    }
  }
  return 'en';
}

/** The language of the page: 'ru' or 'en'. */
export const lang = chosen();

let texts = {};
try {
  const r = await fetch(new URL('i18n/' + lang + '.json', import.meta.url));
  texts = await r.json();
} catch (e) {
  console.warn('the console\'s texts in ' + lang + ' could not be read', e);
}

/** The text of {@code key} with {@code params}' values in its places {name}; the key itself where the bundle lacks it. */
export function t(key, params = {}) {
  const text = Object.hasOwn(texts, key) ? texts[key] : key;
  return text.replace(/\{(\w+)\}/g, (place, name) => (Object.hasOwn(params, name) ? String(params[name]) : place));
}

/**
 * A value of the API's (a side, a status, an ending, an event's type) in words: the text of {@code group.value},
 * the value itself where the bundle has none.
 */
export function term(group, value) {
  return Object.hasOwn(texts, group + '.' + value) ? texts[group + '.' + value] : String(value);
}

/** The texts of the elements under {@code root} that name theirs (data-i18n, data-i18n-attr). */
export function translate(root = document) {
  root.querySelectorAll('[data-i18n]').forEach((el) => {
    el.textContent = t(el.dataset.i18n);
  });
  root.querySelectorAll('[data-i18n-attr]').forEach((el) => {
    el.dataset.i18nAttr.trim().split(/\s+/).forEach((pair) => {
      const [attribute, key] = pair.split(':');
      el.setAttribute(attribute, t(key));
    });
  });
}

/** The switch in the page's header: a labelled choice of the two languages, remembered; the page is read again in it. */
function languageSwitch() {
  const header = document.querySelector('header');
  if (!header) {
    return;
  }
  const box = document.createElement('span');
  box.className = 'language';
  const label = document.createElement('label');
  label.htmlFor = 'language';
  label.textContent = t('common.language');
  const select = document.createElement('select');
  select.id = 'language';
  Object.entries(LANGUAGES).forEach(([code, name]) => {
    const o = document.createElement('option');
    o.value = code;
    o.lang = code;
    o.textContent = name;
    select.appendChild(o);
  });
  select.value = lang;
  select.addEventListener('change', () => {
    try {
      localStorage.setItem(KEPT, select.value);
    } catch (e) {
      return; // nowhere to remember it
    }
    location.reload();
  });
  box.append(label, select);
  header.appendChild(box);
}

document.documentElement.lang = lang;
translate();
languageSwitch();
document.documentElement.dataset.i18n = lang;
