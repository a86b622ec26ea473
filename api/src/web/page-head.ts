import {
  ACADEMY,
  DEFAULT_ACADEMY_FACTS,
  truncate,
  ACADEMY_ADDRESS,
  formatWon,
  SITE_META,
  type AcademyFacts,
  type PageData,
  type PageMeta,
  type Notice,
  type Program,
  type ScheduleRow,
  type ServerPage,
  type WeekDay,
} from '@academy/common';
import { SEOUL_TIME_ZONE } from '@academy/common/korean-days';
import { safeJson } from './index-html';

/** What a page tells search engines and link previews. */
export interface PageHead extends PageMeta {
  /** The page's own path: the canonical URL without query or trailing slash. */
  path: string;
  jsonLd: object[];
  /** The 404 page: never indexed. */
  noindex?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A site URL: absolute under the site's origin (PUBLIC_URL or the address it was opened at, see site-origin), else relative. */
const siteUrl = (origin: string | null, path: string) => `${origin ?? ''}${path}`;

/** The academy's facts the page was rendered with (학원 정보), or today's constants when the read failed. */
function academyOf(data: PageData): AcademyFacts {
  const answer = data['/api/academy'];
  return answer?.status === 200 ? (answer.body as AcademyFacts) : DEFAULT_ACADEMY_FACTS;
}

/**
 * The structured address is split by hand (ACADEMY_ADDRESS) only while the address is the one it
 * was split from; an edited address is given whole.
 */
function postalAddress(facts: AcademyFacts): object {
  const address =
    facts.address === ACADEMY.address ? ACADEMY_ADDRESS : { streetAddress: facts.address, addressCountry: 'KR' };
  return { '@type': 'PostalAddress', ...address };
}

function organization(origin: string | null, facts: AcademyFacts): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: facts.name,
    alternateName: ACADEMY.englishName,
    telephone: facts.phone,
    email: facts.email,
    address: postalAddress(facts),
    ...(origin ? { url: `${origin}/`, image: siteUrl(origin, SITE_META.image.path) } : {}),
  };
}

const SCHEMA_DAYS: Record<WeekDay, string> = {
  MON: 'https://schema.org/Monday',
  TUE: 'https://schema.org/Tuesday',
  WED: 'https://schema.org/Wednesday',
  THU: 'https://schema.org/Thursday',
  FRI: 'https://schema.org/Friday',
  SAT: 'https://schema.org/Saturday',
  SUN: 'https://schema.org/Sunday',
};

/** The monthly tuition as an Offer; 교재비 is named in its description, not added to the price. */
function offer(program: Program): object | null {
  if (!program.tuition) return null;
  const { monthly, materials } = program.tuition;
  const seats = program.seatsLeft;
  return {
    '@type': 'Offer',
    category: 'Paid',
    price: monthly,
    priceCurrency: 'KRW',
    priceSpecification: { '@type': 'UnitPriceSpecification', price: monthly, priceCurrency: 'KRW', unitText: 'MONTH' },
    ...(materials ? { description: `월 수강료, 교재비 ${formatWon(materials)} 별도` } : {}),
    ...(seats === null ? {} : { availability: `https://schema.org/${seats > 0 ? 'InStock' : 'SoldOut'}` }),
  };
}

/** One CourseInstance per class of the timetable (or one for the start date alone), weekly, in Seoul. */
function courseInstances(program: Program, facts: AcademyFacts): object[] {
  const common = {
    '@type': 'CourseInstance',
    courseMode: 'Onsite',
    ...(program.startDate ? { startDate: program.startDate } : {}),
    ...(program.capacity === null ? {} : { maximumAttendeeCapacity: program.capacity }),
    ...(program.seatsLeft === null ? {} : { remainingAttendeeCapacity: program.seatsLeft }),
    location: { '@type': 'Place', name: facts.name, address: postalAddress(facts) },
  };
  const schedule = (row: ScheduleRow) => ({
    '@type': 'Schedule',
    byDay: row.days.map((day) => SCHEMA_DAYS[day]),
    startTime: row.start,
    endTime: row.end,
    repeatFrequency: 'P1W',
    scheduleTimezone: SEOUL_TIME_ZONE,
    ...(program.startDate ? { startDate: program.startDate } : {}),
  });
  if (program.schedule.length === 0) return program.startDate ? [common] : [];
  return program.schedule.map((row) => ({ ...common, name: row.name, courseSchedule: schedule(row) }));
}

function course(program: Program, origin: string | null, path: string, facts: AcademyFacts): object {
  const offers = offer(program);
  const instances = courseInstances(program, facts);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: program.title,
    description: program.description ?? program.subtitle ?? SITE_META.home.description,
    ...(origin ? { url: siteUrl(origin, path) } : {}),
    provider: { '@type': 'EducationalOrganization', name: facts.name, telephone: facts.phone },
    ...(offers ? { offers } : {}),
    ...(instances.length ? { hasCourseInstance: instances } : {}),
  };
}

/** The program a program page shows, when its read succeeded. */
function programOf(data: PageData, key: string | undefined): Program | null {
  const answer = key ? data[key] : undefined;
  return answer?.status === 200 ? (answer.body as Program) : null;
}

/** Title, description and structured data of a server-rendered page (null page = the 404 page). */
export function pageHeadFor(
  page: ServerPage | null,
  pathname: string,
  data: PageData,
  origin: string | null,
): PageHead {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  if (!page) return { ...SITE_META.notFound, path, jsonLd: [], noindex: true };
  switch (page.route.path) {
    case '/':
      return { ...SITE_META.home, path, jsonLd: [organization(origin, academyOf(data))] };
    case '/about':
      return { ...SITE_META.about, path, jsonLd: [organization(origin, academyOf(data))] };
    case '/privacy':
      return { ...SITE_META.privacy, path, jsonLd: [] };
    case '/terms':
      return { ...SITE_META.terms, path, jsonLd: [] };
    case '/courses':
      return { ...SITE_META.courses, path, jsonLd: [] };
    case '/gallery':
      return { ...SITE_META.gallery, path, jsonLd: [] };
    case '/notices':
      return { ...SITE_META.notices, path, jsonLd: [] };
    // Where the form posts without JavaScript: its answers (errors, thanks) are not search results.
    case '/consultation':
      return { ...SITE_META.consultation, path, jsonLd: [], noindex: true };
    case '/consultation/thanks':
      return { ...SITE_META.consultationThanks, path, jsonLd: [], noindex: true };
    case '/notices/page/:page':
      return {
        ...SITE_META.notices,
        title: /^[1-9]\d*$/.test(page.params.page ?? '')
          ? SITE_META.noticesPageTitle(Number(page.params.page))
          : SITE_META.notices.title,
        path,
        jsonLd: [],
      };
    case '/notices/:id': {
      const answer = data[page.dataKeys[0] ?? ''];
      if (answer?.status !== 200) return { ...SITE_META.notFound, path, jsonLd: [], noindex: true };
      const notice = answer.body as Notice;
      return {
        title: SITE_META.noticeTitle(notice.title),
        description: truncate(notice.body.replace(/\s+/g, ' ').trim(), 150) || SITE_META.notices.description,
        path,
        jsonLd: [],
      };
    }
    default: {
      const program = programOf(data, page.dataKeys[0]);
      if (!program) return { ...SITE_META.notFound, path, jsonLd: [], noindex: true };
      const description = program.description ?? program.subtitle ?? SITE_META.home.description;
      return {
        title: SITE_META.programTitle(program.title),
        description,
        path,
        jsonLd: [course(program, origin, path, academyOf(data))],
      };
    }
  }
}

/** The <head> tags of a page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead, origin: string | null): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(siteUrl(origin, head.path));
  const image = escapeHtml(siteUrl(origin, SITE_META.image.path));
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${content}">`;
  return [
    `<title>${title}</title>`,
    meta('name', 'description', description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${url}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', escapeHtml(ACADEMY.name)),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', SITE_META.image.width),
    meta('property', 'og:image:height', SITE_META.image.height),
    meta('property', 'og:image:alt', escapeHtml(SITE_META.image.alt)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${safeJson(item)}</script>`),
  ].join('');
}
