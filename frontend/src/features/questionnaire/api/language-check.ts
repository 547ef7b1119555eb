/**
 * Whether the claimant's own words read as English (issue 33): they go into the English letter as they are, so the
 * review flags a Spanish paragraph before it can reach the other side unnoticed. A heuristic, not a detector: it
 * looks for Spanish letters (ñ, ¿, ¡, accented vowels) and for common Spanish words that English never uses, and
 * lets names, numbers and short answers through.
 */
const SPANISH_WORDS = new Set(
  (
    'el la los las un una unos unas del al que qué y o pero porque cuando donde dónde como cómo para por con sin ' +
    'su sus mi mis me le les lo se es está están fue fueron era ha han he hay muy más también ya no sí nunca ' +
    'dinero pago pagó pagar casa carro auto contrato depósito dueño arrendador inquilino renta dijo hizo nada ' +
    'entonces después antes desde hasta sobre entre este esta estos estas ese esa eso ni yo él ella ellos nosotros'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'the an and or but because when where how for with without his her their my me him them it is are was were ' +
    'has have had not no yes never money paid pay house car contract deposit landlord tenant rent said did nothing ' +
    'then after before from until on about between this these that those i he she they we you to of in at by'
  ).split(' '),
);

export function looksLikeEnglish(text: string): boolean {
  if (/[ñ¿¡]/i.test(text)) return false;
  const words = text.toLowerCase().match(/[a-záéíóúüñ]+/g) ?? [];
  if (words.length < 4) return true;
  let spanish = 0;
  let english = 0;
  for (const word of words) {
    if (/[áéíóú]/.test(word)) spanish += 1;
    if (SPANISH_WORDS.has(word) && !ENGLISH_WORDS.has(word)) spanish += 1;
    if (ENGLISH_WORDS.has(word) && !SPANISH_WORDS.has(word)) english += 1;
  }
  return spanish <= english;
}
