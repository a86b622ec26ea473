import * as zlib from 'zlib';
import { LIMITS } from '@academy/common';
import type { Caller } from '../support/accounts';
import { JSON_TYPE, nestedJson, type RawRequest } from '../support/raw-body';
import type { Type } from '@nestjs/common';
import { bodyDtoOf } from './body-dtos';
import { hasBody, isPublicBodyRoute, labelOf, pathOf, ROUTES, type FieldKind, type Route } from './routes';
import { badValuesFor, toJson } from './values';

/** One hostile request and the answers it may get: always 4xx with the API's error body. */
export interface HostileCase {
  family: string;
  name: string;
  caller: Caller;
  request: RawRequest;
  status: readonly number[];
  /** The error code, when only one is right. */
  code?: string;
  /** For a refused field or query parameter: the name the answer's `errors` must carry. */
  field?: string;
}

export interface Family {
  name: string;
  /** What the README lists. */
  description: string;
  cases: HostileCase[];
}

const KB = 1024;
const bodyRoutes = ROUTES.filter(hasBody);
const getRoutes = ROUTES.filter((route) => route.method === 'get');

const routeNamed = (label: string): Route => {
  const route = ROUTES.find((candidate) => labelOf(candidate) === label);
  if (!route) throw new Error(`no route ${label} in hostile/routes.ts`);
  return route;
};

/**
 * The middleware families (JSON parser, its size limits, charset, encoding, depth, body shape)
 * run before any route and do not know which one will answer: they are sent to one route per way
 * the parser is reached — anyone's small limit (sign-up; a PUT as a member), the administrator's
 * large limit, a console session's large limit. That every other route sits behind the same
 * middleware is proven by the "every route behind the middleware" family below.
 */
export const BODY_PARSER_ROUTES: Route[] = [
  routeNamed('POST /api/auth/signup'),
  routeNamed('PUT /api/videos/:id/progress'),
  routeNamed('POST /api/admin/courses'),
  routeNamed('POST /api/superadmin/programs'),
];
/** The query middleware's representatives: a cached public read, an administrator's list, the video proxy. */
export const QUERY_ROUTES: Route[] = [
  routeNamed('GET /api/courses'),
  routeNamed('GET /api/admin/members'),
  routeNamed('GET /proxy/video'),
];

const post = (route: Route, body: string | Buffer, headers: Record<string, string> = JSON_TYPE): RawRequest => ({
  method: route.method,
  path: pathOf(route),
  body,
  headers,
});

function bodyFamily(
  name: string,
  description: string,
  variants: Array<[string, (route: Route) => Omit<HostileCase, 'family' | 'name' | 'caller'>]>,
): Family {
  return {
    name,
    description,
    cases: BODY_PARSER_ROUTES.flatMap((route) =>
      variants.map(([variant, make]) => ({
        family: name,
        name: `${labelOf(route)}: ${variant}`,
        caller: route.caller,
        ...make(route),
      })),
    ),
  };
}

/** `{"padding":"xxx…"}` of about `bytes` bytes. */
const padded = (bytes: number) => `{"padding":"${'x'.repeat(bytes)}"}`;

const malformedJson = bodyFamily(
  'malformed JSON',
  'broken syntax, single quotes, a trailing comma, two documents, a NaN literal',
  [
    ['cut short', (route) => ({ request: post(route, '{"title":'), status: [400], code: 'BAD_REQUEST' })],
    ['single quotes', (route) => ({ request: post(route, "{'title':'x'}"), status: [400], code: 'BAD_REQUEST' })],
    ['a trailing comma', (route) => ({ request: post(route, '{"title":"x",}'), status: [400], code: 'BAD_REQUEST' })],
    ['two documents', (route) => ({ request: post(route, '{"a":1}{"b":2}'), status: [400], code: 'BAD_REQUEST' })],
    ['a NaN literal', (route) => ({ request: post(route, '{"order":NaN}'), status: [400], code: 'BAD_REQUEST' })],
  ],
);

/** JSON.stringify drops a __proto__ key set in a literal, so it is written by hand. */
const withProtoKey = (valid: Record<string, unknown>) => {
  const rest = toJson(valid).slice(1, -1);
  return `{"__proto__":{"role":"ADMIN"}${rest ? `,${rest}` : ''}}`;
};

const bodyShape = bodyFamily(
  'body shape and prototype keys',
  'a list, a string or null instead of an object; __proto__, constructor and prototype keys at any depth',
  [
    ['a list', (route) => ({ request: post(route, '[{"title":"x"}]'), status: [400], code: 'BAD_REQUEST' })],
    ['a string', (route) => ({ request: post(route, '"title"'), status: [400], code: 'BAD_REQUEST' })],
    ['null', (route) => ({ request: post(route, 'null'), status: [400], code: 'BAD_REQUEST' })],
    [
      '__proto__',
      (route) => ({ request: post(route, withProtoKey(route.valid ?? {})), status: [400], code: 'BAD_REQUEST' }),
    ],
    [
      'a nested constructor.prototype',
      (route) => ({
        request: post(route, toJson({ ...route.valid, x: { constructor: { prototype: { role: 'ADMIN' } } } })),
        status: [400],
        code: 'BAD_REQUEST',
      }),
    ],
  ],
);

const deepNesting = bodyFamily(
  'deep nesting',
  `JSON nested ${LIMITS.jsonDepthMax + 1} levels, and 200 KB of [[[[…]]]] under the first field`,
  [
    [
      '33 levels',
      (route) => ({
        request: post(route, nestedJson(LIMITS.jsonDepthMax + 1, Object.keys(route.valid ?? { email: 1 })[0])),
        status: [400],
        code: 'BAD_REQUEST',
      }),
    ],
    [
      '200 KB of brackets',
      // Refused for its size where anyone may post, for its depth where an administrator may send 200 KB.
      (route) => ({
        request: post(route, nestedJson(100_000, Object.keys(route.valid ?? { email: 1 })[0])),
        status: [isPublicBodyRoute(route) ? 413 : 400],
      }),
    ],
  ],
);

const oversize = bodyFamily(
  'oversize',
  `over ${LIMITS.publicBodyBytes / KB} KB where anyone may post, over ${LIMITS.adminBodyBytes / KB} KB on admin routes`,
  [
    [
      'one byte too many',
      (route) => ({
        request: post(route, padded((isPublicBodyRoute(route) ? LIMITS.publicBodyBytes : LIMITS.adminBodyBytes) + 1)),
        status: [413],
        code: 'PAYLOAD_TOO_LARGE',
      }),
    ],
  ],
);

const mediaType = bodyFamily(
  'media type and charset',
  'text/plain, a form, multipart, no Content-Type; charset ISO-8859-1 and UTF-16',
  [
    [
      'text/plain',
      (route) => ({
        request: post(route, '{}', { 'Content-Type': 'text/plain' }),
        status: [415],
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    ],
    [
      'a form',
      (route) => ({
        request: post(route, 'title=x', { 'Content-Type': 'application/x-www-form-urlencoded' }),
        status: [415],
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    ],
    [
      'multipart',
      (route) => ({
        request: post(route, '--b\r\n\r\n--b--', { 'Content-Type': 'multipart/form-data; boundary=b' }),
        status: [415],
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    ],
    ['no Content-Type', (route) => ({ request: post(route, '{}', {}), status: [415], code: 'UNSUPPORTED_MEDIA_TYPE' })],
    [
      'charset ISO-8859-1',
      (route) => ({
        request: post(route, Buffer.from('{"title":"caf\xe9"}', 'latin1'), {
          'Content-Type': 'application/json; charset=iso-8859-1',
        }),
        status: [415],
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    ],
    [
      'charset UTF-16',
      (route) => ({
        request: post(route, Buffer.from('{}', 'utf16le'), { 'Content-Type': 'application/json; charset=utf-16' }),
        status: [415],
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    ],
  ],
);

const notCompressed = Buffer.from('{"title":"not compressed"}');
const contentEncoding = bodyFamily(
  'content encoding',
  'gzip, deflate and br bodies that do not decompress, a truncated gzip, an unknown encoding',
  [
    [
      'broken gzip',
      (route) => ({
        request: post(route, notCompressed, { ...JSON_TYPE, 'Content-Encoding': 'gzip' }),
        status: [400],
        code: 'BAD_REQUEST',
      }),
    ],
    [
      'broken deflate',
      (route) => ({
        request: post(route, notCompressed, { ...JSON_TYPE, 'Content-Encoding': 'deflate' }),
        status: [400],
        code: 'BAD_REQUEST',
      }),
    ],
    [
      'broken br',
      (route) => ({
        request: post(route, notCompressed, { ...JSON_TYPE, 'Content-Encoding': 'br' }),
        status: [400],
        code: 'BAD_REQUEST',
      }),
    ],
    [
      'truncated gzip',
      (route) => ({
        request: post(route, zlib.gzipSync(toJson(route.valid ?? {})).subarray(0, 15), {
          ...JSON_TYPE,
          'Content-Encoding': 'gzip',
        }),
        status: [400],
        code: 'BAD_REQUEST',
      }),
    ],
    [
      'an unknown encoding',
      (route) => ({
        request: post(route, notCompressed, { ...JSON_TYPE, 'Content-Encoding': 'compress' }),
        status: [415],
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    ],
  ],
);

const brokenUtf8 = bodyFamily('broken UTF-8', 'bytes that are not UTF-8 inside a JSON string', [
  [
    'a stray 0xFF byte',
    (route) => ({
      request: post(route, Buffer.concat([Buffer.from('{"title":"a'), Buffer.from([0xff]), Buffer.from('"}')])),
      status: [400],
      code: 'BAD_REQUEST',
    }),
  ],
  [
    'an encoded surrogate (CESU-8)',
    (route) => ({
      request: post(
        route,
        Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
      ),
      status: [400],
      code: 'BAD_REQUEST',
    }),
  ],
]);

/** One bad value of one field of one form, checked at DTO level (hostile/field-values.e2e-spec.ts). */
export interface DtoFieldCase {
  name: string;
  kind: FieldKind;
  dto: Type<object>;
  /** The body as the client sends it; parsed the way the JSON middleware parses it. */
  json: string;
  field: string;
}

const fieldCases = (route: Route) =>
  (route.fields ?? []).flatMap((field) =>
    badValuesFor(field).map(([label, value]) => ({
      name: `${labelOf(route)}: ${field.name} ${label}`,
      kind: field.kind,
      json: toJson({ ...route.valid, [field.name]: value }),
      field: field.name,
    })),
  );

/** Every bad value of every field of every form whose route validates a DTO class. */
export const DTO_FIELD_CASES: DtoFieldCase[] = bodyRoutes.flatMap((route) => {
  const dto = bodyDtoOf(route);
  return dto ? fieldCases(route).map((hostile) => ({ ...hostile, dto })) : [];
});

const overHttp = (route: Route, hostile: ReturnType<typeof fieldCases>[number]): HostileCase => ({
  family: 'field values over HTTP',
  name: hostile.name,
  caller: route.caller,
  request: post(route, hostile.json),
  status: [400],
  code: 'VALIDATION_FAILED',
  field: hostile.field,
});

/**
 * Over HTTP: every bad value of the forms no DTO describes (the logins check their body in the
 * handler or the guard), and for the forms with one, the first bad value of each field kind — the
 * proof that the pipe the DTO-level cases use is the one the routes answer with.
 */
const fieldValues: Family = {
  name: 'field values over HTTP',
  description:
    'every bad value of the login forms; for the other forms one bad value per field kind (the rest at DTO level): wrong types, invisible-only text, NUL and lone surrogates, overlong text, impossible dates, unknown enum values, bad numbers, URLs and ids',
  cases: (() => {
    const seenKinds = new Set<FieldKind>();
    return bodyRoutes.flatMap((route) =>
      bodyDtoOf(route)
        ? fieldCases(route)
            .filter((hostile) => !seenKinds.has(hostile.kind) && seenKinds.add(hostile.kind))
            .map((hostile) => overHttp(route, hostile))
        : fieldCases(route).map((hostile) => overHttp(route, hostile)),
    );
  })(),
};

const BAD_IDS: Array<[string, string]> = [
  ['not a UUID', 'not-a-uuid'],
  ['5000 characters', 'x'.repeat(5000)],
  ['SQL', "1'%20OR%20'1'%3D'1"],
  ['a NUL', '%00'],
  ['an emoji', '%F0%9F%98%80'],
  ['a zero-width space', '%E2%80%8B'],
  ['a path traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['a negative number', '-1'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['an encoded surrogate', '%ED%A0%80'],
];

const pathIds: Family = {
  name: 'bad ids in the path',
  description:
    'not a UUID, 5000 characters, SQL, NUL, emoji, zero-width space, path traversal, a negative number, broken percent-encoding',
  cases: ROUTES.filter((route) => /:id|:slug/.test(route.path)).flatMap((route) =>
    BAD_IDS.map(([label, id]) => ({
      family: 'bad ids in the path',
      name: `${labelOf(route)}: ${label}`,
      caller: route.caller,
      request: {
        method: route.method,
        path: pathOf(route, id),
        ...(hasBody(route) ? { body: toJson(route.valid ?? {}), headers: JSON_TYPE } : {}),
      },
      status: [400, 404],
    })),
  ),
};

const QUERY_ARRAYS: Array<[string, string, string]> = [
  ['q[]', 'q[]=kim', 'q'],
  ['status[]', 'status[]=pending', 'status'],
  ['a repeated q', 'q=a&q=b', 'q'],
  ['page[]', 'page[]=1', 'page'],
  ['a bracketed key', 'filter[role]=ADMIN', 'filter'],
];

const queryArrays: Family = {
  name: 'array query parameters',
  description:
    'q[]=, status[]=, a repeated q, page[]=, filter[role]= on a public read, an admin list and the video proxy',
  cases: QUERY_ROUTES.flatMap((route) =>
    QUERY_ARRAYS.map(([label, query, field]) => ({
      family: 'array query parameters',
      name: `${labelOf(route)}: ${label}`,
      caller: route.caller,
      request: { method: route.method, path: `${pathOf(route)}?${query}` },
      status: [400],
      code: 'VALIDATION_FAILED',
      field,
    })),
  ),
};

const MEMBER_QUERIES: Array<[string, string]> = [
  ['status', 'bogus'],
  ['status', ''],
  ['status', 'PENDING'],
  ['role', 'ROOT'],
  ['role', 'admin'],
  ['page', '0'],
  ['page', '-1'],
  ['page', '1.5'],
  ['page', 'abc'],
  ['page', 'Infinity'],
  ['page', 'NaN'],
  ['page', '1e999'],
  ['pageSize', '0'],
  ['pageSize', '101'],
  ['pageSize', 'abc'],
  ['q', 'x'.repeat(101)],
  ['q', '%00'],
  ['q', '%E2%80%8B'],
];

const ANALYTICS_QUERIES: Array<[string, string]> = [
  ['from', '2030-02-30'],
  ['from', '2030-03-01T00:00:00Z'],
  ['to', 'tomorrow'],
  ['to', ''],
  ['from', '%00'],
  ['courseId', '%00'],
  ['courseId', '%E2%80%8B'],
  ['courseId', 'x'.repeat(37)],
  ['sort', 'password'],
  ['order', 'sideways'],
  ['page', '0'],
  ['pageSize', '101'],
  ['q', 'x'.repeat(101)],
];

/** Ranges refused by how the two ends relate: the answer names `to`. */
const ANALYTICS_RANGES: Array<[string, string]> = [
  ['an end before the start', 'from=2030-03-10&to=2030-03-09'],
  ['367 days', 'from=2030-01-01&to=2031-01-02'],
];

const AUDIT_QUERIES: Array<[string, string]> = [
  ['actorType', 'STUDENT'],
  ['actorType', 'admin'],
  ['action', 'DROP_TABLE'],
  ['targetType', 'USER'],
  ['from', '2026-02-30'],
  ['from', 'yesterday'],
  ['to', '2026-13-01'],
  ['to', '1999-01-01'],
  ['page', '0'],
  ['pageSize', '101'],
  ['q', 'x'.repeat(101)],
  ['q', '%00'],
];

const PROXY_URLS: Array<[string, string | null]> = [
  ['no u', null],
  ['an empty u', ''],
  ['a javascript: URL', 'javascript%3Aalert(1)'],
  ['a file: URL', 'file%3A%2F%2F%2Fetc%2Fpasswd'],
  ['a NUL in the URL', 'http%3A%2F%2Fnas.test.local%2F%00.mp4'],
  ['a URL of no video', 'http%3A%2F%2F127.0.0.1%3A1%2Fapi%2Fhealth'],
  ['3000 characters', 'x'.repeat(3000)],
];

const queryValues: Family = {
  name: 'query values',
  description:
    'unknown status and role, page and pageSize out of range or not integers, overlong/NUL/invisible search; report dates, ranges, sorts and course ids; audit filters (unknown actor, action or target, impossible dates, an end before the start); proxy URLs that belong to no video',
  cases: [
    ...MEMBER_QUERIES.map(([name, value]) => ({
      family: 'query values',
      name: `GET /api/admin/members: ${name}=${value.length > 20 ? `${value.slice(0, 5)}…(${value.length})` : value}`,
      caller: 'ADMIN' as Caller,
      request: { method: 'get' as const, path: `/api/admin/members?${name}=${value}` },
      status: [400],
      code: 'VALIDATION_FAILED',
      field: name,
    })),
    ...['/api/admin/analytics/members', '/api/admin/analytics/members.csv'].flatMap((path) => [
      ...ANALYTICS_QUERIES.map(([name, value]) => ({
        family: 'query values',
        name: `GET ${path}: ${name}=${value.length > 20 ? `${value.slice(0, 5)}…(${value.length})` : value}`,
        caller: 'ADMIN' as Caller,
        request: { method: 'get' as const, path: `${path}?${name}=${value}` },
        status: [400],
        code: 'VALIDATION_FAILED',
        field: name,
      })),
      ...ANALYTICS_RANGES.map(([label, query]) => ({
        family: 'query values',
        name: `GET ${path}: ${label}`,
        caller: 'ADMIN' as Caller,
        request: { method: 'get' as const, path: `${path}?${query}` },
        status: [400],
        code: 'VALIDATION_FAILED',
        field: 'to',
      })),
    ]),
    ...['/api/admin/audit', '/api/admin/audit.csv'].flatMap((path) =>
      // The CSV is the whole filtered log: it has no pages to refuse.
      AUDIT_QUERIES.filter(([name]) => path.endsWith('audit') || !name.startsWith('page')).map(([name, value]) => ({
        family: 'query values',
        name: `GET ${path}: ${name}=${value.length > 20 ? `${value.slice(0, 5)}…(${value.length})` : value}`,
        caller: 'ADMIN' as Caller,
        // "to" before the start of the log's range: from is set so the order check has something to compare.
        request: { method: 'get' as const, path: `${path}?${name === 'to' ? 'from=2026-01-01&' : ''}${name}=${value}` },
        status: [400],
        code: 'VALIDATION_FAILED',
        field: name,
      })),
    ),
    ...PROXY_URLS.map(([label, value]) => ({
      family: 'query values',
      name: `GET /proxy/video: ${label}`,
      caller: 'VERIFIED' as Caller,
      request: { method: 'get' as const, path: value === null ? '/proxy/video' : `/proxy/video?u=${value}` },
      status: [403],
      code: 'PROXY_FORBIDDEN',
    })),
  ],
};

/**
 * The router proof for the middleware families: every route the corpus lists (the router test in
 * hostile-input.e2e-spec.ts holds that list to what Express serves) meets the JSON middleware (a
 * body in text/plain: 415, a code only that middleware answers) and every GET meets the query
 * middleware (q[]=: 400 on q), so what the representatives prove holds for each of them.
 */
const behindMiddleware: Family = {
  name: 'every route behind the middleware',
  description: 'a text/plain body on every route that takes a body, q[]= on every GET route',
  cases: [
    ...bodyRoutes.map((route) => ({
      family: 'every route behind the middleware',
      name: `${labelOf(route)}: text/plain`,
      caller: route.caller,
      request: post(route, '{}', { 'Content-Type': 'text/plain' }),
      status: [415],
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })),
    ...getRoutes.map((route) => ({
      family: 'every route behind the middleware',
      name: `${labelOf(route)}: q[]=`,
      caller: route.caller,
      request: { method: route.method, path: `${pathOf(route)}?q[]=kim` },
      status: [400],
      code: 'VALIDATION_FAILED',
      field: 'q',
    })),
  ],
};

export const FAMILIES: Family[] = [
  malformedJson,
  bodyShape,
  deepNesting,
  oversize,
  mediaType,
  contentEncoding,
  brokenUtf8,
  fieldValues,
  pathIds,
  queryArrays,
  queryValues,
  behindMiddleware,
];
