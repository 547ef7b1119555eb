/**
 * Source addresses for the law table. Official code pages are built from each legislature's URL scheme as other
 * public projects link to it; they were not fetched from here, so a reviewer opening one is part of verification.
 * Where no stable official address is known, the fact points at the research source it was taken from
 * (research/state-law.md §3.2–§3.6).
 */

const pad = (n: number | string, width: number) => String(n).padStart(width, '0');

/** Research sources named in state-law.md. */
export const RESEARCH = {
  /** [P] powerofattorney.com small-claims table with statute cites (Table A). */
  powerOfAttorneyTable: 'https://powerofattorney.com/table-draft',
  /** [I] iPropertyManagement small-claims cost table (Table A). */
  ipmSmallClaims: 'https://ipropertymanagement.com/laws/small-claims-court-cost',
  /** [NS] Nolo 50-state statute-of-limitations chart (Table B). */
  noloSol: 'https://www.nolo.com/legal-encyclopedia/chart-statutes-limitations-all-50-states.html',
  /** [AG] Aldun Group written/oral contract table (Table B). */
  aldunSol: 'https://www.aldungroup.com/statute-of-limitations/',
  /** [JD] JusticeDirect 50-state deposit table with statute cites, Sept 2024 (Table C). */
  justiceDirectDeposits: 'https://justicedirect.com/post/how-to-get-security-deposit-back',
  /** [GB] getitback.us deposit deadlines (Table C). */
  getItBackDeposits: 'https://getitback.us/blog/security-deposit-return-deadlines-all-states',
  /** [IPM-D] iPropertyManagement deposit deadlines, June 2024 (Table C). */
  ipmDepositDeadlines: 'https://ipropertymanagement.com/laws/security-deposit-returns',
  /** [IPM-P] iPropertyManagement deposit penalties (Table C). */
  ipmDepositPenalties: 'https://ipropertymanagement.com/laws/happens-not-return-security-deposit',
  caSmallClaimsAskFirst: 'https://lonut-guides.pages.dev/blog/small-claims-court-demand-letter-california',
  caClra: 'https://terms.law/Demand-Letters/Consumer/california-clra-30-day-demand-letters.html',
  caBadChecks: 'https://legalclarity.org/california-civil-code-1719-the-bad-check-law',
  ma93a: 'https://lawyerslegalresearch.com/writing-an-effective-chapter-93a-demand-letter/',
  txDtpa: 'https://guides.sll.texas.gov/consumer-protection/relief',
  orWaFeeStatutes:
    'https://www.lorberlaw.com/old-newsroom/dont-underestimate-oregon-and-washington-attorney-fee-statutes/',
  nyFreelanceIsntFree:
    'https://workforcebulletin.com/freelance-isnt-free-act-soon-takes-effect-throughout-new-york-state',
  laFreelanceOrdinance:
    'https://proskauer.com/blog/put-it-in-writing-los-angeles-imposes-new-requirements-on-employers-of-independent-contractors',
  seattleContractorOrdinance: 'https://www.jdsupra.com/legalnews/seattle-expands-protections-for-7981959/',
} as const;

/** Official code and court pages, by jurisdiction. */
export const OFFICIAL = {
  al: (section: string) => `https://alison.legislature.state.al.us/code-of-alabama?section=${section}`,
  ak: (section: string) => `https://www.akleg.gov/basis/statutes.asp#${section}`,
  az: (title: number, section: number) => `https://www.azleg.gov/ars/${title}/${pad(section, 5)}.htm`,
  ca: (code: 'CCP' | 'CIV', section: string) =>
    `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=${code}&sectionNum=${section}`,
  co: (title: number) =>
    `https://leg.colorado.gov/sites/default/files/images/olls/crs2025-title-${title}.pdf`,
  ct: (chapter: number, section: string) =>
    `https://www.cga.ct.gov/current/pub/chap_${chapter}.htm#sec_${section}`,
  de: (title: number, chapter: number) =>
    `https://delcode.delaware.gov/title${title}/c${pad(chapter, 3)}/index.html`,
  dc: (section: string) => `https://code.dccouncil.gov/us/dc/council/code/sections/${section}`,
  fl: (chapter: number, section: string) => {
    const from = Math.floor(chapter / 100) * 100;
    const range = `${pad(from, 4)}-${pad(from + 99, 4)}`;
    return `https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=${range}/${pad(chapter, 4)}/Sections/${pad(chapter, 4)}.${section}.html`;
  },
  hi: (volume: string, chapter: number, section: number) =>
    `https://www.capitol.hawaii.gov/hrscurrent/${volume}/HRS${pad(chapter, 4)}/HRS_${pad(chapter, 4)}-${pad(section, 4)}.htm`,
  id: (title: number, chapter: number, section: string) =>
    `https://legislature.idaho.gov/statutesrules/idstat/title${title}/t${title}ch${chapter}/sect${section}/`,
  il: (actId: number, chapterId: number) =>
    `https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=${actId}&ChapterID=${chapterId}`,
  ilSupremeCourtRules: 'https://www.illinoiscourts.gov/rules/supreme-court-rules',
  in: (title: number) => `https://iga.in.gov/laws/2025/ic/titles/${title}`,
  ia: (section: string) => `https://www.legis.iowa.gov/docs/code/${section}.pdf`,
  ks: (chapter: number, article: number, section: number) =>
    `https://www.ksrevisor.gov/statutes/chapters/ch${chapter}/${pad(chapter, 3)}_${pad(article, 3)}_${pad(section, 4)}.html`,
  me: (title: number, section: string) =>
    `https://legislature.maine.gov/statutes/${title}/title${title}sec${section}.html`,
  md: (article: 'gcj' | 'grp', section: string) =>
    `https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=${article}&section=${section}`,
  ma: (part: string, title: string, chapter: string, section: string) =>
    `https://malegislature.gov/Laws/GeneralLaws/Part${part}/Title${title}/Chapter${chapter}/Section${section}`,
  mi: (section: string) =>
    `https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-${section.replace('.', '-')}`,
  mn: (section: string) => `https://www.revisor.mn.gov/statutes/cite/${section}`,
  mo: (section: string) => `https://revisor.mo.gov/main/OneSection.aspx?section=${section}`,
  mt: (title: number, chapter: number, part: number, section: number) => {
    const parts = [title, chapter, part, section].map((n) => pad(n * 10, 4));
    const [t = '', c = '', p = '', s = ''] = parts;
    return `https://archive.legmt.gov/bills/mca/title_${t}/chapter_${c}/part_${p}/section_${s}/${parts.join('-')}.html`;
  },
  ne: (section: string) => `https://nebraskalegislature.gov/laws/statutes.php?statute=${section}`,
  nv: (chapter: string, section: string) =>
    `https://www.leg.state.nv.us/NRS/NRS-${chapter}.html#NRS${chapter}Sec${section}`,
  nhDeposit: 'https://www.gencourt.state.nh.us/rsa/html/LV/540-A/540-A-7.htm',
  njCourtRules: 'https://www.njcourts.gov/attorneys/rules-of-court',
  ny: (law: 'CCA' | 'CVP' | 'GOB', section: string) =>
    `https://www.nysenate.gov/legislation/laws/${law}/${section}`,
  nycFreelancers: 'https://www.nyc.gov/site/dca/workers/workersrights/freelancer-workers.page',
  nc: (chapter: string, section: string) =>
    `https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_${chapter}/GS_${section}.html`,
  nd: (title: number, chapter: string) => `https://ndlegis.gov/cencode/t${title}c${chapter}.pdf`,
  oh: (section: string) => `https://codes.ohio.gov/ohio-revised-code/section-${section}`,
  or: (chapter: number) => `https://www.oregonlegislature.gov/bills_laws/ors/ors${pad(chapter, 3)}.html`,
  ri: (title: number, chapter: string, section: string) =>
    `https://webserver.rilegislature.gov/Statutes/TITLE${title}/${chapter}/${section}.htm`,
  sc: (title: number, chapter: number) =>
    `https://www.scstatehouse.gov/code/t${pad(title, 2)}c${pad(chapter, 3)}.php`,
  sd: (section: string) => `https://sdlegislature.gov/Statutes/${section}`,
  tx: (code: 'BC' | 'CP' | 'FI' | 'GV' | 'PR', chapter: number) =>
    `https://statutes.capitol.texas.gov/Docs/${code}/htm/${code}.${chapter}.htm`,
  ut: (title: string, chapter: number, section: string) =>
    `https://le.utah.gov/xcode/Title${title}/Chapter${chapter}/${title}-${chapter}-S${section}.html`,
  vtDeposit: 'https://legislature.vermont.gov/statutes/section/09/137/04461',
  va: (section: string) => `https://law.lis.virginia.gov/vacode/${section}/`,
  vaDeposit: 'https://law.lis.virginia.gov/vacode/title55.1/chapter12/section55.1-1226/',
  wa: (cite: string) => `https://app.leg.wa.gov/RCW/default.aspx?cite=${cite}`,
  wv: (section: string) => `https://code.wvlegislature.gov/${section}/`,
  wi: (chapter: number, section: string) =>
    `https://docs.legis.wisconsin.gov/statutes/statutes/${chapter}/${section}`,
  wy: (title: number) => `https://wyoleg.gov/statutes/compress/title${pad(title, 2)}.pdf`,
} as const;

/**
 * Official publishers that are not on a .gov host or a two-letter state .us host, by name (issue 24, ADR 040): a
 * legislature's, court's or code office's own older or separate host, the official code publishers that are not
 * government hosts, and county court clerks' own sites (a court clerk's page about its own court is a court page).
 * `path`, when set, limits the entry to that part of the host (the LexisNexis-hosted official codes). A secondary site
 * (Justia, FindLaw, Nolo, Casetext, law firms, legal-forms sellers, Westlaw's or Lexis's commercial pages) is never
 * on this list.
 */
export const OFFICIAL_PUBLISHERS: ReadonlyArray<{ host: string; path?: string; name: string }> = [
  { host: 'pacourts.us', name: 'Unified Judicial System of Pennsylvania' },
  {
    host: 'columbus.legistar.com',
    name: "City of Columbus, Ohio: City Council's legislative record (Legistar)",
  },
  { host: 'ksrevisor.org', name: 'Kansas Office of Revisor of Statutes (Kansas Statutes Annotated)' },
  {
    host: 'mainelegislature.org',
    name: 'Maine Legislature (its former host; statutes by the Revisor of Statutes)',
  },
  { host: 'ncleg.net', name: 'North Carolina General Assembly (its former host)' },
  { host: 'code.dccouncil.us', name: 'Council of the District of Columbia: the D.C. Code (its former host)' },
  { host: 'vermontjudiciary.org', name: 'Vermont Judiciary' },
  { host: 'oscn.net', name: 'Oklahoma State Courts Network (Oklahoma Statutes and court rules)' },
  {
    host: 'nmonesource.com',
    name: 'New Mexico Compilation Commission (NMOneSource: NMSA 1978 and court rules)',
  },
  {
    host: 'lexisnexis.com',
    path: '/hottopics/gacode',
    name: 'Official Code of Georgia Annotated (LexisNexis, public access)',
  },
  {
    host: 'lexisnexis.com',
    path: '/hottopics/tncode',
    name: 'Tennessee Code Annotated (LexisNexis, public access)',
  },
  {
    host: 'lexisnexis.com',
    path: '/hottopics/mscode',
    name: 'Mississippi Code of 1972 (LexisNexis, public access)',
  },
  { host: 'lexisnexis.com', path: '/hottopics/arcode', name: 'Arkansas Code (LexisNexis, public access)' },
  { host: 'sanmateocourt.org', name: 'Superior Court of California, County of San Mateo' },
  { host: 'alachuacounty.us', name: 'Alachua County, Florida: Clerk of the Circuit Court and Comptroller' },
  { host: 'martinclerk.com', name: 'Martin County, Florida: Clerk of the Circuit Court and Comptroller' },
  { host: 'parkcounty.org', name: 'Park County, Montana: Justice Court' },
  { host: 'clarkcountycourts.us', name: 'Clark County, Nevada courts (Las Vegas Justice Court)' },
  { host: 'belmontcountycourts.com', name: 'Belmont County Court, Ohio' },
  { host: 'fcmcclerk.com', name: 'Franklin County Municipal Court Clerk, Ohio' },
  { host: 'tmc.toledomunicipalcourt.org', name: 'Toledo Municipal Court, Ohio' },
  { host: 'toledohousingcourt.org', name: 'Toledo Municipal Court, Housing Division, Ohio' },
  { host: 'hamptoncountysc.org', name: 'Hampton County, South Carolina (Magistrates Court)' },
];

/**
 * True for a page published by a legislature, a court or a state, city or federal government: an http(s) address on a
 * .gov host, a state .us host (leg.state.fl.us, lenawee.mi.us) or a host of a named official publisher
 * (`OFFICIAL_PUBLISHERS`). Anything else (law-firm blogs, publishers, Justia, the research's tables) is a secondary
 * source: never evidence, never printed in a document.
 */
export function isOfficialSource(url: string): boolean {
  return officialPublisherOf(url) !== null;
}

/** Who publishes `url` officially ("a .gov host", "a state .us host" or the listed publisher's name), or null. */
export function officialPublisherOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  if (host.endsWith('.gov')) return 'a .gov host';
  if (/(^|\.)[a-z]{2}\.us$/.test(host)) return 'a state .us host';
  const bare = host.replace(/^www\d?\./, '');
  const path = parsed.pathname.toLowerCase();
  const publisher = OFFICIAL_PUBLISHERS.find(
    (p) =>
      (bare === p.host || bare.endsWith(`.${p.host}`)) && (p.path === undefined || path.startsWith(p.path)),
  );
  return publisher?.name ?? null;
}

/** The source address a document may print for a fact: its official page, or null when it only has a secondary one. */
export function printedSource(fact: { sourceUrl: string }): string | null {
  return isOfficialSource(fact.sourceUrl) ? fact.sourceUrl : null;
}

/**
 * Publishers of statute text that are not official (ADR 218): their copy of a statute's words may confirm a deadline
 * or a duty when two of them with different owners agree on the words that carry the value (FindLaw and Casetext share
 * an owner and count as one). They are named in the claimant's notes ("statute text as published by …; not the
 * official site"); their addresses are never printed as a source and never confirm a penalty, a limit or a fee.
 */
export const PUBLISHED_TEXT_PUBLISHERS: ReadonlyArray<{ host: string; name: string; owner: string }> = [
  { host: 'law.justia.com', name: 'Justia', owner: 'Justia' },
  { host: 'law.cornell.edu', name: 'Cornell LII', owner: 'Cornell University' },
  { host: 'public.law', name: 'Public.Law', owner: 'Public.Law' },
  { host: 'codes.findlaw.com', name: 'FindLaw', owner: 'Thomson Reuters' },
  { host: 'casetext.com', name: 'Casetext', owner: 'Thomson Reuters' },
];

/** The publisher of statute text at `url` (`PUBLISHED_TEXT_PUBLISHERS`), or null. */
export function publishedTextPublisherOf(url: string): { name: string; owner: string } | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\d?\./, '');
  } catch {
    return null;
  }
  const p = PUBLISHED_TEXT_PUBLISHERS.find((x) => host === x.host || host.endsWith(`.${x.host}`));
  return p ? { name: p.name, owner: p.owner } : null;
}
